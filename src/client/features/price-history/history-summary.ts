import type { PriceHistoryPoint } from '../../../shared/schemas/products';

export interface ParsedHistoryPoint {
  date: string;
  avg: number;
  min: number;
  max: number;
}

/** SPEC §3: history values arrive as numeric strings; rows that do not parse are dropped. */
export function parseHistory(points: PriceHistoryPoint[]): ParsedHistoryPoint[] {
  return points
    .map((p) => ({ date: p.date, avg: Number(p.avgPrice), min: Number(p.minPrice), max: Number(p.maxPrice) }))
    .filter((p) => Number.isFinite(p.avg) && Number.isFinite(p.min) && Number.isFinite(p.max));
}

export interface HistorySummary {
  current: number;
  low: number;
  high: number;
  average: number;
}

/** Current Price (latest average), N-Day Low, N-Day High and Average (SPEC §2); null when empty. */
export function summarizeHistory(points: ParsedHistoryPoint[]): HistorySummary | null {
  if (points.length === 0) return null;
  return {
    current: points[points.length - 1].avg,
    low: Math.min(...points.map((p) => p.min)),
    high: Math.max(...points.map((p) => p.max)),
    average: points.reduce((sum, p) => sum + p.avg, 0) / points.length,
  };
}

/**
 * SPEC §2/§9: the Y axis runs from 5 below the lowest value to 5 above the highest. We stop at 0 rather than
 * draw negative prices (docs/decisions/0008-public-ui-history-window.md).
 */
export function yAxisDomain(points: ParsedHistoryPoint[]): { min: number; max: number } | null {
  if (points.length === 0) return null;
  const low = Math.min(...points.map((p) => Math.min(p.min, p.avg, p.max)));
  const high = Math.max(...points.map((p) => Math.max(p.min, p.avg, p.max)));
  return { min: Math.max(0, low - 5), max: high + 5 };
}

/** The link that reopens this history (SPEC §2 share action). */
export function historyShareUrl(origin: string, productId: number, search = ''): string {
  // The search the card was opened from comes along (issue 13: a shared link opens exactly what was shared).
  const params = new URLSearchParams(search);
  params.delete('product');
  params.delete('chart');
  const rest = params.toString();
  return `${origin}/?${rest ? `${rest}&` : ''}product=${productId}&chart=history`;
}

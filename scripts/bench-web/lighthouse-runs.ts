import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { startDevtoolsChromium } from './devtools-chromium.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const METRICS = {
  'first-contentful-paint': 'FCP ms',
  'largest-contentful-paint': 'LCP ms',
  'total-blocking-time': 'TBT ms',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI ms',
} as const;

export type Preset = 'desktop' | 'mobile';
export interface LighthouseResult {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
  /** Audit ids scoring below 0.9 in the categories other than performance: what to fix next. */
  failing: string[];
  /** The whole report, for the diagnostics and --save. */
  lhr: Result;
}

const DEVTOOLS_PORT = Number(process.env.BENCH_WEB_DEVTOOLS_PORT ?? 9333);

/** One Lighthouse run in a fresh headless Chromium (simulated throttling: stable on a busy machine). */
export async function runLighthouse(url: string, preset: Preset): Promise<LighthouseResult> {
  const browser = await startDevtoolsChromium(DEVTOOLS_PORT);
  try {
    const flags = {
      port: DEVTOOLS_PORT,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: [...CATEGORIES],
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as LighthouseResult['scores'];
    const metrics = Object.fromEntries(
      Object.keys(METRICS).map((id) => [id, lhr.audits[id]?.numericValue ?? NaN]),
    ) as LighthouseResult['metrics'];
    const failing = CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${c}:${ref.id}`),
    );
    return { scores, metrics, failing, lhr };
  } finally {
    await browser.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

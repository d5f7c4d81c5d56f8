import type { Transaction } from 'sequelize';
import type { PipelineDeps } from '../deps.js';
import { sqlRows } from '../../db/sql.js';

/**
 * The anomaly guard looks at WHAT a run changed, not only how much came back. Per run it counts, against the
 * listings stored before it: offers whose stock flipped, whose price moved by PRICE_JUMP_FACTOR or more (a switch
 * to cents is x100), and offers whose identity is new; plus the offer count against the usual count. The usual
 * count and the typical shares come from the retailer's own recent ACCEPTED runs (median), counted from its
 * latest admin-accepted run: a rejected run never lowers them, so the baseline cannot ratchet down and it is
 * already right when the store recovers. A run past a limit changes nothing; the admin may accept it.
 */

/** Fewer offers than this share of the usual count is anomalous. */
export const COUNT_RATIO = 0.5;
/** A price that moved by this factor or more (up or down) is a jump, not a sale. */
export const PRICE_JUMP_FACTOR = 4;
/** Shares never judged below these limits (the retailer's own typical share x SHARE_MARGIN can raise them). */
export const SHARE_FLOORS = { stockFlips: 0.5, priceJumps: 0.25, newIdentities: 0.5 } as const;
const SHARE_MARGIN = 3;
/** Shares of stock flips and price jumps are judged only when at least this many offers are comparable. */
export const MIN_COMPARED = 10;
/** How many recent accepted runs make the baseline (their median). */
export const BASELINE_RUNS = 5;

export type ShareName = keyof typeof SHARE_FLOORS;
export type GuardReason = 'no-offers' | 'none-usable' | 'count-drop' | ShareName;

/** What a run would change, counted before anything is written. */
export interface RunChanges {
  /** Offers in the raw scrape. */
  rawOffers: number;
  /** Usable, distinct offers. */
  offers: number;
  /** Offers that matched a visible stored listing (the base of the stock and price shares). */
  compared: number;
  stockFlips: number;
  priceJumps: number;
  /** Offers that matched no stored listing. */
  newIdentities: number;
}

export interface GuardBaseline {
  /** Median offer count of the recent accepted runs; null before the first. */
  usualCount: number | null;
  /** Median share of each change over the same runs (0 when unknown). */
  typicalShares: Record<ShareName, number>;
}

/** The typed outcome kept on the scrape log (`scrape_logs.guard`) of every ingested run. */
export interface GuardNumbers extends RunChanges {
  usualCount: number | null;
  shares: Record<ShareName, number>;
  limits: Record<ShareName, number>;
  reasons: GuardReason[];
}

const SHARE_NAMES = Object.keys(SHARE_FLOORS) as ShareName[];
const round = (n: number) => Math.round(n * 10_000) / 10_000;

export function isPriceJump(before: number, after: number): boolean {
  if (before <= 0 || after <= 0) return false;
  return Math.max(before / after, after / before) >= PRICE_JUMP_FACTOR;
}

/** Pure: the shares, limits and reasons of one run (no reasons = accepted). */
export function assessRun(changes: RunChanges, baseline: GuardBaseline): GuardNumbers {
  const shares: Record<ShareName, number> = {
    stockFlips: changes.compared ? round(changes.stockFlips / changes.compared) : 0,
    priceJumps: changes.compared ? round(changes.priceJumps / changes.compared) : 0,
    newIdentities: changes.offers ? round(changes.newIdentities / changes.offers) : 0,
  };
  const limits = Object.fromEntries(
    SHARE_NAMES.map((name) => [
      name,
      round(Math.min(0.95, Math.max(SHARE_FLOORS[name], baseline.typicalShares[name] * SHARE_MARGIN))),
    ]),
  ) as Record<ShareName, number>;
  const reasons: GuardReason[] = [];
  if (changes.offers === 0) reasons.push(changes.rawOffers === 0 ? 'no-offers' : 'none-usable');
  else {
    if (baseline.usualCount !== null && changes.offers < baseline.usualCount * COUNT_RATIO) reasons.push('count-drop');
    for (const name of ['stockFlips', 'priceJumps'] as const) {
      if (changes.compared >= MIN_COMPARED && shares[name] > limits[name]) reasons.push(name);
    }
    // a first run is all new; afterwards, a run of mostly unknown offers means the identities changed
    if (baseline.usualCount !== null && changes.offers >= MIN_COMPARED && shares.newIdentities > limits.newIdentities)
      reasons.push('newIdentities');
  }
  return { ...changes, usualCount: baseline.usualCount, shares, limits, reasons };
}

const pct = (share: number) => `${Math.round(share * 100)} %`;
const n = (v: number) => v.toLocaleString('en-CA');

/** One line per reason for the scrape log message (the numbers themselves are kept typed in `guard`). */
export function describeRejection(g: GuardNumbers): string {
  const parts = g.reasons.map((reason) => {
    switch (reason) {
      case 'no-offers':
        return 'the scrape found no offers';
      case 'none-usable':
        return `none of the ${n(g.rawOffers)} offers found was usable`;
      case 'count-drop':
        return `only ${n(g.offers)} offers found, fewer than half of the usual ${n(g.usualCount ?? 0)}`;
      case 'stockFlips':
        return `stock changed on ${pct(g.shares.stockFlips)} of listings (limit ${pct(g.limits.stockFlips)})`;
      case 'priceJumps':
        return `prices moved ${PRICE_JUMP_FACTOR}x or more on ${pct(g.shares.priceJumps)} of listings (limit ${pct(g.limits.priceJumps)})`;
      case 'newIdentities':
        return `${pct(g.shares.newIdentities)} of offers are unknown listings (limit ${pct(g.limits.newIdentities)})`;
    }
  });
  return `Rejected: ${parts.join('; ')}; no listing was changed`;
}

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The retailer's baseline: its last BASELINE_RUNS accepted runs since (and including) its latest admin-accepted
 * run; `storedUsual` (retailers.usual_listing_count) stands in for the count when no logged run exists yet.
 */
export async function loadBaseline(
  deps: PipelineDeps,
  t: Transaction,
  retailerId: number,
  storedUsual: number | null,
): Promise<GuardBaseline> {
  const runs = await sqlRows<{ offers_found: number; guard: GuardNumbers | null; accepted_at: Date | null }>(
    deps.db,
    `SELECT offers_found, guard, accepted_at FROM scrape_logs
     WHERE retailer_id = $1 AND status = 'completed' AND offers_found > 0
       AND started_at >= COALESCE((SELECT max(started_at) FROM scrape_logs WHERE retailer_id = $1 AND accepted_at IS NOT NULL), '-infinity')
     ORDER BY started_at DESC, id DESC LIMIT $2`,
    [retailerId, BASELINE_RUNS],
    t,
  );
  // an accepted store-wide change sets the count, but its shares are not what is typical for the store; nor are
  // those of a first run (everything new)
  const ordinary = runs.filter((r) => r.accepted_at === null && r.guard && r.guard.usualCount !== null);
  const typical = (name: ShareName) =>
    median(ordinary.map((r) => r.guard?.shares?.[name]).filter((v): v is number => typeof v === 'number')) ?? 0;
  return {
    usualCount: median(runs.map((r) => r.offers_found)) ?? storedUsual,
    typicalShares: {
      stockFlips: typical('stockFlips'),
      priceJumps: typical('priceJumps'),
      newIdentities: typical('newIdentities'),
    },
  };
}

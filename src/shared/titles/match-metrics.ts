/**
 * Pairwise matching quality over cross-retailer pairs: a pair is two listings of different stores; it is predicted
 * "same" when both have the same non-null match key and truly "same" when both are the same product.
 * Pure and linear (counts per group, never enumerates pairs), so a million listings are fine.
 */
export interface EvaluatedListing {
  store: string;
  /** Predicted key (null: the listing keeps a product of its own). */
  matchKey: string | null;
  /** The true product identity (ground truth). */
  truthKey: string;
}

export interface MatchMetrics {
  listings: number;
  nullKeys: number;
  nullKeyShare: number;
  /** Cross-store pairs predicted same. */
  predictedPairs: number;
  /** Cross-store pairs truly same. */
  truePairs: number;
  /** Cross-store pairs both predicted and truly same. */
  correctPairs: number;
  precision: number;
  recall: number;
}

/** Cross-store pairs inside one group, given how many of its members each store has: (N² − Σ nₛ²) / 2. */
function crossPairs(perStore: Map<string, number>): number {
  let n = 0;
  let sq = 0;
  for (const c of perStore.values()) {
    n += c;
    sq += c * c;
  }
  return (n * n - sq) / 2;
}

function groupCount(groups: Map<string, Map<string, number>>, key: string, store: string) {
  let g = groups.get(key);
  if (!g) groups.set(key, (g = new Map()));
  g.set(store, (g.get(store) ?? 0) + 1);
}

function sumPairs(groups: Map<string, Map<string, number>>): number {
  let total = 0;
  for (const g of groups.values()) total += crossPairs(g);
  return total;
}

export function matchMetrics(rows: EvaluatedListing[]): MatchMetrics {
  const predicted = new Map<string, Map<string, number>>();
  const truth = new Map<string, Map<string, number>>();
  const both = new Map<string, Map<string, number>>();
  let nullKeys = 0;
  for (const r of rows) {
    groupCount(truth, r.truthKey, r.store);
    if (r.matchKey === null) {
      nullKeys++;
      continue;
    }
    groupCount(predicted, r.matchKey, r.store);
    groupCount(both, `${r.matchKey}\u0000${r.truthKey}`, r.store);
  }
  const predictedPairs = sumPairs(predicted);
  const truePairs = sumPairs(truth);
  const correctPairs = sumPairs(both);
  return {
    listings: rows.length,
    nullKeys,
    nullKeyShare: rows.length ? nullKeys / rows.length : 0,
    predictedPairs,
    truePairs,
    correctPairs,
    precision: predictedPairs ? correctPairs / predictedPairs : 1,
    recall: truePairs ? correctPairs / truePairs : 1,
  };
}

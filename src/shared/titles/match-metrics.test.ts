import { describe, expect, it } from 'vitest';
import { matchMetrics } from './match-metrics';

describe('matchMetrics', () => {
  it('counts cross-store pairs only, and null keys as unmatched', () => {
    const m = matchMetrics([
      { store: 'a', matchKey: 'k1', truthKey: 'p1' },
      { store: 'b', matchKey: 'k1', truthKey: 'p1' },
      { store: 'c', matchKey: 'k1', truthKey: 'p2' }, // wrong merge: 2 wrong pairs
      { store: 'a', matchKey: 'k1', truthKey: 'p1' }, // same store as the first: pairs with b and c only
      { store: 'c', matchKey: null, truthKey: 'p1' }, // missed: 3 cross-store true pairs (a, b, a)
    ]);
    // predicted: k1 has a×2, b, c → (16 − (4+1+1)) / 2 = 5
    expect(m.predictedPairs).toBe(5);
    // truth p1: a×2, b, c → 5 pairs; p2: none
    expect(m.truePairs).toBe(5);
    // k1∩p1: a×2, b → (9 − 5) / 2 = 2
    expect(m.correctPairs).toBe(2);
    expect(m.precision).toBeCloseTo(2 / 5);
    expect(m.recall).toBeCloseTo(2 / 5);
    expect(m.nullKeys).toBe(1);
    expect(m.nullKeyShare).toBeCloseTo(0.2);
  });
});

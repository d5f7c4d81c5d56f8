import { describe, expect, it } from 'vitest';
import { assessRun, describeRejection, isPriceJump, type GuardBaseline, type RunChanges } from './anomaly-guard.js';

const baseline = (
  usualCount: number | null,
  typical = { stockFlips: 0, priceJumps: 0, newIdentities: 0 },
): GuardBaseline => ({ usualCount, typicalShares: typical });
const run = (patch: Partial<RunChanges>): RunChanges => ({
  rawOffers: 100,
  offers: 100,
  compared: 100,
  stockFlips: 5,
  priceJumps: 0,
  newIdentities: 2,
  ...patch,
});

describe('anomaly guard', () => {
  it('accepts an ordinary day', () => {
    expect(assessRun(run({}), baseline(100)).reasons).toEqual([]);
  });

  it('rejects empty runs, count drops, mass stock flips, price jumps and mostly unknown identities, with the numbers', () => {
    expect(assessRun(run({ rawOffers: 0, offers: 0, compared: 0 }), baseline(100)).reasons).toEqual(['no-offers']);
    expect(assessRun(run({ rawOffers: 40, offers: 0, compared: 0 }), baseline(100)).reasons).toEqual(['none-usable']);
    expect(assessRun(run({ offers: 49, compared: 49 }), baseline(100)).reasons).toEqual(['count-drop']);
    const flips = assessRun(run({ stockFlips: 85 }), baseline(100));
    expect(flips.reasons).toEqual(['stockFlips']);
    expect(flips.shares.stockFlips).toBe(0.85);
    expect(describeRejection(flips)).toBe(
      'Rejected: stock changed on 85 % of listings (limit 50 %); no listing was changed',
    );
    expect(assessRun(run({ priceJumps: 90 }), baseline(100)).reasons).toEqual(['priceJumps']);
    expect(assessRun(run({ compared: 20, newIdentities: 80 }), baseline(100)).reasons).toEqual(['newIdentities']);
  });

  it("judges shares against the retailer's own history, and not on a first run or a handful of listings", () => {
    // a store that usually re-draws 30 % of its stock states may flip 80 % before it is refused
    expect(
      assessRun(run({ stockFlips: 80 }), baseline(100, { stockFlips: 0.3, priceJumps: 0, newIdentities: 0 })).reasons,
    ).toEqual([]);
    expect(
      assessRun(run({ stockFlips: 96 }), baseline(100, { stockFlips: 0.9, priceJumps: 0, newIdentities: 0 })).reasons,
    ).toEqual(['stockFlips']);
    expect(assessRun(run({ compared: 0, newIdentities: 100 }), baseline(null)).reasons).toEqual([]);
    expect(assessRun(run({ offers: 8, compared: 8, stockFlips: 8 }), baseline(8)).reasons).toEqual([]);
  });

  it('calls a price moved 4x or more a jump (a switch to cents is x100), a sale is not', () => {
    expect(isPriceJump(2499, 249_900)).toBe(true);
    expect(isPriceJump(249_900, 2499)).toBe(true);
    expect(isPriceJump(2499, 1249)).toBe(false);
    expect(isPriceJump(0, 2499)).toBe(false);
  });
});

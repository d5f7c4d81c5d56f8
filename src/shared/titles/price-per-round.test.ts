import { describe, expect, it } from 'vitest';
import { bandFrom, guardPricePerRound, priorBand, type PprInput } from './price-per-round';

const nineMm = (priceCents: number, boxQuantity: number): PprInput => ({
  productType: 'ammunition',
  priceCents,
  boxQuantity,
  roundsConfidence: 0.9,
  calibre: '9mm',
  bulletType: 'JHP',
});

describe('price-per-round band', () => {
  it('lets a premium defensive load through and stops a box count read for a case or a case count for a box', () => {
    const band = bandFrom({ p10: 30, p50: 45, p90: 150 });
    expect(band.high).toBe(225);
    expect(band.low).toBe(11.25);
    expect(priorBand('9mm')).toMatchObject({ high: 225 });
    // Federal HST 9mm, 20 for $41: about $2 a round in Canada
    expect(guardPricePerRound(nineMm(4109, 20), priorBand).pricePerRoundCents).toBe(205);
    // a case of 1000 priced $450 with the box count (50) read: 900 ¢ a round
    expect(guardPricePerRound(nineMm(45000, 50), priorBand)).toEqual({
      pricePerRoundCents: null,
      reason: 'above-band',
    });
    // a box of 50 priced $24 with the case count (1000) read: 2.4 ¢ a round
    expect(guardPricePerRound(nineMm(2400, 1000), priorBand)).toEqual({
      pricePerRoundCents: null,
      reason: 'below-band',
    });
  });
  it('never shows an unsure count', () => {
    expect(guardPricePerRound({ ...nineMm(2400, 50), roundsConfidence: 0.6 }, priorBand).reason).toBe('count-unsure');
  });
});

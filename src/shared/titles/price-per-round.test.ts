import { describe, expect, it } from 'vitest';
import { bandFrom, guardPricePerRound, pprBandKey, priorBand, type PprInput } from './price-per-round';

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
  it('bands shot loads of a rifle or pistol calibre apart from its bullets (docs/decisions/0370)', () => {
    expect(pprBandKey('.22lr', 'birdshot')).toBe('.22lr:shot');
    expect(pprBandKey('.22lr', 'LRN')).toBe('.22lr');
    expect(pprBandKey('12ga', 'birdshot')).toBe('12ga:shot');
    const shot = { ...nineMm(2099, 20), calibre: '.22lr', bulletType: 'birdshot' };
    // CCI .22 LR shotshells, 20 for $21: shown; the same price read for a box of 50 bullets would not be
    expect(guardPricePerRound(shot, priorBand).pricePerRoundCents).toBe(105);
    expect(guardPricePerRound({ ...shot, bulletType: 'LRN' }, priorBand).reason).toBe('above-band');
  });
  it('bands match rimfire apart from plinking rimfire', () => {
    expect(pprBandKey('.22lr', null, 'Eley Tenex 22 LR 40gr')).toBe('.22lr:match');
    expect(pprBandKey('.22lr', null, 'Federal AutoMatch 22 LR 325 Rounds')).toBe('.22lr');
    expect(pprBandKey('.308win', null, 'Federal Gold Medal Match 308 Win')).toBe('.308win');
    // French "de précision" and a spaced RWS model name a match load too; "for 50" does not
    expect(pprBandKey('.22lr', null, 'Boîte de 50 cartouches de précision 22LR')).toBe('.22lr:match');
    expect(pprBandKey('.22lr', null, 'RWS R 100 22 LR 40gr')).toBe('.22lr:match');
    expect(pprBandKey('.22lr', null, 'CCI 22 LR 40gr 50 rounds for 50 dollars')).toBe('.22lr');
    const tenex = {
      ...nineMm(3999, 50),
      calibre: '.22lr',
      bulletType: null,
      title: 'Eley Tenex 22 LR 40 gr 50 rounds',
    };
    expect(guardPricePerRound(tenex, priorBand).pricePerRoundCents).toBe(80);
    // a case of 500 Tenex at $400 read as one box of 50: 8 dollars a round, caught
    expect(guardPricePerRound({ ...tenex, priceCents: 40000 }, priorBand).reason).toBe('above-band');
  });
  it('seeds rimfire magnums and hunting calibres with their own priors', () => {
    // Hornady .17 HMR V-Max, $25 for 50: above the .22 LR-like rimfire band, inside its own
    expect(guardPricePerRound({ ...nineMm(2500, 50), calibre: '.17hmr' }, priorBand).pricePerRoundCents).toBe(50);
    // a box of 20 .300 Win Mag at $60 read as a case of 200 (30 ¢ a round): caught
    expect(guardPricePerRound({ ...nineMm(6000, 200), calibre: '.300winmag' }, priorBand).reason).toBe('below-band');
  });
  it('bands tungsten shotshells apart from target loads of their gauge (docs/decisions/0380)', () => {
    const title = 'Federal Heavyweight TSS 12 ga 3 in 2 oz #9 Shot 5 rounds';
    expect(pprBandKey('12ga', 'birdshot', title)).toBe('12ga:tss');
    expect(pprBandKey('20ga', null, 'Apex Tungsten Turkey 20 Gauge #9')).toBe('20ga:tss');
    expect(pprBandKey('12ga', 'slug', 'TSS Slug 12 ga')).toBe('12ga:slug');
    const tss = { ...nineMm(6499, 5), calibre: '12ga', bulletType: 'birdshot', title };
    // $65 for 5: thirteen dollars a shell is a turkey load's price, not a box read for a case
    expect(guardPricePerRound(tss, priorBand).pricePerRoundCents).toBe(1300);
    // the same box read as a flat of 25 (2.60 a shell) is caught; a target load at 13 dollars a shell would be too
    expect(guardPricePerRound({ ...tss, boxQuantity: 50 }, priorBand).reason).toBe('below-band');
    expect(guardPricePerRound({ ...tss, title: 'Federal Top Gun 12 ga #8' }, priorBand).reason).toBe('above-band');
  });

  it('keys lead turkey loads apart: $3-6 a shell in 5s and 10s, above target shot (decision 0430)', () => {
    const title = 'Winchester Long Beard XR 12 ga 3 in 1 3/4 oz #5 10 rounds';
    expect(pprBandKey('12ga', 'birdshot', title)).toBe('12ga:turkey');
    expect(pprBandKey('20ga', null, 'Cartouches Federal dinde 20 ga 3 po #6')).toBe('20ga:turkey');
    expect(pprBandKey('12ga', 'birdshot', 'Federal Heavyweight TSS Turkey 12 ga #9')).toBe('12ga:tss');
    expect(pprBandKey('12ga', 'slug', 'Turkey Slug 12 ga')).toBe('12ga:slug');
    const turkey = { ...nineMm(3999, 10), calibre: '12ga', bulletType: 'birdshot', title };
    expect(guardPricePerRound(turkey, priorBand).pricePerRoundCents).toBe(400);
    // the same ten shells read as a hundred are ten times too cheap for a turkey load
    expect(guardPricePerRound({ ...turkey, boxQuantity: 100 }, priorBand).reason).toBe('below-band');
    // a target load at that price is still out of its band
    expect(guardPricePerRound({ ...turkey, title: 'Federal Top Gun 12 ga #8' }, priorBand).reason).toBe('above-band');
  });
  it('seeds magnum handgun and long-range calibres sold by the 20', () => {
    // .50 AE, $60 for 20 (3 dollars a round): inside its band, above the pistol kind's
    expect(guardPricePerRound({ ...nineMm(6000, 20), calibre: '.50ae' }, priorBand).pricePerRoundCents).toBe(300);
    // ten .50 BMG at $60 read as a can of 100 (60 ¢ a round): caught
    expect(guardPricePerRound({ ...nineMm(6000, 100), calibre: '.50bmg' }, priorBand).reason).toBe('below-band');
  });
});

describe('a calibre we cannot name (docs/decisions/0411-ppr-guard-unnamed-calibre.md)', () => {
  const unnamed = (priceCents: number, boxQuantity: number): PprInput => ({
    productType: 'ammunition',
    priceCents,
    boxQuantity,
    roundsConfidence: 0.9,
    calibre: null,
    bulletType: null,
  });
  it('is judged against the band of all ammunition', () => {
    expect(pprBandKey(null, null)).toBe('ammunition');
    expect(pprBandKey(null, 'birdshot', 'some title')).toBe('ammunition');
    // a rifle box of 20 at $30 and a .22 brick of 500 at $50 show
    expect(guardPricePerRound(unnamed(3000, 20), priorBand).pricePerRoundCents).toBe(150);
    expect(guardPricePerRound(unnamed(5000, 500), priorBand).pricePerRoundCents).toBe(10);
    // "20 Per Box/10 Case" priced for the case of 200 rifle rounds: $277 read as a box of 20
    expect(guardPricePerRound(unnamed(27700, 20), priorBand)).toEqual({
      pricePerRoundCents: null,
      reason: 'above-band',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { buildMasterCatalogue } from './catalogue/master.js';
import { buildStoreListings, dayState, presentOn } from './catalogue/store-catalogue.js';
import { STORES } from './catalogue/stores.js';
import type { MasterProduct } from './catalogue/types.js';

const find = (m: MasterProduct[], key: string) => {
  const p = m.find((x) => x.key === key);
  if (!p) throw new Error(`missing ${key}`);
  return p;
};

describe('sandbox catalogue', () => {
  const full = buildMasterCatalogue(42, 'full');
  const small = buildMasterCatalogue(42, 'small');

  it('is deterministic for a seed and differs between seeds', () => {
    expect(buildMasterCatalogue(42, 'full')).toEqual(full);
    const a = buildStoreListings(STORES[0], full, 42).map((l) => [l.title, l.basePriceCents]);
    expect(buildStoreListings(STORES[0], full, 42).map((l) => [l.title, l.basePriceCents])).toEqual(a);
    expect(buildStoreListings(STORES[0], full, 7).map((l) => [l.title, l.basePriceCents])).not.toEqual(a);
  });

  it('sizes stores: ~60-150 listings at small scale, hundreds at full scale', () => {
    for (const s of STORES) {
      const n = buildStoreListings(s, small, 42).length;
      expect(n, s.key).toBeGreaterThanOrEqual(60);
      expect(n, s.key).toBeLessThanOrEqual(150);
      expect(buildStoreListings(s, full, 42).length, s.key).toBeGreaterThanOrEqual(300);
    }
  });

  it('prices products at plausible Canadian prices', () => {
    const cad = (key: string) => find(full, key).basePriceCents / 100;
    expect(cad('ammo:federal:american-eagle:9mm:115:fmj:50')).toBeGreaterThanOrEqual(17);
    expect(cad('ammo:federal:american-eagle:9mm:115:fmj:50')).toBeLessThanOrEqual(25);
    expect(cad('ammo:remington:thunderbolt:.22lr:40:lrn:500')).toBeGreaterThanOrEqual(45);
    expect(cad('ammo:remington:thunderbolt:.22lr:40:lrn:500')).toBeLessThanOrEqual(80);
    const topGun = cad('ammo:federal:top-gun:12ga:0:2-3-4-1-1-8-oz-8-target:25');
    expect(topGun).toBeGreaterThanOrEqual(15);
    expect(topGun).toBeLessThanOrEqual(35);
    const tikka = full.filter((p) => p.line === 'T3x Lite').map((p) => p.basePriceCents / 100);
    expect(Math.min(...tikka)).toBeGreaterThanOrEqual(1000);
    expect(Math.max(...tikka)).toBeLessThanOrEqual(1400);
    const g19 = full.find((p) => p.line === '19 Gen5')!.basePriceCents / 100;
    expect(g19).toBeGreaterThan(850);
    expect(g19).toBeLessThan(1000);
  });

  it('contains hard negatives for matching', () => {
    const ae = full.filter((p) => p.brand === 'Federal' && p.line === 'American Eagle');
    expect(new Set(ae.filter((p) => p.calibre === '9mm').map((p) => p.grains))).toEqual(new Set([115, 124, 147]));
    expect(ae.filter((p) => p.calibre === '9mm' && p.grains === 115).map((p) => p.rounds)).toEqual([50, 1000]);
    expect(ae.some((p) => p.calibre === '5.56nato') && ae.some((p) => p.calibre === '.223rem')).toBe(true);
    expect(ae.some((p) => p.calibre === '7.62x51') && ae.some((p) => p.calibre === '.308win')).toBe(true);
    expect(new Set(full.map((p) => p.key)).size).toBe(full.length);
    expect(new Set(full.map((p) => p.upc)).size).toBe(full.length);
    // Store SKUs are often the manufacturer code: it must identify one product.
    expect(new Set(full.map((p) => p.mfrCode)).size).toBe(full.length);
  });

  it('lets stores title the same product differently, and carry common products across stores', () => {
    const all = STORES.flatMap((s) => buildStoreListings(s, full, 42));
    const titles = all
      .filter((l) => l.product.key === 'ammo:federal:american-eagle:9mm:115:fmj:50')
      .map((l) => (l.variantTitle ? `${l.title} ${l.variantTitle}` : l.title));
    expect(titles.length).toBeGreaterThanOrEqual(6);
    expect(new Set(titles).size).toBeGreaterThanOrEqual(titles.length - 1);
    const stores = new Map<string, Set<string>>();
    for (const l of all) stores.set(l.product.key, (stores.get(l.product.key) ?? new Set()).add(l.storeKey));
    expect([...stores.values()].filter((s) => s.size >= 5).length).toBeGreaterThan(100);
    expect(
      all.some((l) => /9x19/.test(l.title)) &&
        all.some((l) => /9mm Luger/.test(l.title)) &&
        all.some((l) => /9mm Parabellum|9x19mm/.test(l.title)),
    ).toBe(true);
    expect(all.some((l) => l.title.includes('&'))).toBe(true);
  });

  it('moves prices and stock deterministically from day to day', () => {
    const listings = buildStoreListings(STORES[2], full, 42);
    const at = (day: number) => listings.filter((l) => presentOn(l, day)).map((l) => dayState(l, day, 42));
    const d0 = at(0);
    expect(d0.every((d) => d.priceCents === d.listing.basePriceCents && !d.onSale)).toBe(true);
    expect(at(3)).toEqual(at(3));
    const d1 = new Map(at(1).map((d) => [d.listing.id, d]));
    const both = d0.filter((d) => d1.has(d.listing.id));
    const changed = both.filter((d) => d1.get(d.listing.id)!.priceCents !== d.priceCents).length / both.length;
    expect(changed).toBeGreaterThan(0.15);
    expect(changed).toBeLessThan(0.6);
    const sales = [...d1.values()].filter((d) => d.onSale);
    expect(sales.length).toBeGreaterThan(0);
    for (const s of sales) {
      const off = 1 - s.priceCents / s.regularPriceCents;
      expect(off).toBeGreaterThan(0.07);
      expect(off).toBeLessThan(0.28);
    }
    expect(both.some((d) => d1.get(d.listing.id)!.stock !== d.stock)).toBe(true);
    // Some listings appear and some disappear in the first week, but not many.
    const ids = (day: number) => new Set(at(day).map((d) => d.listing.id));
    const week = ids(7);
    const appeared = [...week].filter((id) => !ids(0).has(id)).length;
    const gone = [...ids(0)].filter((id) => !week.has(id)).length;
    expect(appeared).toBeGreaterThan(0);
    expect(gone).toBeGreaterThan(0);
    expect(gone / ids(0).size).toBeLessThan(0.1);
  });
});

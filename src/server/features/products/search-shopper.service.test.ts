import { beforeAll, describe, expect, it } from 'vitest';
import { FACET_KEYS } from './search-sql.js';
import { productSearchInputSchema, type SearchFacets } from '../../../shared/schemas/products.js';
import type { AppDeps } from '../../deps.js';
import { createTestDeps } from '../../../test/test-db.js';
import { searchProducts } from './product-search.service.js';
import { addListing, addObservation, addProduct, addRetailer } from '../../../test/catalogue.js';

/** Issue 13 on real PostgreSQL: price-per-round sorts, facets that equal the filtered totals, one row per product. */
let deps: AppDeps;
const search = (query: Record<string, unknown>) => searchProducts(deps, productSearchInputSchema.parse(query));
const DAY = 24 * 3600 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

let cheapProduct: number;
let steadyProduct: number;

beforeAll(async () => {
  deps = await createTestDeps();
  const alpha = await addRetailer(deps, { name: 'Alpha Guns' });
  const bravo = await addRetailer(deps, { name: 'Bravo Outdoors' });
  const charlie = await addRetailer(deps, { name: 'Charlie Sports' });
  cheapProduct = await addProduct(deps, {
    name: 'Federal American Eagle 9mm 115gr FMJ (50)',
    productType: 'ammunition',
    calibre: '9mm',
    boxQuantity: 50,
  });
  steadyProduct = await addProduct(deps, {
    name: 'Winchester White Box 9mm 115gr FMJ (100)',
    productType: 'ammunition',
    calibre: '9mm',
    boxQuantity: 100,
  });
  const ammo = {
    productType: 'ammunition',
    calibre: '9mm',
    grain: 115,
    bulletType: 'FMJ',
    casing: 'brass',
    condition: 'new',
  } as const;
  const eagle = {
    ...ammo,
    manufacturer: 'federal',
    productId: cheapProduct,
    boxQuantity: 50,
    title: 'Federal American Eagle 9x19 115gr FMJ 50rds',
  };
  // The same box at three stores: 0.300, 0.340 and (out of stock) 0.280 per round.
  const eagleA = await addListing(deps, { ...eagle, retailerId: alpha, priceCents: 1500 });
  await addListing(deps, { ...eagle, retailerId: bravo, priceCents: 1700, lastSeenAt: daysAgo(1) });
  await addListing(deps, { ...eagle, retailerId: charlie, priceCents: 1400, stockStatus: 'out_of_stock' });
  const box = {
    ...ammo,
    manufacturer: 'winchester',
    productId: steadyProduct,
    boxQuantity: 100,
    title: 'Winchester USA 9mm Luger 115 Grain FMJ 100 Rounds',
  };
  const boxA = await addListing(deps, { ...box, retailerId: alpha, priceCents: 4500 });
  await addListing(deps, {
    ...ammo,
    retailerId: bravo,
    manufacturer: 'ppu',
    title: 'PPU 9mm 124gr FMJ 25rd box',
    grain: 124,
    priceCents: 1300,
    boxQuantity: 25,
  });
  await addListing(deps, {
    ...ammo,
    retailerId: bravo,
    manufacturer: 'ppu',
    title: 'PPU 9mm 124gr box (count unknown)',
    grain: 124,
    priceCents: 900,
    boxQuantity: null,
  });
  await addListing(deps, {
    ...ammo,
    retailerId: charlie,
    manufacturer: 'sellier-bellot',
    title: 'Sellier & Bellot 9mm Luger 124gr FMJ steel case',
    casing: 'steel',
    grain: 124,
    priceCents: 1600,
    boxQuantity: 50,
  });
  await addListing(deps, {
    retailerId: alpha,
    productType: 'ammunition',
    calibre: '12ga',
    bulletType: 'buckshot',
    manufacturer: 'federal',
    title: 'Federal Power-Shok 12 Gauge 2-3/4" 00 Buck 5rd',
    priceCents: 899,
    boxQuantity: 5,
  });
  await addListing(deps, {
    retailerId: alpha,
    productType: 'accessory',
    accessoryCategory: 'cleaning',
    title: '9mm Bore Brush Bronze',
    priceCents: 399,
  });
  await addListing(deps, {
    retailerId: bravo,
    productType: 'firearm',
    calibre: '9mm',
    manufacturer: 'glock',
    title: 'Glock 17 Gen5 9mm Pistol',
    priceCents: 89999,
  });
  // History: the Eagle box was cheaper 40 days ago (not its 30-day low now, but within 5 % of its 90-day low);
  // the White Box never changed in 60 days (its price today is the 30-day low).
  await addObservation(deps, eagleA, 1450, daysAgo(40));
  await addObservation(deps, eagleA, 1600, daysAgo(20));
  await addObservation(deps, eagleA, 1500, daysAgo(2));
  await addObservation(deps, boxA, 4500, daysAgo(60));
});

describe('price per round', () => {
  it('is the default sort for ammunition, cheapest per round first, unknown counts last', async () => {
    const result = await search({ productType: 'ammunition', calibre: '9mm' });
    expect(result.sortBy).toBe('ppr-asc');
    const pprs = result.products.map((p) => p.pricePerRound);
    expect(pprs).toEqual(['0.280', '0.300', '0.320', '0.340', '0.450', '0.520', null]);
    const desc = (await search({ productType: 'ammunition', calibre: '9mm', sortBy: 'ppr-desc' })).products.map(
      (p) => p.pricePerRound,
    );
    expect(desc).toEqual(['0.520', '0.450', '0.340', '0.320', '0.300', '0.280', null]);
    expect((await search({})).sortBy).toBe('price-asc');
  });

  it('answers the shopper: 9mm alias, in stock, cheapest per round first, without brushes or pistols', async () => {
    const result = await search({ search: '9x19', inStock: 'true' });
    expect(result.understood).toMatchObject({ calibre: ['9mm'], productType: 'ammunition', text: null });
    expect(result.products.map((p) => p.pricePerRound)).toEqual(['0.300', '0.320', '0.340', '0.450', '0.520', null]);
    expect(result.products.every((p) => p.productType === 'ammunition')).toBe(true);
    expect((await search({ search: '9mm pistol' })).products.map((p) => p.name)).toEqual(['Glock 17 Gen5 9mm Pistol']);
  });

  it('finds buckshot by its design and brands by a misspelling', async () => {
    expect((await search({ search: 'buckshot' })).products.map((p) => p.name)).toEqual([
      'Federal Power-Shok 12 Gauge 2-3/4" 00 Buck 5rd',
    ]);
    expect((await search({ search: 'winchestr' })).products.map((p) => p.name)).toEqual([
      'Winchester USA 9mm Luger 115 Grain FMJ 100 Rounds',
    ]);
  });
});

describe('facets', () => {
  const countOf = (facets: SearchFacets, key: keyof SearchFacets, value: string) =>
    facets[key].find((f) => f.value === value)?.count;
  const facetParam: Record<keyof SearchFacets, (value: string) => Record<string, string>> = {
    calibre: (v) => ({ calibre: v }),
    manufacturer: (v) => ({ manufacturer: v }),
    grain: (v) => ({ grain: v }),
    casing: (v) => ({ casing: v }),
    bulletType: (v) => ({ bulletType: v }),
    condition: (v) => ({ condition: v }),
    rounds: (v) => ({ roundsMin: v.split('-')[0]!, roundsMax: v.split('-')[1]! }),
  };

  it('come back with the results, and each count is the total that selecting the value returns', async () => {
    for (const base of [
      { productType: 'ammunition' },
      { productType: 'ammunition', manufacturer: 'federal,ppu', inStock: 'true' },
      { search: '9mm' },
    ]) {
      const result = await search({ ...base, facets: 'true' });
      const plain = await search(base);
      expect(result.total).toBe(plain.total);
      for (const key of FACET_KEYS) {
        for (const { value, count } of result.facets![key]) {
          const selected = await search({ ...base, ...facetParam[key](value) });
          expect(selected.total, `${JSON.stringify(base)} ${key}=${value}`).toBe(count);
        }
      }
    }
  });

  it("leave a facet's own selection out of its counts", async () => {
    const result = await search({ productType: 'ammunition', calibre: '9mm', facets: 'true' });
    expect(countOf(result.facets!, 'calibre', '12ga')).toBe(1);
    expect(countOf(result.facets!, 'manufacturer', 'federal')).toBe(3);
    expect(result.facets!.rounds.map((r) => r.value).sort()).toEqual(['1-25', '26-50', '51-100']);
  });

  it('take repeated and comma-separated values, and SPEC single values', async () => {
    expect((await search({ manufacturer: ['federal', 'ppu'], calibre: '9mm' })).total).toBe(5);
    expect((await search({ manufacturer: 'federal,ppu', calibre: '9mm' })).total).toBe(5);
    expect((await search({ casing: 'steel' })).products.map((p) => p.name)).toEqual([
      'Sellier & Bellot 9mm Luger 124gr FMJ steel case',
    ]);
    expect((await search({ grain: '124', roundsMax: '30' })).total).toBe(1);
    expect(productSearchInputSchema.safeParse({ casing: 'paper' }).success).toBe(false);
    expect(productSearchInputSchema.safeParse({ roundsMin: '50', roundsMax: '20' }).success).toBe(false);
  });
});

describe('group=product', () => {
  it('returns one row per product with its offers cheapest per round first, and price badges', async () => {
    const result = await search({ productType: 'ammunition', calibre: '9mm', group: 'product', inStock: 'true' });
    const eagle = result.groups!.find((g) => g.productId === cheapProduct)!;
    expect(result.total).toBe(5); // two products + three unmatched listings
    expect(result.groups![0]!.productId).toBe(cheapProduct);
    expect(eagle.offers.map((o) => [o.retailer.name, o.pricePerRound])).toEqual([
      ['Alpha Guns', '0.300'],
      ['Bravo Outdoors', '0.340'],
    ]);
    expect(eagle).toMatchObject({ lowestPricePerRound: '0.300', lowestPrice: '15.00', badge: 'near-low-90' });
    expect(eagle.offers[1]!.lastSeenAt.getTime()).toBeLessThan(Date.now() - DAY / 2);
    expect(result.groups!.find((g) => g.productId === steadyProduct)!.badge).toBe('low-30');
    expect(result.products.map((p) => p.id)).toEqual(result.groups!.map((g) => g.offers[0]!.listingId));
    expect(result.groups!.at(-1)!.lowestPricePerRound).toBeNull();
  });
});

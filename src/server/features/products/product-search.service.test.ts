import { beforeAll, describe, expect, it } from 'vitest';
import { productSearchInputSchema } from '../../../shared/schemas/products.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { createTestDeps } from '../../../test/test-db.js';
import { clearSearchCountCache, searchProducts } from './product-search.service.js';
import { addListing, addRetailer } from '../../../test/catalogue.js';

let deps: AppDeps;
let alpha: number;
let bravo: number;

const search = (query: Record<string, unknown>) => searchProducts(deps, productSearchInputSchema.parse(query));
const names = async (query: Record<string, unknown>) => (await search(query)).products.map((p) => p.name);

beforeAll(async () => {
  deps = await createTestDeps();
  alpha = await addRetailer(deps, { name: 'Alpha Guns' });
  bravo = await addRetailer(deps, { name: 'Bravo Outdoors' });
  const closed = await addRetailer(deps, { name: 'Closed Shop', isActive: false });
  const ammo = { productType: 'ammunition' } as const;
  await addListing(deps, {
    ...ammo,
    retailerId: alpha,
    title: 'Federal American Eagle 9mm Luger 115gr FMJ',
    sku: 'AE9DP',
    priceCents: 1899,
    calibre: '9mm',
    manufacturer: 'federal',
    boxQuantity: 50,
  });
  await addListing(deps, {
    ...ammo,
    retailerId: bravo,
    title: 'Federal American Eagle .223 Rem 55gr FMJ',
    sku: 'AE223',
    priceCents: 1299,
    calibre: '.223rem',
    manufacturer: 'federal',
    boxQuantity: 20,
  });
  await addListing(deps, {
    ...ammo,
    retailerId: alpha,
    title: 'Winchester White Box 9mm 115gr',
    sku: 'USA9MMVP',
    priceCents: 4499,
    calibre: '9mm',
    manufacturer: 'winchester',
    boxQuantity: 100,
    stockStatus: 'low_stock',
  });
  await addListing(deps, {
    ...ammo,
    retailerId: bravo,
    title: 'Lake City XM193 5.56x45 55gr',
    sku: 'LCXM193-500',
    priceCents: 39999,
    calibre: '5.56nato',
    boxQuantity: 500,
    stockStatus: 'out_of_stock',
  });
  await addListing(deps, {
    ...ammo,
    retailerId: alpha,
    title: 'Hornady Critical Defense .45 ACP',
    sku: 'H90900',
    priceCents: 3599,
    calibre: '.45acp',
    manufacturer: 'hornady',
    boxQuantity: null,
  });
  await addListing(deps, {
    retailerId: bravo,
    title: 'Ruger 10/22 Carbine .22 LR',
    sku: 'R1103',
    priceCents: 42999,
    productType: 'firearm',
    calibre: '.22lr',
    manufacturer: 'ruger',
  });
  await addListing(deps, {
    retailerId: alpha,
    title: 'Vortex Crossfire II 3-9x40 Scope',
    sku: 'CF2-31001',
    priceCents: 22999,
    productType: 'accessory',
    accessoryCategory: 'optics',
    manufacturer: 'vortex',
  });
  await addListing(deps, {
    retailerId: alpha,
    title: 'Otis Cleaning Kit',
    priceCents: 0,
    productType: 'accessory',
    accessoryCategory: 'cleaning',
    stockStatus: 'unknown',
  });
  await addListing(deps, {
    ...ammo,
    retailerId: alpha,
    title: 'Federal 9mm Gone Forever',
    priceCents: 100,
    calibre: '9mm',
    isGone: true,
    boxQuantity: 50,
  });
  await addListing(deps, {
    ...ammo,
    retailerId: closed,
    title: 'Federal 9mm At Closed Shop',
    priceCents: 200,
    calibre: '9mm',
    boxQuantity: 50,
  });
});

describe('searchProducts', () => {
  it('lists live listings of active retailers, cheapest first, with every status when no stock flag is set', async () => {
    const result = await search({});
    expect(result.total).toBe(8);
    expect(result.totalPages).toBe(1);
    expect(result.products.map((p) => p.currentPrice)).toEqual([
      '0.00',
      '12.99',
      '18.99',
      '35.99',
      '44.99',
      '229.99',
      '399.99',
      '429.99',
    ]);
    expect(result.products.some((p) => /Gone|Closed/.test(p.name))).toBe(false);
  });

  it('maps a row: price strings, price per round for ammunition only, category, retailer', async () => {
    const [eagle] = (await search({ search: 'AE9DP' })).products;
    expect(eagle).toMatchObject({
      name: 'Federal American Eagle 9mm Luger 115gr FMJ',
      currentPrice: '18.99',
      pricePerRound: '0.380',
      category: 'Handgun',
      productType: 'ammunition',
      boxQuantity: 50,
      stockStatus: 'in_stock',
      retailer: { id: alpha, name: 'Alpha Guns' },
    });
    const [hornady] = (await search({ search: 'critical defense' })).products;
    expect(hornady!.pricePerRound).toBeNull();
    const [scope] = (await search({ search: 'crossfire' })).products;
    expect(scope).toMatchObject({ pricePerRound: null, category: 'Optics' });
    const [rifle] = (await search({ search: '10/22' })).products;
    expect(rifle).toMatchObject({ category: 'Rimfire', pricePerRound: null });
  });

  it('matches words in any order, word prefixes, SKU fragments and manufacturer', async () => {
    expect(await names({ search: '9mm' })).toEqual([
      'Federal American Eagle 9mm Luger 115gr FMJ',
      'Winchester White Box 9mm 115gr',
    ]);
    expect(await names({ search: 'federal 223' })).toEqual(['Federal American Eagle .223 Rem 55gr FMJ']);
    expect(await names({ search: 'eagle FED' })).toHaveLength(2);
    expect(await names({ search: 'winch' })).toEqual(['Winchester White Box 9mm 115gr']);
    expect(await names({ search: 'm193' })).toEqual(['Lake City XM193 5.56x45 55gr']);
    expect(await names({ search: '5.56x45' })).toEqual(['Lake City XM193 5.56x45 55gr']);
    expect(await names({ search: 'cf2-310' })).toEqual(['Vortex Crossfire II 3-9x40 Scope']);
    expect(await names({ search: 'hornady' })).toEqual(['Hornady Critical Defense .45 ACP']);
    expect(await names({ search: 'ornady' })).toEqual(['Hornady Critical Defense .45 ACP']);
    expect(await names({ search: 'ake cit' })).toEqual(['Lake City XM193 5.56x45 55gr']);
    expect(await names({ search: 'nothing like this' })).toEqual([]);
    expect(await names({ search: "%_'\\" })).toEqual([]);
  });

  it('filters by type, calibre, manufacturer, retailer, box quantity and accessory category', async () => {
    expect(await names({ productType: 'firearm' })).toEqual(['Ruger 10/22 Carbine .22 LR']);
    expect(await names({ calibre: '9mm' })).toHaveLength(2);
    expect(await names({ manufacturer: 'federal' })).toHaveLength(2);
    expect((await search({ retailer: String(bravo) })).products.every((p) => p.retailer.id === bravo)).toBe(true);
    expect(await names({ retailer: String(bravo) })).toHaveLength(3);
    expect(await names({ boxQuantity: '100' })).toEqual(['Winchester White Box 9mm 115gr']);
    expect(await names({ productType: 'accessory', accessoryCategory: 'optics' })).toEqual([
      'Vortex Crossfire II 3-9x40 Scope',
    ]);
    expect(await names({ productType: 'all', calibre: 'all', manufacturer: '' })).toHaveLength(8);
  });

  it('filters by stock: inStock means in or low stock, outOfStock means out of stock', async () => {
    const inStock = await search({ inStock: 'true' });
    expect(inStock.total).toBe(6);
    expect(inStock.products.every((p) => p.stockStatus === 'in_stock' || p.stockStatus === 'low_stock')).toBe(true);
    expect(await names({ outOfStock: 'true' })).toEqual(['Lake City XM193 5.56x45 55gr']);
  });

  it('filters by a price range in dollars', async () => {
    expect(await names({ priceMin: '18.99', priceMax: '40' })).toEqual([
      'Federal American Eagle 9mm Luger 115gr FMJ',
      'Hornady Critical Defense .45 ACP',
    ]);
  });

  it('sorts by each option with a stable order', async () => {
    expect((await search({ sortBy: 'price-desc' })).products[0]!.currentPrice).toBe('429.99');
    expect((await names({ sortBy: 'name' }))[0]).toBe('Federal American Eagle .223 Rem 55gr FMJ');
    const byRetailer = (await search({ sortBy: 'retailer' })).products.map((p) => p.retailer.name);
    expect(byRetailer).toEqual([...byRetailer].sort());
    const byMaker = (await search({ sortBy: 'manufacturer' })).products.map((p) => p.manufacturer);
    expect(byMaker.slice(0, 2)).toEqual(['federal', 'federal']);
    expect(byMaker.at(-1)).toBeNull();
    const byCalibre = (await search({ sortBy: 'calibre', productType: 'ammunition' })).products.map((p) => p.calibre);
    expect(byCalibre).toEqual(['.223rem', '.45acp', '5.56nato', '9mm', '9mm']);
  });

  it('pages with total and totalPages', async () => {
    const first = await search({ limit: '3', page: '1' });
    const third = await search({ limit: '3', page: '3' });
    expect(first).toMatchObject({ total: 8, totalPages: 3 });
    expect(first.products).toHaveLength(3);
    expect(third.products.map((p) => p.currentPrice)).toEqual(['399.99', '429.99']);
    expect((await search({ limit: '3', page: '4' })).products).toEqual([]);
    clearSearchCountCache();
    expect(await search({ search: 'federal', limit: '1', page: '9' })).toMatchObject({
      products: [],
      total: 2,
      totalPages: 2,
    });
    expect(await search({ search: 'federal', limit: '1', page: '2' })).toMatchObject({ total: 2, totalPages: 2 });
  });

  it('gives the same page whether the total of a text search is counted with it or already known', async () => {
    for (const query of [
      { search: 'federal' },
      { search: '9mm', sortBy: 'name' },
      { search: 'fmj', sortBy: 'retailer', limit: '1', page: '2' },
    ]) {
      const input = productSearchInputSchema.parse(query);
      clearSearchCountCache();
      const counted = await searchProducts(deps, input); // collected and counted in one statement
      const known = await searchProducts(deps, input); // total from the cache
      expect(known).toEqual(counted);
      expect(counted.products.length).toBeGreaterThan(0);
    }
  });

  it('matches whole words before fragments: 9mm does not find 7.62x39mm', async () => {
    clearSearchCountCache();
    const norinco = await addListing(deps, {
      retailerId: alpha,
      title: 'Norinco 7.62x39mm 123gr FMJ',
      priceCents: 1099,
      productType: 'ammunition',
      calibre: '7.62x39',
      boxQuantity: 20,
    });
    try {
      expect(await names({ search: '9mm' })).toEqual([
        'Federal American Eagle 9mm Luger 115gr FMJ',
        'Winchester White Box 9mm 115gr',
      ]);
      expect(await names({ search: '39mm' })).toEqual(['Norinco 7.62x39mm 123gr FMJ']);
      expect(await names({ search: 'x39' })).toEqual(['Norinco 7.62x39mm 123gr FMJ']);
    } finally {
      // the other tests count the catalogue of beforeAll, whatever order they run in
      await sqlRows(deps.db, 'DELETE FROM listings WHERE id = $1', [norinco]);
      clearSearchCountCache();
    }
  });

  it('rejects invalid parameters with a message', () => {
    expect(productSearchInputSchema.safeParse({ sortBy: 'cheapest' }).error?.issues[0]?.message).toBe(
      'Unknown sort order',
    );
    expect(productSearchInputSchema.safeParse({ page: '0' }).success).toBe(false);
    expect(productSearchInputSchema.safeParse({ priceMin: '10', priceMax: '5' }).success).toBe(false);
  });
});

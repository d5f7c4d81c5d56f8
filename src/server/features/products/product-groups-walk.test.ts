import { beforeAll, describe, expect, it } from 'vitest';
import { productSearchInputSchema } from '../../../shared/schemas/products.js';
import type { AppDeps } from '../../deps.js';
import { createTestDeps } from '../../../test/test-db.js';
import { addListing, addProduct, addRetailer, clearCatalogue } from '../../../test/catalogue.js';
import { groupedPage } from './product-groups.js';
import { walkCandidates } from './product-groups-walk.js';
import { effectiveSearch } from './product-search.service.js';
import { boundWhere, buildWhere, type BoundFilter } from './search-sql.js';

/**
 * A ppr-asc page of products found by walking the matches in price-per-round order must be the page that grouping
 * every match gives: ties in best price per round broken by best price then id, across page boundaries, with
 * products that have no price per round, listings matched to no product, and pages the walk cannot tell.
 */
let deps: AppDeps;
let filter: BoundFilter;

beforeAll(async () => {
  deps = await createTestDeps();
  await clearCatalogue(deps);
  const retailers = [
    await addRetailer(deps, { name: 'Alpha' }),
    await addRetailer(deps, { name: 'Bravo' }),
    await addRetailer(deps, { name: 'Charlie' }),
  ];
  const ammo = { productType: 'ammunition', calibre: '9mm' } as const;
  // 120 products over 12 prices per round (10 tied products each), in boxes of 20, 50 or 100, so tied products differ
  // in best price; each at two or three stores, a cent or two dearer per round at the others (300 offers: more than a
  // walk reads for the first pages)
  for (let i = 0; i < 120; i++) {
    const box = [20, 50, 100][i % 3]!;
    const productId = await addProduct(deps, { name: `Box ${i}`, ...ammo, boxQuantity: box });
    for (let store = 0; store < 2 + (i % 2); store++) {
      const priceCents = (25 + (i % 12) + store) * box;
      const title = `Product ${i} at ${store}`;
      await addListing(deps, {
        ...ammo,
        retailerId: retailers[store]!,
        productId,
        boxQuantity: box,
        priceCents,
        title,
      });
    }
  }
  // listings matched to no product (a product each), tied with the others; unknown counts (no price per round)
  for (let i = 0; i < 8; i++) {
    const listing = { ...ammo, retailerId: retailers[i % 3]!, boxQuantity: 50, title: `Lone ${i}` };
    await addListing(deps, { ...listing, priceCents: (25 + i) * 50 });
    await addListing(deps, { ...listing, title: `Unknown count ${i}`, boxQuantity: null, priceCents: 1000 + i * 7 });
  }
  const input = productSearchInputSchema.parse({ calibre: '9mm', group: 'product' });
  filter = boundWhere(buildWhere(effectiveSearch(input, undefined)), null);
});

const page = (limit: number, offset: number, walk: boolean) =>
  groupedPage(deps, filter, 'ppr-asc', { limit, offset, walk });

describe('the walked ppr-asc page of products', () => {
  it('is the page grouping every match gives, for every page size and page', async () => {
    let walked = 0;
    for (const limit of [20, 7, 3]) {
      const total = (await page(limit, 0, false)).total;
      expect(total).toBe(136);
      for (let offset = 0; offset < total; offset += limit) {
        if (await walkCandidates(deps, filter, { limit, offset })) walked++;
        const [fromWalk, grouped] = await Promise.all([page(limit, offset, true), page(limit, offset, false)]);
        expect(fromWalk, `limit ${limit}, offset ${offset}`).toEqual(grouped);
      }
    }
    // most pages were told by the walk, the first ones without reading every match; the last ones, products without a
    // price per round, were not
    expect(walked).toBeGreaterThan(40);
    expect((await walkCandidates(deps, filter, { limit: 20, offset: 0 }))?.total).toBeNull();
    expect(await walkCandidates(deps, filter, { limit: 20, offset: 120 })).toBeNull();
  });

  it('orders tied products by best price: a 20-box before a 50-box at the same price per round', async () => {
    const { groups } = await page(5, 0, true);
    const perRound = groups.map((g) => g.lowestPricePerRound);
    expect(perRound).toEqual(Array(5).fill('0.250'));
    const prices = groups.map((g) => Number(g.lowestPrice));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

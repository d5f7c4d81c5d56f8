import { beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../../db/sql.js';
import { productSearchInputSchema } from '../../../shared/schemas/products.js';
import type { AppDeps } from '../../deps.js';
import { createTestDeps } from '../../../test/test-db.js';
import { searchProducts } from './product-search.service.js';
import { addListing, addRetailer, clearCatalogue } from '../../../test/catalogue.js';
import { expectSummariesMatchListings, searchSummaries } from '../../../test/search-summaries.js';

/**
 * listing_facet_counts and listing_calibre_counts (migration 20261126100000) answer the facet counts and totals of
 * searches without text: they must equal a count of the live listings themselves after every kind of change.
 */
let deps: AppDeps;
let alpha: number;
let beta: number;

const ammo = (retailerId: number, calibre: string, manufacturer: string, priceCents: number, grain = 115) =>
  addListing(deps, {
    retailerId,
    title: `${manufacturer} ${calibre} ${grain}gr ${priceCents}`,
    priceCents,
    productType: 'ammunition',
    calibre,
    manufacturer,
    grain,
    boxQuantity: 50,
  });

beforeAll(async () => {
  deps = await createTestDeps();
  await clearCatalogue(deps);
  alpha = await addRetailer(deps, { name: 'Alpha' });
  beta = await addRetailer(deps, { name: 'Beta' });
});

describe('the search summaries', () => {
  it('equals a count of the live listings after inserts, updates, gone listings, deletes and truncation', async () => {
    const ids = [
      await ammo(alpha, '9mm', 'federal', 1500),
      await ammo(alpha, '9mm', 'ppu', 1400),
      await ammo(beta, '9mm', 'federal', 1600),
      await ammo(beta, '.223rem', 'hornady', 2500),
    ];
    await addListing(deps, { retailerId: beta, title: 'Bore brush', priceCents: 299, productType: 'accessory' });
    await expectSummariesMatchListings(deps);
    // one statement moving rows between keys both ways, a price-only touch, a listing gone and one back
    await sqlRows(
      deps.db,
      `UPDATE listings SET stock_status = CASE WHEN stock_status = 'in_stock' THEN 'out_of_stock' ELSE 'in_stock' END
       WHERE id = ANY($1::int[])`,
      [ids.slice(0, 3)],
    );
    await sqlRows(deps.db, `UPDATE listings SET price_cents = price_cents + 1, last_seen_at = now()`);
    await sqlRows(deps.db, `UPDATE listings SET is_gone = true WHERE id = $1`, [ids[0]]);
    await sqlRows(deps.db, `UPDATE listings SET calibre = '5.56nato', manufacturer = NULL WHERE id = $1`, [ids[3]]);
    await sqlRows(deps.db, `UPDATE listings SET grain = 124, casing = 'steel', box_quantity = 20 WHERE id = $1`, [
      ids[2],
    ]);
    await expectSummariesMatchListings(deps);
    await sqlRows(deps.db, `UPDATE listings SET is_gone = false WHERE id = $1`, [ids[0]]);
    await sqlRows(deps.db, `DELETE FROM listings WHERE id = $1`, [ids[1]]);
    await expectSummariesMatchListings(deps);
    await clearCatalogue(deps);
    expect((await searchSummaries(deps)).actual).toEqual({ facets: [], calibres: [] });
  });

  it("gives a chosen calibre's facet counts and a plain search's total as the listings themselves count them", async () => {
    await clearCatalogue(deps);
    alpha = await addRetailer(deps, { name: 'Alpha' });
    const closed = await addRetailer(deps, { name: 'Closed', isActive: false });
    await ammo(alpha, '9mm', 'federal', 1500);
    await ammo(alpha, '9mm', 'ppu', 1400);
    await ammo(alpha, '9mm', 'federal', 2400, 147);
    await ammo(alpha, '.380acp', 'federal', 1900);
    await ammo(closed, '9mm', 'federal', 1000);
    const gone = await ammo(alpha, '9mm', 'federal', 1100);
    await sqlRows(deps.db, `UPDATE listings SET is_gone = true WHERE id = $1`, [gone]);
    const search = (query: Record<string, string>) => searchProducts(deps, productSearchInputSchema.parse(query));
    const chosen = await search({
      productType: 'ammunition',
      calibre: '9mm',
      manufacturer: 'federal',
      grain: '115',
      facets: 'true',
    });
    expect(chosen.facets!.calibre.map((f) => [f.value, f.count])).toEqual([
      ['.380acp', 1],
      ['9mm', 1],
    ]);
    expect(chosen.facets!.manufacturer.map((f) => [f.value, f.count])).toEqual([
      ['federal', 1],
      ['ppu', 1],
    ]);
    expect(chosen.facets!.grain.map((f) => [f.value, f.count])).toEqual([
      ['115', 1],
      ['147', 1],
    ]);
    expect((await search({ productType: 'ammunition', calibre: '9mm', group: 'listing' })).total).toBe(3);
    expect((await search({ manufacturer: 'federal', grain: '115', group: 'listing' })).total).toBe(2);
  });

  it('gives every facet count and total as counting the listings themselves would', async () => {
    await clearCatalogue(deps);
    alpha = await addRetailer(deps, { name: 'Alpha' });
    beta = await addRetailer(deps, { name: 'Beta' });
    await addRetailer(deps, { name: 'Closed', isActive: false }).then((closed) => ammo(closed, '9mm', 'federal', 900));
    await ammo(alpha, '9mm', 'federal', 1500);
    await ammo(beta, '9mm', 'federal', 1450);
    await ammo(alpha, '.380acp', 'federal', 1900);
    const varied = { retailerId: alpha, productType: 'ammunition', calibre: '9mm', manufacturer: 'cci' } as const;
    await addListing(deps, { ...varied, title: 'a', priceCents: 900, casing: 'steel', boxQuantity: 20, grain: 124 });
    await addListing(deps, { ...varied, title: 'b', priceCents: 990, bulletType: 'JHP', condition: 'remanufactured' });
    await addListing(deps, { ...varied, title: 'c', priceCents: 5000, boxQuantity: 1000, stockStatus: 'out_of_stock' });
    await addListing(deps, { ...varied, retailerId: beta, title: 'd', priceCents: 1200, casing: 'brass', grain: 115 });
    const searches: Array<Record<string, string>> = [
      { productType: 'ammunition', inStock: 'true' },
      { calibre: '9mm' },
      { calibre: '9mm', manufacturer: 'federal,cci', grain: '115' },
      { productType: 'ammunition', casing: 'steel', roundsMin: '10', roundsMax: '60' },
      { calibre: '9mm', condition: 'remanufactured', bulletType: 'JHP' },
      { retailer: String(beta), outOfStock: 'true', inStock: 'true' },
    ];
    for (const query of searches) {
      const input = { ...query, facets: 'true', group: 'listing' };
      const summed = await searchProducts(deps, productSearchInputSchema.parse(input));
      // a price condition that every listing meets: no summary can answer it, so the listings are counted
      const counted = await searchProducts(deps, productSearchInputSchema.parse({ ...input, priceMin: '0' }));
      expect(summed.total, JSON.stringify(query)).toBeGreaterThan(0);
      expect([summed.facets, summed.total], JSON.stringify(query)).toEqual([counted.facets, counted.total]);
    }
    // and the summaries are what answered: doubled, so are the counts
    await sqlRows(deps.db, 'UPDATE listing_facet_counts SET n = n * 2');
    const doubled = await searchProducts(deps, productSearchInputSchema.parse({ ...searches[3], facets: 'true' }));
    await sqlRows(deps.db, 'UPDATE listing_facet_counts SET n = n / 2');
    const once = await searchProducts(deps, productSearchInputSchema.parse({ ...searches[3], facets: 'true' }));
    expect(doubled.facets!.manufacturer[0]!.count).toBe(2 * once.facets!.manufacturer[0]!.count);
  });
});

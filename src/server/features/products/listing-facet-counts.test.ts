import { beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../../db/sql.js';
import { productSearchInputSchema } from '../../../shared/schemas/products.js';
import type { AppDeps } from '../../deps.js';
import { createTestDeps } from '../../../test/test-db.js';
import { searchProducts } from './product-search.service.js';
import { addListing, addRetailer, clearCatalogue } from './test-fixtures.js';

/**
 * listing_facet_counts (migration 20261124130000) answers the counts of a chosen calibre, brand or grain: it must equal a
 * count of the live listings themselves after every kind of change a scrape, an admin or a cleanup makes.
 */
let deps: AppDeps;
let alpha: number;
let beta: number;

const KEY = 'retailer_id, product_type, stock_status, calibre, manufacturer, grain';
const summary = () =>
  sqlRows<Record<string, unknown>>(
    deps.db,
    `SELECT ${KEY}, n FROM listing_facet_counts WHERE n <> 0 ORDER BY ${KEY} NULLS FIRST`,
  );
const counted = () =>
  sqlRows<Record<string, unknown>>(
    deps.db,
    `SELECT ${KEY}, count(*)::int AS n FROM listings WHERE NOT is_gone GROUP BY ${KEY} ORDER BY ${KEY} NULLS FIRST`,
  );
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

describe('listing_facet_counts', () => {
  it('equals a count of the live listings after inserts, updates, gone listings, deletes and truncation', async () => {
    const ids = [
      await ammo(alpha, '9mm', 'federal', 1500),
      await ammo(alpha, '9mm', 'ppu', 1400),
      await ammo(beta, '9mm', 'federal', 1600),
      await ammo(beta, '.223rem', 'hornady', 2500),
    ];
    await addListing(deps, { retailerId: beta, title: 'Bore brush', priceCents: 299, productType: 'accessory' });
    expect(await summary()).toEqual(await counted());
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
    await sqlRows(deps.db, `UPDATE listings SET grain = 124 WHERE id = $1`, [ids[2]]);
    expect(await summary()).toEqual(await counted());
    await sqlRows(deps.db, `UPDATE listings SET is_gone = false WHERE id = $1`, [ids[0]]);
    await sqlRows(deps.db, `DELETE FROM listings WHERE id = $1`, [ids[1]]);
    expect(await summary()).toEqual(await counted());
    await clearCatalogue(deps);
    expect(await summary()).toEqual([]);
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
});

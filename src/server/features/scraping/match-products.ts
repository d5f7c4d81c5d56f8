import type { Transaction } from 'sequelize';
import type { AppDeps } from '../../deps.js';
import { sqlRows } from './sql.js';
import type { Classification } from './understand-offer.js';

export interface MatchCandidate {
  title: string;
  gtin: string | null;
  effective: Classification;
  matchKey: string | null;
}

/**
 * Creates the missing canonical products of these match keys (named after the first listing's title, in key
 * order so two concurrent runs never deadlock) and maps every key to its product id. Existing products are
 * left as they are.
 */
export async function upsertProducts(deps: AppDeps, t: Transaction, rows: MatchCandidate[], now: Date): Promise<Map<string, number>> {
  const firstByKey = new Map<string, MatchCandidate>();
  for (const row of rows) if (row.matchKey && !firstByKey.has(row.matchKey)) firstByKey.set(row.matchKey, row);
  if (firstByKey.size === 0) return new Map();
  const products = [...firstByKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, { title, gtin, effective }]) => ({
      match_key: key,
      name: title,
      product_type: effective.productType,
      calibre: effective.calibre,
      manufacturer: effective.manufacturer,
      box_quantity: effective.boxQuantity === null ? null : Math.round(effective.boxQuantity),
      grain: effective.grain === null ? null : Math.round(effective.grain),
      bullet_type: effective.bulletType,
      casing: effective.casing,
      accessory_category: effective.accessoryCategory,
      gtin,
    }));
  await sqlRows(
    deps.db,
    `INSERT INTO products (match_key, name, product_type, calibre, manufacturer, box_quantity, grain, bullet_type, casing,
       accessory_category, gtin, created_at, updated_at)
     SELECT x.*, $2::timestamptz, $2::timestamptz FROM jsonb_to_recordset($1::jsonb) AS x(match_key text, name text,
       product_type text, calibre text, manufacturer text, box_quantity int, grain int, bullet_type text, casing text,
       accessory_category text, gtin text)
     ON CONFLICT (match_key) DO NOTHING`,
    [JSON.stringify(products), now.toISOString()],
    t,
  );
  const found = await sqlRows<{ id: number; match_key: string }>(
    deps.db,
    'SELECT id, match_key FROM products WHERE match_key = ANY($1::text[])',
    [products.map((p) => p.match_key)],
    t,
  );
  return new Map(found.map((r) => [r.match_key, r.id]));
}

/**
 * Listings (of these ids) left without a product — their title is too thin to merge safely — get a product of
 * their own, keyed `listing:<id>`, so nothing is merged by mistake and every listing still has a product.
 */
export async function assignOwnProducts(deps: AppDeps, t: Transaction, listingIds: number[], now: Date) {
  if (!listingIds.length) return;
  await sqlRows(
    deps.db,
    `WITH need AS (
       SELECT id, title, product_type, calibre, manufacturer, box_quantity, grain, bullet_type, casing, accessory_category, gtin
       FROM listings WHERE id = ANY($1::int[]) AND product_id IS NULL
     ),
     created AS (
       INSERT INTO products (match_key, name, product_type, calibre, manufacturer, box_quantity, grain, bullet_type, casing,
         accessory_category, gtin, created_at, updated_at)
       SELECT 'listing:' || id, title, product_type, calibre, manufacturer, box_quantity, grain, bullet_type, casing,
         accessory_category, gtin, $2::timestamptz, $2::timestamptz
       FROM need ORDER BY id
       ON CONFLICT (match_key) DO UPDATE SET updated_at = products.updated_at
       RETURNING id, match_key
     )
     UPDATE listings l SET product_id = created.id FROM created WHERE created.match_key = 'listing:' || l.id`,
    [listingIds, now.toISOString()],
    t,
  );
}

/** Products nobody lists any more that were a single listing's own product (merges and re-matches leave them). */
export async function deleteOrphanOwnProducts(deps: AppDeps, t?: Transaction) {
  await sqlRows(
    deps.db,
    `DELETE FROM products p WHERE p.match_key LIKE 'listing:%'
       AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.product_id = p.id)`,
    [],
    t,
  );
}

import type { Transaction } from 'sequelize';
import type { PipelineDeps } from '../deps.js';
import { sqlRows } from '../../db/sql.js';
import type { Classification } from '../understand/understand-offer.js';
import { normalizeGtin } from '../../shared/titles/match-key.js';

export interface MatchCandidate {
  title: string;
  gtin: string | null;
  effective: Classification;
  matchKey: string | null;
}

/**
 * Maps every match key of these candidates to its canonical product. A key already known (as a product's key or
 * a GTIN alias) keeps its product; an unknown attribute key whose GTIN is known joins the GTIN's product (same
 * GTIN, same product); anything else creates a product named after the first listing's title. New keys and
 * GTINs are recorded as aliases, in key order so two concurrent runs never deadlock.
 */
export async function upsertProducts(
  deps: PipelineDeps,
  t: Transaction,
  rows: MatchCandidate[],
  now: Date,
): Promise<Map<string, number>> {
  const firstByKey = new Map<string, MatchCandidate>();
  const gtinKeyOf = new Map<string, string>();
  for (const row of rows) {
    if (!row.matchKey) continue;
    if (!firstByKey.has(row.matchKey)) firstByKey.set(row.matchKey, row);
    const gtin = normalizeGtin(row.gtin);
    if (gtin && !gtinKeyOf.has(row.matchKey)) gtinKeyOf.set(row.matchKey, `gtin:${gtin}`);
  }
  if (firstByKey.size === 0) return new Map();
  const known = await productsByKey(deps, t, [...firstByKey.keys(), ...gtinKeyOf.values()]);

  const missing = [...firstByKey.entries()]
    .filter(([key]) => !known.has(key) && !known.has(gtinKeyOf.get(key) ?? ''))
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
      gtin: normalizeGtin(gtin),
    }));
  if (missing.length) {
    await sqlRows(
      deps.db,
      `INSERT INTO products (match_key, name, product_type, calibre, manufacturer, box_quantity, grain, bullet_type, casing,
         accessory_category, gtin, created_at, updated_at)
       SELECT x.*, $2::timestamptz, $2::timestamptz FROM jsonb_to_recordset($1::jsonb) AS x(match_key text, name text,
         product_type text, calibre text, manufacturer text, box_quantity int, grain int, bullet_type text, casing text,
         accessory_category text, gtin text)
       ON CONFLICT (match_key) DO NOTHING`,
      [JSON.stringify(missing), now.toISOString()],
      t,
    );
    const created = await sqlRows<{ id: number; match_key: string }>(
      deps.db,
      'SELECT id, match_key FROM products WHERE match_key = ANY($1::text[])',
      [missing.map((p) => p.match_key)],
      t,
    );
    for (const r of created) known.set(r.match_key, r.id);
  }

  const result = new Map<string, number>();
  const aliases = new Map<string, number>();
  for (const key of firstByKey.keys()) {
    const gtinKey = gtinKeyOf.get(key);
    const id = known.get(key) ?? known.get(gtinKey ?? '');
    if (id === undefined) continue;
    result.set(key, id);
    aliases.set(key, id);
    if (gtinKey && !known.has(gtinKey)) aliases.set(gtinKey, id);
  }
  const aliasRows = [...aliases.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  await sqlRows(
    deps.db,
    `INSERT INTO product_match_keys (match_key, product_id)
     SELECT * FROM unnest($1::text[], $2::int[]) ON CONFLICT (match_key) DO NOTHING`,
    [aliasRows.map(([k]) => k), aliasRows.map(([, id]) => id)],
    t,
  );
  return result;
}

async function productsByKey(deps: PipelineDeps, t: Transaction, keys: string[]) {
  const found = await sqlRows<{ product_id: number; match_key: string }>(
    deps.db,
    'SELECT match_key, product_id FROM product_match_keys WHERE match_key = ANY($1::text[])',
    [keys],
    t,
  );
  return new Map(found.map((r) => [r.match_key, r.product_id]));
}

/**
 * Listings (of these ids) left without a product — their title is too thin to merge safely — get a product of
 * their own, keyed `listing:<id>`, so nothing is merged by mistake and every listing still has a product.
 */
export async function assignOwnProducts(deps: PipelineDeps, t: Transaction, listingIds: number[], now: Date) {
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
export async function deleteOrphanOwnProducts(deps: PipelineDeps, t?: Transaction) {
  await sqlRows(
    deps.db,
    `DELETE FROM products p WHERE p.match_key LIKE 'listing:%'
       AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.product_id = p.id)`,
    [],
    t,
  );
}

import type { Migration } from '../src/db/migrate.js';

/**
 * Issue 13 (docs/decisions/0130-search-understanding.md):
 * - price per round indexes for the ppr-asc/ppr-desc sorts, over the effective price per round of PPR_SQL in
 *   src/server/features/products/search-sql.ts (the expression must stay identical, or the planner will not use
 *   them): one for all ammunition, one per calibre (the shopper's question: 'cheapest 9mm in stock'); they
 *   carry what the grouped view (group=product) reads, so its matches are an index-only scan;
 * - a covering index of the facet columns of live ammunition, so the facet counts of an ammunition search are
 *   an index-only scan of narrow tuples instead of a visit to every matching (wide) listing row.
 * None of them holds last_seen_at or price-only columns that a scrape updates on every run, except price_cents
 * already in the older sort indexes, so a scrape's touch of a listing stays a HOT update.
 * The expression index of 20261122020000 (price_cents / box_quantity) is replaced.
 */
const PPR =
  "(CASE WHEN product_type = 'ammunition' AND box_quantity > 0 AND price_cents > 0 THEN price_cents::numeric / box_quantity END)";

/** What the grouped view reads besides the key: one row per product is then an index-only scan. */
const PPR_INCLUDE = 'stock_status, retailer_id, product_id, price_cents, box_quantity, product_type';

export const up: Migration = async ({ context: sql }) => {
  await sql(`
    DROP INDEX IF EXISTS listings_live_ppr_idx;
    CREATE INDEX IF NOT EXISTS listings_live_ammo_ppr_idx ON listings (${PPR}, id) INCLUDE (${PPR_INCLUDE})
      WHERE NOT is_gone AND product_type = 'ammunition';
    CREATE INDEX IF NOT EXISTS listings_live_calibre_ppr_idx ON listings (calibre, ${PPR}, id) INCLUDE (${PPR_INCLUDE})
      WHERE NOT is_gone AND product_type = 'ammunition';
    CREATE INDEX IF NOT EXISTS listings_live_ammo_facets_idx ON listings (calibre)
      INCLUDE (manufacturer, grain, casing, bullet_type, condition, box_quantity, stock_status, retailer_id, price_cents)
      WHERE NOT is_gone AND product_type = 'ammunition';
    CREATE INDEX IF NOT EXISTS listings_live_product_idx ON listings (product_id) INCLUDE (stock_status, retailer_id) WHERE NOT is_gone;
  `);
};

export const down: Migration = async ({ context: sql }) => {
  await sql(`
    DROP INDEX IF EXISTS listings_live_ammo_ppr_idx, listings_live_calibre_ppr_idx, listings_live_ammo_facets_idx, listings_live_product_idx;
    CREATE INDEX IF NOT EXISTS listings_live_ppr_idx ON listings ((price_cents::numeric / box_quantity), id)
      WHERE NOT is_gone AND product_type = 'ammunition' AND box_quantity > 0;
  `);
};

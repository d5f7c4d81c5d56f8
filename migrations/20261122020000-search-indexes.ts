import type { Migration } from '../src/db/migrate.js';

/**
 * Search that scales (issue 5, docs/decisions/0019-public-search.md):
 * - a generated tsvector over title + sku + manufacturer ('simple' config: product words are not English prose,
 *   '9mm' or 'XM193' must stay whole) with a GIN index, queried with prefix matching ('fed' finds 'federal');
 * - trigram GIN indexes on lower(title) and lower(sku) for fragments inside a word or a SKU ('m193');
 * - partial b-tree indexes (live listings only, WHERE NOT is_gone) behind every filter and sort, each ending in
 *   (price_cents, id) so a filtered page in the default price order is an ordered index scan that stops early;
 * - price per round for ammunition as an expression index.
 */
export const up: Migration = async ({ context: sql }) => {
  await sql(`
    ALTER TABLE listings ADD COLUMN IF NOT EXISTS search_vector tsvector
      GENERATED ALWAYS AS (
        to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(sku, '') || ' ' || coalesce(manufacturer, ''))
      ) STORED;

    CREATE INDEX IF NOT EXISTS listings_search_vector_idx ON listings USING gin (search_vector) WHERE NOT is_gone;
    CREATE INDEX IF NOT EXISTS listings_title_trgm_idx ON listings USING gin (lower(title) gin_trgm_ops) WHERE NOT is_gone;
    CREATE INDEX IF NOT EXISTS listings_sku_trgm_idx ON listings USING gin (lower(sku) gin_trgm_ops) WHERE NOT is_gone AND sku IS NOT NULL;

    CREATE INDEX IF NOT EXISTS listings_live_price_idx ON listings (price_cents, id) WHERE NOT is_gone;
    CREATE INDEX IF NOT EXISTS listings_live_stock_idx ON listings (stock_status, retailer_id) WHERE NOT is_gone;
    CREATE INDEX IF NOT EXISTS listings_live_type_idx ON listings (product_type, price_cents, id) WHERE NOT is_gone;
    CREATE INDEX IF NOT EXISTS listings_live_calibre_idx ON listings (calibre, price_cents, id) WHERE NOT is_gone;
    CREATE INDEX IF NOT EXISTS listings_live_manufacturer_idx ON listings (manufacturer, price_cents, id) WHERE NOT is_gone;
    CREATE INDEX IF NOT EXISTS listings_live_box_idx ON listings (box_quantity, price_cents, id) WHERE NOT is_gone;
    CREATE INDEX IF NOT EXISTS listings_live_retailer_idx ON listings (retailer_id, price_cents, id) WHERE NOT is_gone;
    CREATE INDEX IF NOT EXISTS listings_live_accessory_idx ON listings (accessory_category, price_cents, id)
      WHERE NOT is_gone AND accessory_category IS NOT NULL;
    CREATE INDEX IF NOT EXISTS listings_live_name_idx ON listings (lower(title), id) WHERE NOT is_gone;
    CREATE INDEX IF NOT EXISTS listings_live_ppr_idx ON listings ((price_cents::numeric / box_quantity), id)
      WHERE NOT is_gone AND product_type = 'ammunition' AND box_quantity > 0;
    CREATE INDEX IF NOT EXISTS retailers_active_name_idx ON retailers (lower(name), id) WHERE is_active;
  `);
};

export const down: Migration = async ({ context: sql }) => {
  await sql(`
    DROP INDEX IF EXISTS retailers_active_name_idx, listings_live_ppr_idx, listings_live_name_idx, listings_live_accessory_idx,
      listings_live_retailer_idx, listings_live_box_idx, listings_live_manufacturer_idx, listings_live_calibre_idx,
      listings_live_type_idx, listings_live_stock_idx, listings_live_price_idx, listings_sku_trgm_idx,
      listings_title_trgm_idx, listings_search_vector_idx;
    ALTER TABLE listings DROP COLUMN IF EXISTS search_vector;
  `);
};

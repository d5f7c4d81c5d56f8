import type { Migration } from '../src/db/migrate.js';

/**
 * The filter and sort indexes of 20261122020000-search-indexes, rebuilt to carry stock_status and retailer_id
 * (INCLUDE): the stock filter and the inactive-retailer exclusion are then answered from the index, so counts
 * and deep pages of the common searches are index-only scans instead of visits to every matching heap row.
 * See docs/decisions/0019-public-search.md.
 */
const INDEXES: Array<[name: string, definition: string]> = [
  ['listings_live_price_idx', '(price_cents, id) INCLUDE (stock_status, retailer_id) WHERE NOT is_gone'],
  ['listings_live_type_idx', '(product_type, price_cents, id) INCLUDE (stock_status, retailer_id) WHERE NOT is_gone'],
  ['listings_live_calibre_idx', '(calibre, price_cents, id) INCLUDE (stock_status, retailer_id) WHERE NOT is_gone'],
  [
    'listings_live_manufacturer_idx',
    '(manufacturer, price_cents, id) INCLUDE (stock_status, retailer_id) WHERE NOT is_gone',
  ],
  ['listings_live_box_idx', '(box_quantity, price_cents, id) INCLUDE (stock_status, retailer_id) WHERE NOT is_gone'],
  ['listings_live_retailer_idx', '(retailer_id, price_cents, id) INCLUDE (stock_status) WHERE NOT is_gone'],
  [
    'listings_live_accessory_idx',
    '(accessory_category, price_cents, id) INCLUDE (stock_status, retailer_id) WHERE NOT is_gone AND accessory_category IS NOT NULL',
  ],
  ['listings_live_name_idx', '(lower(title), id) INCLUDE (stock_status, retailer_id) WHERE NOT is_gone'],
];

export const up: Migration = async ({ context: sql }) => {
  for (const [name, definition] of INDEXES) {
    await sql(`DROP INDEX IF EXISTS ${name}; CREATE INDEX ${name} ON listings ${definition};`);
  }
};

export const down: Migration = async () => {
  // The wider indexes answer every query the narrower ones did; nothing to undo.
};

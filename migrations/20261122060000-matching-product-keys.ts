import type { Migration } from '../src/db/migrate.js';

/**
 * Every key a canonical product is known by: its attribute key (products.match_key) and, once seen, its GTIN
 * key (`gtin:<14 digits>`). A listing whose GTIN is already known joins that product even when its title is
 * worded differently, and later listings without a GTIN still find it by attributes.
 */
export const up: Migration = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE IF NOT EXISTS product_match_keys (
      match_key  text PRIMARY KEY,
      product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE
    );
    CREATE INDEX IF NOT EXISTS product_match_keys_product_idx ON product_match_keys (product_id);
    INSERT INTO product_match_keys (match_key, product_id)
      SELECT match_key, id FROM products WHERE match_key IS NOT NULL
      ON CONFLICT DO NOTHING;
  `);
};

export const down: Migration = async ({ context: sql }) => {
  await sql('DROP TABLE IF EXISTS product_match_keys');
};

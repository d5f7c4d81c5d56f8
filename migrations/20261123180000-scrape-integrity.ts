import type { Migration } from '../src/db/migrate.js';

/**
 * Scrape integrity. `listings.platform_id`: the platform's own id of an offer (Shopify variant, WooCommerce /
 * BigCommerce / Magento / Lightspeed product id), the most stable identity key. On `scrape_logs`: the change
 * numbers of every ingested run (`guard`), and for a run the anomaly guard rejected, `rejected` plus its raw
 * offers (`rejected_offers`) so an admin can accept it later exactly as it was (`accepted_at`, `accepted_by`).
 */
export const up: Migration = async ({ context: sql }) => {
  await sql(`
    ALTER TABLE listings ADD COLUMN IF NOT EXISTS platform_id text;
    ALTER TABLE scrape_logs
      ADD COLUMN IF NOT EXISTS guard jsonb,
      ADD COLUMN IF NOT EXISTS rejected boolean NOT NULL DEFAULT false,
      ADD COLUMN IF NOT EXISTS rejected_offers jsonb,
      ADD COLUMN IF NOT EXISTS accepted_at timestamptz,
      ADD COLUMN IF NOT EXISTS accepted_by integer REFERENCES users(id) ON DELETE SET NULL;
    CREATE INDEX IF NOT EXISTS scrape_logs_rejected_idx ON scrape_logs (retailer_id) WHERE rejected AND accepted_at IS NULL;
  `);
};

export const down: Migration = async ({ context: sql }) => {
  await sql(`
    DROP INDEX IF EXISTS scrape_logs_rejected_idx;
    ALTER TABLE scrape_logs DROP COLUMN IF EXISTS guard, DROP COLUMN IF EXISTS rejected,
      DROP COLUMN IF EXISTS rejected_offers, DROP COLUMN IF EXISTS accepted_at, DROP COLUMN IF EXISTS accepted_by;
    ALTER TABLE listings DROP COLUMN IF EXISTS platform_id;
  `);
};

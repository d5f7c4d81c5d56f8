import type { Migration } from '../src/db/migrate.js';

/**
 * Shoppers report a wrong count, calibre or type on a listing (docs/decisions/0111-listing-reports.md). One open
 * report per user and listing; an admin accepts (the value becomes the listing's sticky override) or dismisses.
 */
export const up: Migration = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE IF NOT EXISTS listing_reports (
      id          serial PRIMARY KEY,
      listing_id  integer NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
      user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      field       text NOT NULL CHECK (field IN ('boxQuantity', 'calibre', 'productType')),
      value       text,
      status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'dismissed')),
      created_at  timestamptz NOT NULL DEFAULT now(),
      resolved_at timestamptz,
      resolved_by integer REFERENCES users(id) ON DELETE SET NULL
    );
    CREATE UNIQUE INDEX IF NOT EXISTS listing_reports_one_open_idx ON listing_reports (listing_id, user_id) WHERE status = 'open';
    CREATE INDEX IF NOT EXISTS listing_reports_open_idx ON listing_reports (listing_id) WHERE status = 'open';
    CREATE INDEX IF NOT EXISTS click_events_listing_idx ON click_events (listing_id, created_at) WHERE listing_id IS NOT NULL;
  `);
};

export const down: Migration = async ({ context: sql }) => {
  await sql('DROP INDEX IF EXISTS click_events_listing_idx; DROP TABLE IF EXISTS listing_reports');
};

import type { Migration } from '../src/db/migrate.js';

/**
 * Names of registry retailers already seeded once (lower-cased), so a retailer the admin deleted is not
 * seeded again at the next start-up.
 */
export const up: Migration = async ({ context: sql }) => {
  await sql(`
    CREATE TABLE IF NOT EXISTS retailer_seed_history (
      name_key  text PRIMARY KEY,
      seeded_at timestamptz NOT NULL DEFAULT now()
    );
  `);
};

export const down: Migration = async ({ context: sql }) => {
  await sql('DROP TABLE IF EXISTS retailer_seed_history');
};

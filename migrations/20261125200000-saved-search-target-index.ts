import type { Migration } from '../src/db/migrate.js';

/**
 * The alert job finds the saved searches whose price-per-round target a change crosses by a range scan of this
 * index (alert-evaluate.service.ts), not by testing every saved search against every change.
 */
export const up: Migration = async ({ context: sql }) => {
  await sql(`
    CREATE INDEX IF NOT EXISTS saved_searches_target_ppr_idx ON saved_searches (target_ppr_cents)
      WHERE target_ppr_cents IS NOT NULL;
  `);
};

export const down: Migration = async ({ context: sql }) => {
  await sql(`DROP INDEX IF EXISTS saved_searches_target_ppr_idx;`);
};

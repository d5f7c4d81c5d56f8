import type { Migration } from '../src/db/migrate.js';

/**
 * How a run ended, as a value the code can test (issue 10): 'rejected_shrink' marks a run refused by the anomaly
 * guard for finding fewer than half the usual listings. The guard used to recognise those runs by their log text.
 */
export const up: Migration = async ({ context: sql }) => {
  await sql('ALTER TABLE scrape_logs ADD COLUMN IF NOT EXISTS outcome text');
  await sql(`UPDATE scrape_logs SET outcome = 'rejected_shrink' WHERE status = 'failed' AND message LIKE 'Rejected: only %'`);
};

export const down: Migration = async ({ context: sql }) => {
  await sql('ALTER TABLE scrape_logs DROP COLUMN IF EXISTS outcome');
};

import type { Migration } from '../src/db/migrate.js';

/**
 * Every scrape touches every listing of the retailer (last_seen_at). With free room left on each page, an
 * update that changes no indexed column is a HOT update: no new entry in the ~15 search indexes of listings
 * (docs/decisions/0020-scraping-ingest.md). 75% fill leaves that room.
 */
export const up: Migration = async ({ context: sql }) => {
  await sql('ALTER TABLE listings SET (fillfactor = 75)');
};

export const down: Migration = async ({ context: sql }) => {
  await sql('ALTER TABLE listings RESET (fillfactor)');
};

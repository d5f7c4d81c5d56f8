import type { Migration } from '../src/db/migrate.js';

/**
 * Every statement that changes listings or retailers (ingest, admin edits and overrides, cleanup, reclassify,
 * deletes) sends a NOTIFY on 'perround_search_changed'. PostgreSQL delivers it only when the transaction commits,
 * so a web process that hears it knows the committed answers changed, and drops its cached public searches
 * (src/server/features/products/search-cache.ts). Identical notifications of one transaction fold into one.
 */
export const up: Migration = async ({ context: sql }) => {
  await sql(`
    CREATE OR REPLACE FUNCTION notify_search_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM pg_notify('perround_search_changed', '');
        RETURN NULL;
      END
    $fn$;
    DROP TRIGGER IF EXISTS listings_search_changed ON listings;
    CREATE TRIGGER listings_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listings
      FOR EACH STATEMENT EXECUTE FUNCTION notify_search_changed();
    DROP TRIGGER IF EXISTS retailers_search_changed ON retailers;
    CREATE TRIGGER retailers_search_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON retailers
      FOR EACH STATEMENT EXECUTE FUNCTION notify_search_changed();
  `);
};

export const down: Migration = async ({ context: sql }) => {
  await sql(`
    DROP TRIGGER IF EXISTS listings_search_changed ON listings;
    DROP TRIGGER IF EXISTS retailers_search_changed ON retailers;
    DROP FUNCTION IF EXISTS notify_search_changed();
  `);
};

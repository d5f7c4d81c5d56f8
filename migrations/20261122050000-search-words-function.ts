import type { Migration } from '../src/db/migrate.js';

/**
 * The words of a listing through a function the planner knows is expensive (COST 5000). With the bare
 * to_tsvector(...) expression index of 20261122040000, the planner priced recomputing the words of a row as
 * nearly free, and for a filtered text search (in stock + '9mm') it sometimes preferred the stock index and
 * recomputed the words of thousands of rows instead of asking the GIN index. plpgsql, so it is not inlined
 * (an inlined SQL function would carry to_tsvector's own low cost again). Used by LISTING_SEARCH_DOCUMENT in
 * product-search.service.ts.
 */
export const up: Migration = async ({ context: sql }) => {
  await sql(`
    CREATE OR REPLACE FUNCTION listing_words(title text, sku text, manufacturer text) RETURNS tsvector
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 5000
      AS $fn$
      BEGIN
        RETURN to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || coalesce(sku, '') || ' ' || coalesce(manufacturer, ''));
      END
      $fn$;
    CREATE INDEX IF NOT EXISTS listings_words_idx ON listings USING gin (listing_words(title, sku, manufacturer)) WHERE NOT is_gone;
    DROP INDEX IF EXISTS listings_search_document_idx;
  `);
};

export const down: Migration = async ({ context: sql }) => {
  await sql(`
    CREATE INDEX IF NOT EXISTS listings_search_document_idx ON listings
      USING gin (to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || coalesce(sku, '') || ' ' || coalesce(manufacturer, '')))
      WHERE NOT is_gone;
    DROP INDEX IF EXISTS listings_words_idx;
    DROP FUNCTION IF EXISTS listing_words(text, text, text);
  `);
};

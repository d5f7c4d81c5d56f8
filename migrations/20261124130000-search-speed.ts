import type { Migration } from '../src/db/migrate.js';

/**
 * Search speed at 150,000 listings (issue 13; docs/decisions/0230-search-speed.md):
 * - the price-per-round indexes of 20261123130000 were built on the unguarded expression, which no query uses since
 *   search sorts on the guarded column listings.price_per_round_cents: they are rebuilt on that column, carrying
 *   what the grouped view reads, so a calibre's offers come ordered and index-only; the calibre one also carries
 *   every facet column, so a calibre with brand or grain filters and its facet counts stay index-only (it
 *   replaces listings_live_ammo_facets_idx, whose key it starts with);
 * - price history and the badges' lows read (listing, time, price): the observations index carries the price, so
 *   they are index-only scans instead of a heap visit per observation;
 * - listing_facet_counts: live listings counted per (retailer, type, stock, calibre, brand, grain), kept exact by
 *   statement triggers on listings, so the facet counts of a chosen calibre, brand or grain and the total of a plain
 *   calibre/brand search read a few hundred summary rows instead of every live ammunition listing. Rows are per
 *   retailer, so concurrent scrapes of different retailers never update the same summary row.
 */
const GROUPED_INCLUDE = 'stock_status, retailer_id, product_id, price_cents';
const FACET_COLUMNS = 'manufacturer, grain, casing, bullet_type, condition, box_quantity';
const KEY = 'retailer_id, product_type, stock_status, calibre, manufacturer, grain';

export const up: Migration = async ({ context: sql }) => {
  await sql(`
    DROP INDEX IF EXISTS listings_live_ammo_ppr_idx, listings_live_calibre_ppr_idx;
    CREATE INDEX IF NOT EXISTS listings_live_ammo_ppr_guarded_idx ON listings (price_per_round_cents, id)
      INCLUDE (${GROUPED_INCLUDE}) WHERE NOT is_gone AND product_type = 'ammunition';
    CREATE INDEX IF NOT EXISTS listings_live_calibre_ppr_guarded_idx ON listings (calibre, price_per_round_cents, id)
      INCLUDE (${GROUPED_INCLUDE}, ${FACET_COLUMNS}) WHERE NOT is_gone AND product_type = 'ammunition';
    DROP INDEX IF EXISTS listings_live_ammo_facets_idx;

    CREATE INDEX IF NOT EXISTS price_observations_listing_time_price_idx ON price_observations (listing_id, observed_at)
      INCLUDE (price_cents);
    DROP INDEX IF EXISTS price_observations_listing_time_idx;

    CREATE TABLE IF NOT EXISTS listing_facet_counts (
      retailer_id  integer NOT NULL,
      product_type text,
      stock_status text NOT NULL,
      calibre      text,
      manufacturer text,
      grain        integer,
      n            integer NOT NULL
    );
    CREATE UNIQUE INDEX IF NOT EXISTS listing_facet_counts_key ON listing_facet_counts (${KEY}) NULLS NOT DISTINCT;

    -- One statement's changes to live listings, netted per key, applied in key order (no deadlock between two
    -- statements that touch the same keys).
    CREATE OR REPLACE FUNCTION listing_facet_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      TRUNCATE listing_facet_counts;
      RETURN NULL;
    END $$;
    CREATE OR REPLACE FUNCTION listing_facet_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO listing_facet_counts AS c (${KEY}, n)
        SELECT ${KEY}, count(*) FROM new_rows WHERE NOT is_gone GROUP BY ${KEY} ORDER BY ${KEY}
        ON CONFLICT (${KEY}) DO UPDATE SET n = c.n + excluded.n;
      ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO listing_facet_counts AS c (${KEY}, n)
        SELECT ${KEY}, -count(*) FROM old_rows WHERE NOT is_gone GROUP BY ${KEY} ORDER BY ${KEY}
        ON CONFLICT (${KEY}) DO UPDATE SET n = c.n + excluded.n;
      ELSE
        INSERT INTO listing_facet_counts AS c (${KEY}, n)
        SELECT ${KEY}, sum(d) FROM (
          SELECT ${KEY}, 1 AS d FROM new_rows WHERE NOT is_gone
          UNION ALL
          SELECT ${KEY}, -1 AS d FROM old_rows WHERE NOT is_gone
        ) moved
        GROUP BY ${KEY} HAVING sum(d) <> 0 ORDER BY ${KEY}
        ON CONFLICT (${KEY}) DO UPDATE SET n = c.n + excluded.n;
      END IF;
      RETURN NULL;
    END $$;
    DROP TRIGGER IF EXISTS listing_facet_counts_insert ON listings;
    DROP TRIGGER IF EXISTS listing_facet_counts_update ON listings;
    DROP TRIGGER IF EXISTS listing_facet_counts_delete ON listings;
    DROP TRIGGER IF EXISTS listing_facet_counts_truncate ON listings;
    CREATE TRIGGER listing_facet_counts_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION listing_facet_counts_apply();
    CREATE TRIGGER listing_facet_counts_update AFTER UPDATE ON listings
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION listing_facet_counts_apply();
    CREATE TRIGGER listing_facet_counts_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION listing_facet_counts_apply();
    CREATE TRIGGER listing_facet_counts_truncate AFTER TRUNCATE ON listings
      FOR EACH STATEMENT EXECUTE FUNCTION listing_facet_counts_clear();

    TRUNCATE listing_facet_counts;
    INSERT INTO listing_facet_counts (${KEY}, n)
    SELECT ${KEY}, count(*) FROM listings WHERE NOT is_gone GROUP BY ${KEY};
  `);
};

export const down: Migration = async ({ context: sql }) => {
  await sql(`
    DROP TRIGGER IF EXISTS listing_facet_counts_insert ON listings;
    DROP TRIGGER IF EXISTS listing_facet_counts_update ON listings;
    DROP TRIGGER IF EXISTS listing_facet_counts_delete ON listings;
    DROP TRIGGER IF EXISTS listing_facet_counts_truncate ON listings;
    DROP FUNCTION IF EXISTS listing_facet_counts_apply(), listing_facet_counts_clear();
    DROP TABLE IF EXISTS listing_facet_counts;
    CREATE INDEX IF NOT EXISTS price_observations_listing_time_idx ON price_observations (listing_id, observed_at);
    DROP INDEX IF EXISTS price_observations_listing_time_price_idx;
    DROP INDEX IF EXISTS listings_live_ammo_ppr_guarded_idx, listings_live_calibre_ppr_guarded_idx;
    CREATE INDEX IF NOT EXISTS listings_live_ammo_facets_idx ON listings (calibre)
      INCLUDE (${FACET_COLUMNS}, stock_status, retailer_id, price_cents) WHERE NOT is_gone AND product_type = 'ammunition';
  `);
};

import type { Migration } from '../src/db/migrate.js';

/**
 * Every facet from the summaries (issue 13; docs/decisions/0350-grouped-search-headroom.md):
 * - listing_facet_counts now counts live listings per (retailer, type, stock, calibre, brand, grain, casing, bullet
 *   type, condition, box size), so ALL facet counts and the total of a search without text, price or category are
 *   summed from its rows (850 for in-stock 9mm on the bench catalogue) instead of read from every matching listing;
 *   its key starts with the calibre, so a calibre's rows are one index range;
 * - listing_calibre_counts: the same per (retailer, type, stock, calibre) only, a few hundred rows, for the counts of
 *   a chosen calibre (what every other calibre would give) and the totals of plain calibre searches;
 * - one statement trigger per kind of change nets the changed keys once and applies them to both, in key order;
 *   rows stay per retailer, so concurrent scrapes of different retailers never update the same summary row.
 */
const FACETS =
  'retailer_id, product_type, stock_status, calibre, manufacturer, grain, casing, bullet_type, condition, box_quantity';
const CALIBRES = 'retailer_id, product_type, stock_status, calibre';

/** The net change per key of `source` (rows with a +1/-1 column d), applied to both summaries in key order. */
const apply = (source: string) => `
  WITH moved AS (SELECT ${FACETS}, sum(d)::int AS d FROM (${source}) s GROUP BY ${FACETS} HAVING sum(d) <> 0),
  facets AS (
    INSERT INTO listing_facet_counts AS c (${FACETS}, n) SELECT ${FACETS}, d FROM moved ORDER BY ${FACETS}
    ON CONFLICT (${FACETS}) DO UPDATE SET n = c.n + excluded.n
  )
  INSERT INTO listing_calibre_counts AS c (${CALIBRES}, n)
  SELECT ${CALIBRES}, sum(d) FROM moved GROUP BY ${CALIBRES} HAVING sum(d) <> 0 ORDER BY ${CALIBRES}
  ON CONFLICT (${CALIBRES}) DO UPDATE SET n = c.n + excluded.n;`;
const added = `SELECT ${FACETS}, 1 AS d FROM new_rows WHERE NOT is_gone`;
const removed = `SELECT ${FACETS}, -1 AS d FROM old_rows WHERE NOT is_gone`;

const TRIGGERS = ['insert', 'update', 'delete', 'truncate'].map((op) => `listing_facet_counts_${op}`);
const dropTriggers = TRIGGERS.map((name) => `DROP TRIGGER IF EXISTS ${name} ON listings;`).join('\n');

export const up: Migration = async ({ context: sql }) => {
  await sql(`
    ${dropTriggers}
    DROP FUNCTION IF EXISTS listing_facet_counts_apply(), listing_facet_counts_clear();
    DROP TABLE IF EXISTS listing_facet_counts, listing_calibre_counts;
    CREATE TABLE listing_facet_counts (
      retailer_id integer NOT NULL, product_type text, stock_status text NOT NULL, calibre text, manufacturer text,
      grain integer, casing text, bullet_type text, condition text, box_quantity integer, n integer NOT NULL
    );
    -- the calibre first: a calibre's rows are one range of the index
    CREATE UNIQUE INDEX listing_facet_counts_key ON listing_facet_counts
      (calibre, product_type, stock_status, manufacturer, grain, retailer_id, casing, bullet_type, condition, box_quantity)
      NULLS NOT DISTINCT;
    CREATE TABLE listing_calibre_counts (
      retailer_id integer NOT NULL, product_type text, stock_status text NOT NULL, calibre text, n integer NOT NULL
    );
    CREATE UNIQUE INDEX listing_calibre_counts_key ON listing_calibre_counts (${CALIBRES}) NULLS NOT DISTINCT;

    CREATE FUNCTION listing_facet_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      TRUNCATE listing_facet_counts, listing_calibre_counts;
      RETURN NULL;
    END $$;
    CREATE FUNCTION listing_facet_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN ${apply(added)}
      ELSIF TG_OP = 'DELETE' THEN ${apply(removed)}
      ELSE ${apply(`${added} UNION ALL ${removed}`)}
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER listing_facet_counts_insert AFTER INSERT ON listings REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION listing_facet_counts_apply();
    CREATE TRIGGER listing_facet_counts_update AFTER UPDATE ON listings
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION listing_facet_counts_apply();
    CREATE TRIGGER listing_facet_counts_delete AFTER DELETE ON listings REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION listing_facet_counts_apply();
    CREATE TRIGGER listing_facet_counts_truncate AFTER TRUNCATE ON listings
      FOR EACH STATEMENT EXECUTE FUNCTION listing_facet_counts_clear();

    INSERT INTO listing_facet_counts (${FACETS}, n)
    SELECT ${FACETS}, count(*) FROM listings WHERE NOT is_gone GROUP BY ${FACETS};
    INSERT INTO listing_calibre_counts (${CALIBRES}, n)
    SELECT ${CALIBRES}, count(*) FROM listings WHERE NOT is_gone GROUP BY ${CALIBRES};
    ANALYZE listing_facet_counts, listing_calibre_counts;
  `);
};

/** Back to the summary of 20261124130000 (its up rebuilds the table, triggers and counts; its indexes exist). */
export const down: Migration = async (params) => {
  await params.context(`
    ${dropTriggers}
    DROP FUNCTION IF EXISTS listing_facet_counts_apply(), listing_facet_counts_clear();
    DROP TABLE IF EXISTS listing_facet_counts, listing_calibre_counts;
  `);
  const previous = (await import('./20261124130000-search-speed.js')) as { up: Migration };
  await previous.up(params);
};

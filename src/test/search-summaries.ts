import { expect } from 'vitest';
import type { Db } from '../db/sequelize.js';
import { sqlRows } from '../db/sql.js';

const FACETS =
  'retailer_id, product_type, stock_status, calibre, manufacturer, grain, casing, bullet_type, condition, box_quantity';
const CALIBRES = 'retailer_id, product_type, stock_status, calibre';

/**
 * Test support: the search summaries (migration 20261126100000) as stored (`actual`, zero rows left out) and as a count
 * of the live listings themselves gives them (`expected`), for one `expect(actual).toEqual(expected)`.
 */
export async function searchSummaries(deps: { db: Db }) {
  const stored = (table: string, key: string) =>
    sqlRows(deps.db, `SELECT ${key}, n FROM ${table} WHERE n <> 0 ORDER BY ${key} NULLS FIRST`);
  const counted = (key: string) =>
    sqlRows(
      deps.db,
      `SELECT ${key}, count(*)::int AS n FROM listings WHERE NOT is_gone GROUP BY ${key} ORDER BY ${key} NULLS FIRST`,
    );
  return {
    actual: {
      facets: await stored('listing_facet_counts', FACETS),
      calibres: await stored('listing_calibre_counts', CALIBRES),
    },
    expected: { facets: await counted(FACETS), calibres: await counted(CALIBRES) },
  };
}

/** The search summaries equal a count of the live listings, key by key. */
export async function expectSummariesMatchListings(deps: { db: Db }) {
  const { actual, expected } = await searchSummaries(deps);
  expect(actual).toEqual(expected);
}

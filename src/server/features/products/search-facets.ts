import { QueryTypes } from 'sequelize';
import type { SearchFacets } from '../../../shared/schemas/products.js';
import type { AppDeps } from '../../deps.js';
import { FACET_KEYS, FACET_VALUE_SQL, whereSql, type FacetKey, type SearchWhere } from './search-sql.js';

const FACET_COLUMNS = 'l.calibre, l.manufacturer, l.grain, l.casing, l.bullet_type, l.condition, l.box_quantity';

/**
 * Facet counts and the exact total of a search in ONE statement and one pass over the listings: the rows that
 * meet every non-facet condition (and the text) are collected once with their facet columns; each facet then
 * counts, among them, the rows that meet every OTHER facet's condition (so a chosen calibre still shows how
 * many the other calibres have, and each count is what selecting that value would return). The total is the
 * rows meeting all conditions: the separate count statement is not needed.
 */
export async function facetsAndTotal(
  deps: AppDeps,
  where: SearchWhere,
  text: string | null,
  bind: Record<string, unknown>,
): Promise<{ facets: SearchFacets; total: number }> {
  const base = { base: where.base, facets: {}, bind: where.bind };
  const inBase = { ...where, base: [] };
  const facetQueries = FACET_KEYS.map(
    (key) =>
      `SELECT '${key}' AS facet, ${FACET_VALUE_SQL[key]} AS value, count(*)::int AS n FROM matches l
       WHERE ${whereSql(inBase, null, key) || 'true'} AND ${FACET_VALUE_SQL[key]} IS NOT NULL GROUP BY 2`,
  );
  const rows = await deps.db.query<{ facet: FacetKey | 'total'; value: string | null; n: number }>(
    `WITH matches AS MATERIALIZED (SELECT ${FACET_COLUMNS} FROM listings l WHERE ${whereSql(base, text)})
     ${facetQueries.join(' UNION ALL ')}
     UNION ALL SELECT 'total', NULL, count(*)::int FROM matches l WHERE ${whereSql(inBase, null) || 'true'}`,
    { bind, type: QueryTypes.SELECT },
  );
  const facets = Object.fromEntries(FACET_KEYS.map((key) => [key, [] as SearchFacets[FacetKey]])) as unknown as SearchFacets;
  let total = 0;
  for (const row of rows) {
    if (row.facet === 'total') total = row.n;
    else facets[row.facet].push({ value: row.value as string, count: row.n });
  }
  for (const key of FACET_KEYS) facets[key].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'en', { numeric: true }));
  return { facets, total };
}

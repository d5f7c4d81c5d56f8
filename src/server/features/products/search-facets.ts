import { QueryTypes } from 'sequelize';
import type { FacetCount, SearchFacets } from '../../../shared/schemas/products.js';
import { calibreKind, calibreName, manufacturerName } from '../../../shared/titles/vocabulary/index.js';
import type { AppDeps } from '../../deps.js';
import { FACET_KEYS, FACET_VALUE_SQL, whereSql, type FacetKey, type SearchWhere } from './search-sql.js';

const and = (conditions: string[]) => (conditions.length ? conditions.map((c) => `(${c})`).join(' AND ') : 'true');

/**
 * Facet counts and the exact total of a search in ONE statement and one pass over the listings. Every row that
 * meets the non-facet conditions (and the text) is read once; one aggregate with a grouping set per facet then
 * counts, for each facet, the rows that meet every OTHER facet's condition (a chosen calibre still shows how many
 * the other calibres have, and each count is what selecting that value would return), and the empty grouping
 * set counts the rows meeting them all: the total, so no separate count statement is needed.
 */
export async function facetsAndTotal(
  deps: AppDeps,
  where: SearchWhere,
  text: string | null,
  bind: Record<string, unknown>,
): Promise<{ facets: SearchFacets; total: number }> {
  const active = where.facets;
  const allBut = (key?: FacetKey) => and(Object.entries(active).flatMap(([k, c]) => (k === key ? [] : [c])));
  const columns = FACET_KEYS.map((key, i) => `${FACET_VALUE_SQL[key]} AS v${i}, ${allBut(key)} AS ok${i}`);
  const facetOf = FACET_KEYS.map((key, i) => `WHEN GROUPING(v${i}) = 0 THEN '${key}'`).join(' ');
  const countOf = FACET_KEYS.map((_, i) => `WHEN GROUPING(v${i}) = 0 THEN count(*) FILTER (WHERE ok${i})`).join(' ');
  const rows = await deps.db.query<{ facet: FacetKey | 'total'; value: string | null; n: number }>(
    `SELECT CASE ${facetOf} ELSE 'total' END AS facet,
            coalesce(${FACET_KEYS.map((_, i) => `v${i}`).join(', ')}) AS value,
            (CASE ${countOf} ELSE count(*) FILTER (WHERE ok_all) END)::int AS n
     FROM (SELECT ${columns.join(', ')}, ${allBut()} AS ok_all FROM listings l WHERE ${whereSql({ ...where, facets: {} }, text)}) s
     GROUP BY GROUPING SETS (${FACET_KEYS.map((_, i) => `(v${i})`).join(', ')}, ())`,
    { bind, type: QueryTypes.SELECT },
  );
  const facets = Object.fromEntries(FACET_KEYS.map((key) => [key, [] as SearchFacets[FacetKey]])) as unknown as SearchFacets;
  let total = 0;
  for (const row of rows) {
    if (row.facet === 'total') total = row.n;
    else if (row.value !== null && row.n > 0) facets[row.facet].push(describe(row.facet, { value: row.value, count: row.n }));
  }
  for (const key of FACET_KEYS) facets[key].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'en', { numeric: true }));
  return { facets, total };
}

const CALIBRE_GROUPS: Record<string, FacetCount['group']> = {
  'centerfire-pistol': 'handgun',
  'centerfire-rifle': 'rifle',
  rimfire: 'rimfire',
  shotgun: 'shotgun',
};

/** Calibres and brands carry their vocabulary name; calibres their group (handgun, rifle, rimfire, shotgun). */
function describe(facet: FacetKey, count: FacetCount): FacetCount {
  if (facet === 'calibre') {
    const kind = calibreKind(count.value);
    return { ...count, label: calibreName(count.value), group: (kind && CALIBRE_GROUPS[kind]) || 'other' };
  }
  if (facet === 'manufacturer') return { ...count, label: manufacturerName(count.value) };
  return count;
}

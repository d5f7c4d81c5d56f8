import type { FacetCount, SearchFacets } from '../../../shared/schemas/products.js';
import { calibreKind, calibreName, manufacturerName } from '../../../shared/titles/vocabulary/index.js';
import { sqlRows, SqlParams } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import {
  FACET_KEYS,
  FACET_VALUE_SQL,
  SUMMARY_FACETS,
  summaryWhereSql,
  whereSql,
  type Condition,
  type FacetKey,
  type SearchWhere,
} from './search-sql.js';

/**
 * Facet counts and the exact total of a search in ONE statement (no separate count). Each count is what selecting
 * that value would return, so a facet's own selection is left out of its counts (a chosen calibre still shows
 * how many the other calibres have):
 * - the rows meeting every condition are read once: one grouping set per facet that is not filtered on, and the
 *   empty set for the total (a plain count per row and set, no per-facet conditions);
 * - each facet that IS filtered on counts, grouped by its one column, the rows meeting every other condition
 *   (for a chosen calibre: all ammunition in stock): from the summary listing_facet_counts when it holds them,
 *   else an index-only scan of listings_live_calibre_ppr_guarded_idx for ammunition, a single plain count per row.
 */
export async function facetsAndTotal(
  deps: AppDeps,
  where: SearchWhere,
  text: Condition | null,
): Promise<{ facets: SearchFacets; total: number }> {
  const params = new SqlParams();
  const active = FACET_KEYS.filter((key) => where.facets[key] !== undefined);
  const open = FACET_KEYS.filter((key) => where.facets[key] === undefined);
  const matching = whereSql(where, text, params);
  const released = active.map((key) => releasedFacetSql(where, text, params, key));
  // One grouping set per open facet and the empty set (the total): a single plain count per row and set.
  const facetOf = open.map((key, i) => `WHEN GROUPING(v${i}) = 0 THEN '${key}'`).join(' ');
  const rows = await sqlRows<{ facet: FacetKey | 'total'; value: string | null; n: number }>(
    deps.db,
    `SELECT ${facetOf ? `CASE ${facetOf} ELSE 'total' END` : "'total'"} AS facet,
            ${open.length ? `coalesce(${open.map((_, i) => `v${i}`).join(', ')})` : 'NULL'} AS value, count(*)::int AS n
     FROM (SELECT ${[...open.map((key, i) => `${FACET_VALUE_SQL[key]} AS v${i}`), 'true AS any'].join(', ')} FROM listings l WHERE ${matching}) m
     GROUP BY GROUPING SETS (${[...open.map((_, i) => `(v${i})`), '()'].join(', ')})
     ${released.map((part) => `UNION ALL ${part}`).join('\n')}`,
    params.values,
  );
  const facets = Object.fromEntries(
    FACET_KEYS.map((key) => [key, [] as SearchFacets[FacetKey]]),
  ) as unknown as SearchFacets;
  let total = 0;
  for (const row of rows) {
    if (row.facet === 'total') total = row.n;
    else if (row.value !== null && row.n > 0)
      facets[row.facet].push(describe(row.facet, { value: row.value, count: row.n }));
  }
  for (const key of FACET_KEYS)
    facets[key].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'en', { numeric: true }));
  return { facets, total };
}

/**
 * The counts of a facet the shopper filtered on, its own selection left out. A chosen calibre, brand or grain with no
 * other condition than type, stock, retailer and each other is counted from the summary listing_facet_counts (a
 * few thousand rows kept exact by triggers) instead of every live listing of that type.
 */
function releasedFacetSql(where: SearchWhere, text: Condition | null, params: SqlParams, key: FacetKey): string {
  const summary = SUMMARY_FACETS.includes(key) ? summaryWhereSql(where, text, params, key) : null;
  if (summary !== null)
    return `SELECT '${key}' AS facet, ${FACET_VALUE_SQL[key]} AS value, sum(l.n)::int AS n FROM listing_facet_counts l
       WHERE ${summary} GROUP BY 2`;
  return `SELECT '${key}' AS facet, ${FACET_VALUE_SQL[key]} AS value, count(*)::int AS n FROM listings l
       WHERE ${whereSql(where, text, params, key)} GROUP BY 2`;
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

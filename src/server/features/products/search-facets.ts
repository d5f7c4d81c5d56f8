import type { FacetCount, SearchFacets } from '../../../shared/schemas/products.js';
import { calibreKind, calibreName, manufacturerName } from '../../../shared/titles/vocabulary/index.js';
import { sqlRows, SqlParams } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import {
  FACET_KEYS,
  FACET_VALUE_SQL,
  countGroupsSql,
  summaryWhereSql,
  whereSql,
  type Condition,
  type FacetKey,
  type SearchWhere,
  type SummarySql,
} from './search-sql.js';

/**
 * Facet counts and the exact total of a search in ONE statement (no separate count). Each count is what selecting
 * that value would return, so a facet's own selection is left out of its counts (a chosen calibre still shows
 * how many the other calibres have):
 * - the rows meeting every condition are read once: one grouping set per facet that is not filtered on, and the
 *   empty set for the total;
 * - each facet that IS filtered on counts, grouped by its one column, the rows meeting every other condition
 *   (for a chosen calibre: all ammunition in stock).
 * Both read the summary tables when the search has no text, price or category (docs/decisions/0350): its rows
 * carry a count `n` per key, so a calibre's facets sum a few hundred rows instead of reading thousands of listings.
 */
export async function facetsAndTotal(
  deps: AppDeps,
  where: SearchWhere,
  text: Condition | null,
  options: { products?: boolean } = {},
): Promise<{ facets: SearchFacets; total: number; products: number | null }> {
  const params = new SqlParams();
  const active = FACET_KEYS.filter((key) => where.facets[key] !== undefined);
  const open = FACET_KEYS.filter((key) => where.facets[key] === undefined);
  const matching = countedRows(where, text, params, { by: open });
  const unions = active.map((key) => {
    const rows = countedRows(where, text, params, { without: key, by: [key] });
    return `SELECT '${key}' AS facet, ${FACET_VALUE_SQL[key]} AS value, sum(${rows.weight})::int AS n
       FROM ${rows.from} WHERE ${rows.sql} GROUP BY 2`;
  });
  // the number of products (group=product) in the same round trip
  if (options.products)
    unions.push(`SELECT 'products', NULL, n FROM (${countGroupsSql(whereSql(where, text, params))}) products`);
  // One grouping set per open facet and the empty set (the total): each row counts once per set (its weight).
  const facetOf = open.map((key, i) => `WHEN GROUPING(v${i}) = 0 THEN '${key}'`).join(' ');
  const rows = await sqlRows<FacetRow>(
    deps.db,
    `SELECT ${facetOf ? `CASE ${facetOf} ELSE 'total' END` : "'total'"} AS facet,
            ${open.length ? `coalesce(${open.map((_, i) => `v${i}`).join(', ')})` : 'NULL'} AS value,
            coalesce(sum(weight), 0)::int AS n
     FROM (SELECT ${[...open.map((key, i) => `${FACET_VALUE_SQL[key]} AS v${i}`), `${matching.weight} AS weight`].join(', ')}
           FROM ${matching.from} WHERE ${matching.sql}) m
     GROUP BY GROUPING SETS (${[...open.map((_, i) => `(v${i})`), '()'].join(', ')})
     ${unions.map((part) => `UNION ALL ${part}`).join('\n')}`,
    params.values,
  );
  const count = (facet: FacetRow['facet']) => rows.find((row) => row.facet === facet)?.n;
  return { facets: toFacets(rows), total: count('total') ?? 0, products: count('products') ?? null };
}

type FacetRow = { facet: FacetKey | 'total' | 'products'; value: string | null; n: number };

/**
 * Where the rows meeting a search's conditions (optionally but one facet's) are counted, grouped `by` some facets: a
 * summary table whose rows each stand for `n` listings when one can answer, else the listings themselves.
 */
function countedRows(
  where: SearchWhere,
  text: Condition | null,
  params: SqlParams,
  options: { without?: FacetKey; by: FacetKey[] },
): SummarySql & { weight: string } {
  const summary = summaryWhereSql(where, text, params, options);
  if (summary) return { ...summary, weight: 'l.n' };
  return { from: 'listings l', sql: whereSql(where, text, params, options.without), weight: '1' };
}

/** Each facet's values with a count, most first (then by value, numbers in order). */
function toFacets(rows: FacetRow[]): SearchFacets {
  const facets = Object.fromEntries(
    FACET_KEYS.map((key) => [key, [] as SearchFacets[FacetKey]]),
  ) as unknown as SearchFacets;
  for (const row of rows) {
    if (row.facet !== 'total' && row.facet !== 'products' && row.value !== null && row.n > 0)
      facets[row.facet].push(describe(row.facet, { value: row.value, count: row.n }));
  }
  for (const key of FACET_KEYS)
    facets[key].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'en', { numeric: true }));
  return facets;
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

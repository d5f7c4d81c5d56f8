import { QueryTypes } from 'sequelize';
import type { FacetCount, SearchFacets } from '../../../shared/schemas/products.js';
import { calibreKind, calibreName, manufacturerName } from '../../../shared/titles/vocabulary/index.js';
import type { AppDeps } from '../../deps.js';
import { FACET_KEYS, FACET_VALUE_SQL, whereSql, type FacetKey, type SearchWhere } from './search-sql.js';

const FACET_COLUMNS = 'l.calibre, l.manufacturer, l.grain, l.casing, l.bullet_type, l.condition, l.box_quantity';

/**
 * Facet counts and the exact total of a search in ONE statement (no separate count). Each count is what selecting
 * that value would return, so a facet's own selection is left out of its counts (a chosen calibre still shows
 * how many the other calibres have):
 * - the rows meeting every condition are collected once (usually few: '9mm in stock'); they give the total and
 *   the counts of every facet that is not filtered on, one pass with a row per (facet, value);
 * - each facet that IS filtered on counts, grouped by its one column, the rows meeting every other condition
 *   (for a chosen calibre: all ammunition in stock), an index-only scan of listings_live_ammo_facets_idx for
 *   ammunition, with a single plain count per row.
 */
export async function facetsAndTotal(
  deps: AppDeps,
  where: SearchWhere,
  text: string | null,
  bind: Record<string, unknown>,
): Promise<{ facets: SearchFacets; total: number }> {
  const active = FACET_KEYS.filter((key) => where.facets[key] !== undefined);
  const open = FACET_KEYS.filter((key) => where.facets[key] === undefined);
  const released = active.map(
    (key) =>
      `SELECT '${key}' AS facet, ${FACET_VALUE_SQL[key]} AS value, count(*)::int AS n FROM listings l
       WHERE ${whereSql(where, text, key)} GROUP BY 2`,
  );
  const values = open.map((key) => `('${key}', ${FACET_VALUE_SQL[key]})`).join(', ');
  const rows = await deps.db.query<{ facet: FacetKey | 'total'; value: string | null; n: number }>(
    `WITH matches AS MATERIALIZED (SELECT ${FACET_COLUMNS} FROM listings l WHERE ${whereSql(where, text)})
     SELECT 'total' AS facet, NULL AS value, count(*)::int AS n FROM matches
     ${values ? `UNION ALL SELECT f.facet, f.value, count(*)::int FROM matches l CROSS JOIN LATERAL (VALUES ${values}) AS f(facet, value) GROUP BY 1, 2` : ''}
     ${released.map((part) => `UNION ALL ${part}`).join('\n')}`,
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

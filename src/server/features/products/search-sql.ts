import { ROUNDS_RANGES, type SortOption, type StockStatus } from '../../../shared/constants.js';
import type { ProductSearchInput } from '../../../shared/schemas/products.js';
import { SqlParams } from '../../../db/sql.js';

/**
 * The price per round of listing `l` in dollars-and-cents per round, or NULL when it is not known (not
 * ammunition, no box count, free). The ONE place that says what an effective price per round is: the sorts,
 * the grouped view, its badges and the ppr indexes (migration 20261123130000) all use this expression, so a
 * guard that blanks doubtful counts plugs in here (and rebuilds those indexes).
 */
export const PPR_SQL = '(l.price_per_round_cents)'; // the guarded column (migration 20261123110000-ppr-guard), NULL when blocked

/** A listing's product group (group=product): its product, or for a listing matched to no product, minus its id. */
export const GROUP_ID = 'coalesce(l.product_id, -l.id)';

/** The number of product groups among the listings `l` meeting `where` (hashed: cheaper than count(DISTINCT)). */
export const countGroupsSql = (where: string) =>
  `SELECT count(*)::int AS n FROM (SELECT DISTINCT ${GROUP_ID} FROM listings l WHERE ${where}) groups`;

/**
 * The words of a listing, as indexed by listings_words_idx (migration 20261122050000-search-words-function): the
 * planner uses that index only for this very expression.
 */
export const LISTING_SEARCH_DOCUMENT = 'listing_words(l.title, l.sku, l.manufacturer)';

/** The columns of a listing row as the search reads it (ListingRow), from listing `l` joined to retailer `r`. */
export const LISTING_COLUMNS = `l.id, l.product_id, l.title, l.sku, l.url, l.product_type, l.box_quantity, l.calibre, l.manufacturer,
  l.accessory_category, l.price_cents, ${PPR_SQL} AS ppr, l.stock_status, l.last_seen_at,
  r.id AS retailer_id, r.name AS retailer_name, r.url AS retailer_url`;

export const ACTIVE_RETAILERS_ONLY = 'l.retailer_id <> ALL (ARRAY(SELECT id FROM retailers WHERE NOT is_active))';

const IN_STOCK: StockStatus[] = ['in_stock', 'low_stock'];

/** Listing sorts with a stable id tiebreak; unknown prices per round sort last both ways. */
export const ORDER_BY: Record<SortOption, string> = {
  'price-asc': 'l.price_cents ASC, l.id ASC',
  'price-desc': 'l.price_cents DESC, l.id DESC',
  name: 'lower(l.title) ASC, l.id ASC',
  manufacturer: 'l.manufacturer ASC NULLS LAST, l.price_cents ASC, l.id ASC',
  retailer: 'lower(r.name) ASC, r.id ASC, l.price_cents ASC, l.id ASC',
  calibre: 'l.calibre ASC NULLS LAST, l.price_cents ASC, l.id ASC',
  'ppr-asc': `${PPR_SQL} ASC NULLS LAST, l.id ASC`,
  'ppr-desc': `${PPR_SQL} DESC NULLS LAST, l.id DESC`,
};

/** Facets: filters whose counts the search reports; each one's own selection is left out of its counts. */
export const FACET_KEYS = ['calibre', 'manufacturer', 'grain', 'casing', 'bulletType', 'condition', 'rounds'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** The column (or bucket expression) a facet counts by. */
export const FACET_VALUE_SQL: Record<FacetKey, string> = {
  calibre: 'l.calibre',
  manufacturer: 'l.manufacturer',
  grain: 'l.grain::text',
  casing: 'l.casing',
  bulletType: 'l.bullet_type',
  condition: 'l.condition',
  rounds: `CASE ${ROUNDS_RANGES.map(([min, max]) => `WHEN l.box_quantity BETWEEN ${min} AND ${max} THEN '${min}-${max}'`).join(' ')} END`,
};

const LIST_FILTERS = [
  ['calibre', 'calibre', 'calibre'],
  ['manufacturer', 'manufacturer', 'manufacturer'],
  ['grain', 'grain', 'grain'],
  ['casing', 'casing', 'casing'],
  ['bulletType', 'bullet_type', 'bulletType'],
  ['condition', 'condition', 'condition'],
] as const satisfies ReadonlyArray<readonly [keyof ProductSearchInput, string, FacetKey]>;

/** Plain equalities that are not facets (input key → column). */
const EQUALITY_FILTERS = [
  ['productType', 'product_type'],
  ['retailer', 'retailer_id'],
  ['accessoryCategory', 'accessory_category'],
] as const satisfies ReadonlyArray<readonly [keyof ProductSearchInput, string]>;

/** The search input after the query was understood: its text is only what is left to match as words. */
export type EffectiveSearch = Omit<ProductSearchInput, 'sortBy'> & { sortBy: SortOption };

/** A condition of a search as SQL; its values are bound (never interpolated) as it is written into a statement. */
export type Condition = (params: SqlParams) => string;

/** A WHERE written for one statement: its SQL and the values of its $1..$n. */
export interface BoundFilter {
  sql: string;
  values: unknown[];
}

const fixed =
  (sql: string): Condition =>
  () =>
    sql;
const compare =
  (column: string, op: string, value: unknown): Condition =>
  (params) =>
    `${column} ${op} ${params.add(value)}`;

export interface SearchWhere {
  /** Conditions on listing `l` that are not facets (liveness, type, stock, price, retailer). */
  base: Condition[];
  /** The same conditions on the summary tables (as `l`), or null when one cannot be (price, category). */
  summary: Condition[] | null;
  /** Each active facet's condition. */
  facets: Partial<Record<FacetKey, Condition>>;
}

/** The WHERE of a search, split into facets and the rest (the text match is added by the caller). */
export function buildWhere(input: EffectiveSearch): SearchWhere {
  const base: Condition[] = [fixed('NOT l.is_gone'), fixed(ACTIVE_RETAILERS_ONLY)];
  // the summary holds live listings only, per retailer, type and stock status
  let summary: Condition[] | null = [fixed(ACTIVE_RETAILERS_ONLY)];
  const facets: SearchWhere['facets'] = {};
  for (const [key, column] of EQUALITY_FILTERS) {
    if (input[key] === undefined) continue;
    const condition = compare(`l.${column}`, '=', input[key]);
    base.push(condition);
    summary = SUMMARY_COLUMNS.includes(column) ? (summary?.concat(condition) ?? null) : null;
  }
  for (const [key, column, facet] of LIST_FILTERS) {
    const values = input[key];
    if (!values?.length) continue;
    // One value is a plain equality, so the (column, price per round, id) indexes keep their order.
    facets[facet] =
      values.length === 1
        ? compare(`l.${column}`, '=', values[0])
        : (params) => `l.${column} = ANY(${params.add(values)})`;
  }
  const rounds: Condition[] = [];
  for (const [key, op] of [
    ['boxQuantity', '='],
    ['roundsMin', '>='],
    ['roundsMax', '<='],
  ] as const) {
    if (input[key] !== undefined) rounds.push(compare('l.box_quantity', op, input[key]));
  }
  if (rounds.length) facets.rounds = (params) => rounds.map((condition) => condition(params)).join(' AND ');
  const stock = stockCondition(input);
  if (stock) base.push(fixed(stock));
  if (stock) summary?.push(fixed(stock));
  for (const [key, op] of [
    ['priceMin', '>='],
    ['priceMax', '<='],
  ] as const) {
    if (input[key] === undefined) continue;
    base.push(compare('l.price_cents', op, Math.round(input[key] * 100)));
    summary = null;
  }
  return { base, summary, facets };
}

/** Both flags (or neither) mean every stock status; the client sends inStock=true by default (SPEC §4). */
function stockCondition(input: EffectiveSearch): string | null {
  if (input.inStock && !input.outOfStock) return `l.stock_status IN ('${IN_STOCK.join("','")}')`;
  if (input.outOfStock && !input.inStock) return `l.stock_status = 'out_of_stock'`;
  return null;
}

/** The columns of the summary listing_facet_counts (migration 20261126100000) besides its count `n`. */
const SUMMARY_COLUMNS: readonly string[] = [
  'retailer_id',
  'product_type',
  'stock_status',
  'calibre',
  'manufacturer',
  'grain',
  'casing',
  'bullet_type',
  'condition',
  'box_quantity',
];

/**
 * Live listings counted per retailer, type, stock status and every facet column, kept exact by triggers (migration
 * 20261126100000); the calibre one holds the calibre alone, a few hundred rows.
 */
const FACET_SUMMARY = 'listing_facet_counts';
const CALIBRE_SUMMARY = 'listing_calibre_counts';

/** A search's conditions on a summary table (`from`, as `l`, whose count is `l.n`). */
export interface SummarySql {
  from: string;
  sql: string;
}

/** A search's conditions on a summary table, for a statement of its own. */
export type SummaryFilter = SummarySql & BoundFilter;

/**
 * Every condition of a search without text (optionally leaving one facet out) on a summary table that holds them and
 * the facets it is grouped `by`, the smallest that does; null when no summary can answer: a text match, a price or a
 * category.
 */
export function summaryWhereSql(
  where: SearchWhere,
  text: Condition | null,
  params: SqlParams,
  options: { without?: FacetKey; by?: FacetKey[] } = {},
): SummarySql | null {
  if (text || !where.summary) return null;
  const facets = Object.keys(where.facets).filter((key) => key !== options.without);
  const calibreOnly = [...facets, ...(options.by ?? [])].every((key) => key === 'calibre');
  return {
    from: `${calibreOnly ? CALIBRE_SUMMARY : FACET_SUMMARY} l`,
    sql: whereSql({ ...where, base: where.summary }, null, params, options.without),
  };
}

/** Every condition of a search as one SQL boolean (optionally with a text match, or leaving one facet out). */
export function whereSql(where: SearchWhere, text: Condition | null, params: SqlParams, without?: FacetKey): string {
  const facetConditions = Object.entries(where.facets)
    .filter(([key]) => key !== without)
    .map(([, condition]) => condition);
  return [...where.base, ...facetConditions, ...(text ? [text] : [])]
    .map((condition) => condition(params))
    .join(' AND ');
}

/** Every condition of a search, for a statement of its own. */
export function boundWhere(where: SearchWhere, text: Condition | null): BoundFilter {
  const params = new SqlParams();
  return { sql: whereSql(where, text, params), values: params.values };
}

/** The conditions on a summary table, for a statement of its own, or null when no summary can answer them. */
export function boundSummaryWhere(where: SearchWhere, text: Condition | null): SummaryFilter | null {
  const params = new SqlParams();
  const summary = summaryWhereSql(where, text, params);
  return summary === null ? null : { ...summary, values: params.values };
}

import type {
  ProductListResponse,
  ProductSearchInput,
  SearchFacets,
  UnderstoodQuery,
} from '../../../shared/schemas/products.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { groupedPage } from './product-groups.js';
import { understandQuery } from './query-understanding.js';
import { facetsAndTotal } from './search-facets.js';
import { toItem, type ListingRow } from './search-rows.js';
import {
  boundSummaryWhere,
  boundWhere,
  buildWhere,
  LISTING_COLUMNS,
  LISTING_SEARCH_DOCUMENT,
  ORDER_BY,
  type BoundFilter,
  type Condition,
  type EffectiveSearch,
  type SearchWhere,
  type SummaryFilter,
} from './search-sql.js';
import { buildTextQuery } from './search-text.js';

/** Totals per filter set, for COUNT_TTL_MS: a scrape changes them every few hours, paging must not recount. */
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_LIMIT = 2000;
const countCache = new Map<string, { total: number; expires: number }>();
export function clearSearchCountCache() {
  countCache.clear();
}

/** Typos are looked for (pg_trgm word similarity) only in text this long: shorter words match too much. */
const FUZZY_MIN_LENGTH = 4;

/**
 * Browse and search (SPEC §2, §5; docs/decisions/0019-public-search.md, 0130-search-understanding.md). Live listings
 * (NOT is_gone) of active retailers only. The search text is first understood (calibre, brand, weight, bullet
 * design become filters); what is left is matched as whole words, else as fragments, else as words with typos.
 * The page is chosen from the indexes (each filter/sort index carries stock_status and retailer_id), then only
 * its rows are read and joined to their retailer. The total comes from a count cached per filter set, or, when
 * facets are asked for, from the facet statement (one pass over the matches, no separate count).
 */
export async function searchProducts(deps: AppDeps, input: ProductSearchInput): Promise<ProductListResponse> {
  const understood = input.search ? understandQuery(input.search) : undefined;
  const search = effectiveSearch(input, understood);
  const where = buildWhere(search);
  const stages = search.search ? await textStages(deps, search.search) : [null];
  let result: Omit<ProductListResponse, 'sortBy' | 'understood'> = { products: [], total: 0, totalPages: 0 };
  // Whole words first: '9mm' must not find '7.62x39mm'. Only when nothing matches are fragments ('m193' in
  // 'XM193', 'ornady') and then misspellings ('hornaday') looked for.
  for (const text of stages) {
    result = await searchStage(deps, search, where, text);
    if (result.total > 0) break;
  }
  return { ...result, sortBy: search.sortBy, ...(understood ? { understood } : {}) };
}

/** The input with the understood query merged in: explicit filters win; only the leftover text is matched. */
export function effectiveSearch(input: ProductSearchInput, understood: UnderstoodQuery | undefined): EffectiveSearch {
  const pick = <T>(chosen: T[] | undefined, read: T[] | undefined) => chosen ?? (read?.length ? read : undefined);
  const merged = {
    ...input,
    search: understood ? (understood.text ?? undefined) : input.search,
    productType: input.productType ?? understood?.productType ?? undefined,
    calibre: pick(input.calibre, understood?.calibre),
    manufacturer: pick(input.manufacturer, understood?.manufacturer),
    grain: pick(input.grain, understood?.grain),
    bulletType: pick(input.bulletType, understood?.bulletType),
    casing: pick(input.casing, understood?.casing as EffectiveSearch['casing']),
    condition: pick(input.condition, understood?.condition as EffectiveSearch['condition']),
  };
  const ammunition = merged.productType === 'ammunition';
  const group = merged.group === 'auto' ? (ammunition ? 'product' : 'listing') : merged.group;
  return { ...merged, group, sortBy: input.sortBy ?? (ammunition ? 'ppr-asc' : 'price-asc') };
}

/** The text match of each stage, in order: whole words (or a SKU fragment), title fragments, typos. */
async function textStages(deps: AppDeps, text: string): Promise<Condition[]> {
  const { tsquery, likePattern } = await buildTextQuery(deps, text);
  const stages: Condition[] = [
    (params) => {
      const words: string[] = [];
      if (tsquery) words.push(`${LISTING_SEARCH_DOCUMENT} @@ to_tsquery('simple', ${params.add(tsquery)})`);
      if (likePattern) words.push(`lower(l.sku) LIKE ${params.add(likePattern)}`);
      // Nothing searchable (only punctuation): no row can match.
      return words.length ? `(${words.join(' OR ')})` : 'false';
    },
  ];
  if (likePattern)
    stages.push((params) => {
      const like = params.add(likePattern);
      return `(lower(l.title) LIKE ${like} OR lower(l.sku) LIKE ${like})`;
    });
  const plain = text.trim().toLowerCase();
  if (plain.length >= FUZZY_MIN_LENGTH) stages.push((params) => `${params.add(plain)} <% lower(l.title)`);
  return stages;
}

type StageResult = Omit<ProductListResponse, 'sortBy' | 'understood'>;

async function searchStage(
  deps: AppDeps,
  search: EffectiveSearch,
  where: SearchWhere,
  text: Condition | null,
): Promise<StageResult> {
  const filter = boundWhere(where, text);
  const limit = search.limit;
  const offset = (search.page - 1) * limit;
  const grouped = search.group === 'product';
  const facetsQuery = search.facets ? facetsAndTotal(deps, where, text, { products: grouped }) : null;
  let products: ListingRow[];
  let groups: StageResult['groups'];
  let total: number;
  let facets: SearchFacets | undefined;
  if (grouped) {
    // the facet statement counts the products too
    const countProducts = facetsQuery ? async () => (await facetsQuery).products! : undefined;
    const [page, counted] = await Promise.all([
      groupedPage(deps, filter, search.sortBy, { limit, offset, walk: text === null, countProducts }),
      facetsQuery,
    ]);
    [products, groups, total, facets] = [page.best, page.groups, page.total, counted?.facets];
  } else if (facetsQuery) {
    const [rows, counted] = await Promise.all([
      listingPage(deps, search, filter, text ? 'collect' : 'walk'),
      facetsQuery,
    ]);
    [products, total, facets] = [rows, counted.total, counted.facets];
  } else {
    [products, total] = await pageAndCount(deps, search, filter, Boolean(text), boundSummaryWhere(where, text));
  }
  return {
    products: products.map(toItem),
    total,
    totalPages: Math.ceil(total / limit),
    ...(groups ? { groups } : {}),
    ...(facets ? { facets } : {}),
  };
}

/**
 * Without facets: a text match is not left to the planner's estimate of its size (walking a sort index and
 * testing each row's words, which only the GIN index stores, would read most of the table for a rare SKU). It is
 * *collected* through the text indexes and sorted; when its total is not cached yet, the same statement counts
 * it, so a cold '9mm' reads its matches once. Filters alone walk the sort index, counted alongside (from the
 * summary tables when `summary`, its conditions, is given).
 */
async function pageAndCount(
  deps: AppDeps,
  search: EffectiveSearch,
  filter: BoundFilter,
  isText: boolean,
  summary: SummaryFilter | null,
): Promise<[ListingRow[], number]> {
  const offset = (search.page - 1) * search.limit;
  if (!isText) return Promise.all([listingPage(deps, search, filter, 'walk'), countMatches(deps, filter, summary)]);
  const known = cachedCount(filter);
  if (known !== undefined) {
    if (known === 0 || offset >= known) return [[], known];
    return [await listingPage(deps, search, filter, 'collect'), known];
  }
  const found = await listingPage(deps, search, filter, 'collect-and-count');
  // An empty page (no match, or a page past the end) carries no total: count on its own.
  const total = found[0]?.total ?? (await countMatches(deps, filter));
  rememberCount(filter, total);
  return [found, total];
}

function listingPage(
  deps: AppDeps,
  search: EffectiveSearch,
  filter: BoundFilter,
  mode: 'walk' | 'collect' | 'collect-and-count',
) {
  const order = ORDER_BY[search.sortBy];
  const page = `LIMIT ${search.limit} OFFSET ${(search.page - 1) * search.limit}`;
  const retailerJoin = search.sortBy === 'retailer' ? 'JOIN retailers r ON r.id = l.retailer_id' : '';
  return sqlRows<ListingRow & { total: number | null }>(
    deps.db,
    `WITH ${
      mode === 'walk'
        ? `page AS (SELECT l.id FROM listings l ${retailerJoin} WHERE ${filter.sql} ORDER BY ${order} ${page})`
        : `matches AS MATERIALIZED (
             SELECT l.id, l.price_cents, l.box_quantity, l.product_type, l.title, l.manufacturer, l.calibre, l.retailer_id,
               l.price_per_round_cents
             FROM listings l WHERE ${filter.sql}
           ),
           page AS (SELECT l.id FROM matches l ${retailerJoin} ORDER BY ${order} ${page})`
    }
     SELECT ${LISTING_COLUMNS}, ${mode === 'collect-and-count' ? '(SELECT count(*)::int FROM matches)' : 'NULL::int'} AS total
     FROM page JOIN listings l ON l.id = page.id JOIN retailers r ON r.id = l.retailer_id
     ORDER BY ${order}`,
    filter.values,
  );
}

const countKey = (filter: BoundFilter) => `${filter.sql}\n${JSON.stringify(filter.values)}`;

function cachedCount(filter: BoundFilter): number | undefined {
  const cached = countCache.get(countKey(filter));
  return cached && cached.expires > Date.now() ? cached.total : undefined;
}

function rememberCount(filter: BoundFilter, total: number) {
  if (countCache.size >= COUNT_CACHE_LIMIT) countCache.delete(countCache.keys().next().value as string);
  countCache.set(countKey(filter), { total, expires: Date.now() + COUNT_TTL_MS });
}

/** The number of matches: from a summary table when one can answer (`summary`), else counted. */
async function countMatches(deps: AppDeps, filter: BoundFilter, summary: SummaryFilter | null = null): Promise<number> {
  const cached = cachedCount(filter);
  if (cached !== undefined) return cached;
  const [row] = await sqlRows<{ total: number }>(
    deps.db,
    summary === null
      ? `SELECT count(*)::int AS total FROM listings l WHERE ${filter.sql}`
      : `SELECT coalesce(sum(l.n), 0)::int AS total FROM ${summary.from} WHERE ${summary.sql}`,
    (summary ?? filter).values,
  );
  const total = row?.total ?? 0;
  rememberCount(filter, total);
  return total;
}

import { QueryTypes } from 'sequelize';
import { offerPricePerRound } from '../../../shared/format.js';
import type { ProductListItem, ProductListResponse, ProductSearchInput } from '../../../shared/schemas/products.js';
import type { SortOption, StockStatus } from '../../../shared/constants.js';
import type { AppDeps } from '../../deps.js';
import { productCategory } from './product-category.js';
import { buildTextQuery } from './search-text.js';

/** Filters that are a plain equality on one listing column (input key → column). */
const EQUALITY_FILTERS = [
  ['productType', 'product_type'],
  ['calibre', 'calibre'],
  ['manufacturer', 'manufacturer'],
  ['retailer', 'retailer_id'],
  ['boxQuantity', 'box_quantity'],
  ['accessoryCategory', 'accessory_category'],
] as const satisfies ReadonlyArray<readonly [keyof ProductSearchInput, string]>;

/**
 * Browse and search (SPEC §2, §5; docs/decisions/0019-public-search.md). Live listings (NOT is_gone) of active
 * retailers only. Two statements run side by side on the pool instead of count(*) OVER (), which would
 * materialise every match before the LIMIT:
 * - the page: the ids of the page are chosen from the listings indexes alone (each filter/sort index carries
 *   stock_status and retailer_id, so the usual filters are index-only and a deep page skips index entries,
 *   not table rows), then only those 20 rows are read and joined to their retailer;
 * - the count, cached for a short while per filter set: paging through one search costs one count.
 * Inactive retailers are few (usually none), so they are excluded by id list rather than by a join.
 */
const ORDER_BY: Record<SortOption, string> = {
  'price-asc': 'l.price_cents ASC, l.id ASC',
  'price-desc': 'l.price_cents DESC, l.id DESC',
  name: 'lower(l.title) ASC, l.id ASC',
  manufacturer: 'l.manufacturer ASC NULLS LAST, l.price_cents ASC, l.id ASC',
  retailer: 'lower(r.name) ASC, r.id ASC, l.price_cents ASC, l.id ASC',
  calibre: 'l.calibre ASC NULLS LAST, l.price_cents ASC, l.id ASC',
};

/**
 * The words of a listing, as indexed by listings_words_idx (migration 20261122050000-search-words-function): the
 * planner uses that index only for this very expression.
 */
export const LISTING_SEARCH_DOCUMENT = 'listing_words(l.title, l.sku, l.manufacturer)';

const ACTIVE_RETAILERS_ONLY = 'l.retailer_id <> ALL (ARRAY(SELECT id FROM retailers WHERE NOT is_active))';

/** Totals per filter set, for COUNT_TTL_MS: a scrape changes them every few hours, paging must not recount. */
const COUNT_TTL_MS = 30_000;
const COUNT_CACHE_LIMIT = 2000;
const countCache = new Map<string, { total: number; expires: number }>();
export function clearSearchCountCache() {
  countCache.clear();
}

const IN_STOCK: StockStatus[] = ['in_stock', 'low_stock'];

interface Row {
  id: number;
  product_id: number | null;
  title: string;
  sku: string | null;
  url: string | null;
  product_type: ProductListItem['productType'];
  box_quantity: number | null;
  calibre: string | null;
  manufacturer: string | null;
  accessory_category: string | null;
  price_cents: number;
  stock_status: string;
  retailer_id: number;
  retailer_name: string;
  retailer_url: string;
  last_seen_at: Date;
}

export async function searchProducts(
  deps: AppDeps,
  input: ProductSearchInput,
): Promise<ProductListResponse> {
  const where: string[] = ['NOT l.is_gone', ACTIVE_RETAILERS_ONLY];
  const bind: Record<string, unknown> = {};

  let textMatch: string | null = null;
  let fragmentFallback: string | null = null;
  if (input.search) {
    const text = await buildTextQuery(deps, input.search);
    const alternatives: string[] = [];
    if (text.tsquery) {
      bind.tsquery = text.tsquery;
      alternatives.push(`${LISTING_SEARCH_DOCUMENT} @@ to_tsquery('simple', $tsquery)`);
    }
    if (text.likePattern) {
      bind.like = text.likePattern;
      alternatives.push(`lower(l.sku) LIKE $like`);
      fragmentFallback = `(lower(l.title) LIKE $like OR lower(l.sku) LIKE $like)`;
    }
    // Nothing searchable (only punctuation): no row can match.
    textMatch = alternatives.length ? `(${alternatives.join(' OR ')})` : 'false';
  }
  for (const [key, column] of EQUALITY_FILTERS) {
    if (input[key] === undefined) continue;
    bind[key] = input[key];
    where.push(`l.${column} = $${key}`);
  }
  // Both flags (or neither) mean every stock status; the client sends inStock=true by default (SPEC §4).
  if (input.inStock && !input.outOfStock) where.push(`l.stock_status IN ('${IN_STOCK.join("','")}')`);
  if (input.outOfStock && !input.inStock) where.push(`l.stock_status = 'out_of_stock'`);
  if (input.priceMin !== undefined) {
    bind.priceMin = Math.round(input.priceMin * 100);
    where.push('l.price_cents >= $priceMin');
  }
  if (input.priceMax !== undefined) {
    bind.priceMax = Math.round(input.priceMax * 100);
    where.push('l.price_cents <= $priceMax');
  }

  const withText = (condition: string | null) => (condition ? [...where, condition] : where).join(' AND ');
  let filter = withText(textMatch);
  const limit = input.limit;
  const offset = (input.page - 1) * limit;
  const order = ORDER_BY[input.sortBy];
  const needsRetailer = input.sortBy === 'retailer';
  const retailerJoin = needsRetailer ? 'JOIN retailers r ON r.id = l.retailer_id' : '';
  // A text match is not left to the planner's estimate of its size: walking a sort index and testing every row's
  // words would read most of the table for a rare SKU (and recompute the words of each row, which only the GIN
  // index stores). A text search is *collected* through the text indexes and sorted; when its total is not cached
  // yet, the same statement also counts the matches, so a cold '9mm' reads its matches once.
  const pageQuery = (currentFilter: string, mode: 'walk' | 'collect' | 'collect-and-count') =>
    deps.db.query<Row & { total: number | null }>(
      `WITH ${
        mode === 'walk'
          ? `page AS (SELECT l.id FROM listings l ${retailerJoin} WHERE ${currentFilter} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})`
          : `matches AS MATERIALIZED (
               SELECT l.id, l.price_cents, l.title, l.manufacturer, l.calibre, l.retailer_id FROM listings l WHERE ${currentFilter}
             ),
             page AS (SELECT l.id FROM matches l ${retailerJoin} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})`
      }
       SELECT l.id, l.product_id, l.title, l.sku, l.url, l.product_type, l.box_quantity, l.calibre, l.manufacturer,
              l.accessory_category, l.price_cents, l.stock_status, l.last_seen_at,
              r.id AS retailer_id, r.name AS retailer_name, r.url AS retailer_url,
              ${mode === 'collect-and-count' ? '(SELECT count(*)::int FROM matches)' : 'NULL::int'} AS total
       FROM page JOIN listings l ON l.id = page.id JOIN retailers r ON r.id = l.retailer_id
       ORDER BY ${order}`,
      { bind, type: QueryTypes.SELECT },
    );

  const textSearch = async (currentFilter: string): Promise<[Row[], number]> => {
    const known = cachedCount(currentFilter, bind);
    if (known !== undefined) {
      if (known === 0 || offset >= known) return [[], known];
      return [await pageQuery(currentFilter, 'collect'), known];
    }
    const found = await pageQuery(currentFilter, 'collect-and-count');
    // An empty page (no match, or a page past the end) carries no total: count on its own.
    const total = found[0]?.total ?? (await countMatches(deps, currentFilter, bind));
    rememberCount(currentFilter, bind, total);
    return [found, total];
  };

  let rows: Row[];
  let total: number;
  if (input.search) {
    [rows, total] = await textSearch(filter);
    // Whole words (and word prefixes) first: '9mm' must not find '7.62x39mm'. Only when no word matches is the
    // text looked for inside titles too ('m193' in 'XM193', 'ornady'), through the trigram index.
    if (total === 0 && fragmentFallback) {
      filter = withText(fragmentFallback);
      [rows, total] = await textSearch(filter);
    }
  } else {
    [rows, total] = await Promise.all([pageQuery(filter, 'walk'), countMatches(deps, filter, bind)]);
  }
  return { products: rows.map(toItem), total, totalPages: Math.ceil(total / limit) };
}

const countKey = (filter: string, bind: Record<string, unknown>) => `${filter}\n${JSON.stringify(bind)}`;

function cachedCount(filter: string, bind: Record<string, unknown>): number | undefined {
  const cached = countCache.get(countKey(filter, bind));
  return cached && cached.expires > Date.now() ? cached.total : undefined;
}

function rememberCount(filter: string, bind: Record<string, unknown>, total: number) {
  if (countCache.size >= COUNT_CACHE_LIMIT) countCache.delete(countCache.keys().next().value as string);
  countCache.set(countKey(filter, bind), { total, expires: Date.now() + COUNT_TTL_MS });
}

async function countMatches(deps: AppDeps, filter: string, bind: Record<string, unknown>): Promise<number> {
  const cached = cachedCount(filter, bind);
  if (cached !== undefined) return cached;
  const [row] = await deps.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM listings l WHERE ${filter}`, {
    bind,
    type: QueryTypes.SELECT,
  });
  const total = row?.total ?? 0;
  rememberCount(filter, bind, total);
  return total;
}

function toItem(row: Row): ProductListItem {
  return {
    id: row.id,
    productId: row.product_id,
    name: row.title,
    sku: row.sku,
    productUrl: safeHttpUrl(row.url),
    productType: row.product_type,
    boxQuantity: row.box_quantity,
    calibre: row.calibre,
    manufacturer: row.manufacturer,
    category: productCategory(row.product_type, row.calibre, row.accessory_category),
    currentPrice: (row.price_cents / 100).toFixed(2),
    pricePerRound: offerPricePerRound(row.price_cents, row.product_type, row.box_quantity),
    stockStatus: (['in_stock', 'low_stock', 'out_of_stock'].includes(row.stock_status) ? row.stock_status : 'unknown') as ProductListItem['stockStatus'],
    retailer: { id: row.retailer_id, name: row.retailer_name, url: safeHttpUrl(row.retailer_url) ?? '' },
    lastSeenAt: row.last_seen_at,
  };
}

/** Scraped URLs are untrusted: only http(s) ever reaches a link. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

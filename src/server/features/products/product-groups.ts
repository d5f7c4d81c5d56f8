import { pricePerRound } from '../../../shared/format.js';
import type { SortOption } from '../../../shared/constants.js';
import type { PriceBadge, ProductGroup, ProductOffer } from '../../../shared/schemas/products.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { walkCandidates, type WalkedCandidates } from './product-groups-walk.js';
import { countGroupsSql, GROUP_ID, LISTING_COLUMNS, PPR_SQL, type BoundFilter } from './search-sql.js';
import { stockStatusOf, type ListingRow } from './search-rows.js';

/** Product sorts: by the best offer's price per round or price; text sorts by the product's first title. */
const GROUP_ORDER: Record<SortOption, string> = {
  'ppr-asc': 'best_ppr ASC NULLS LAST, best_price ASC, gid ASC',
  'ppr-desc': 'best_ppr DESC NULLS LAST, best_price DESC, gid DESC',
  'price-asc': 'best_price ASC, gid ASC',
  'price-desc': 'best_price DESC, gid DESC',
  name: 'name_key ASC, gid ASC',
  manufacturer: 'manufacturer ASC NULLS LAST, best_price ASC, gid ASC',
  calibre: 'calibre ASC NULLS LAST, best_price ASC, gid ASC',
  retailer: 'best_price ASC, gid ASC',
};

const GROUP_SORT_COLUMNS: Partial<Record<SortOption, Array<[column: string, sql: string]>>> = {
  name: [['name_key', 'lower(l.title)']],
  manufacturer: [['manufacturer', 'l.manufacturer']],
  calibre: [['calibre', 'l.calibre']],
};

/** Within 5 % of the 90-day low earns the 'near-low-90' badge. */
const NEAR_LOW_FACTOR = 1.05;

interface GroupRow {
  gid: number;
  total: number;
}

type GroupedPage = { groups: ProductGroup[]; best: ListingRow[]; total: number };

/**
 * One row per canonical product among the matching listings (group=product): a page of products ordered by
 * their best offer, the total number of products, then every matching offer of the page's products (the best
 * offer of each is also the page's listing row). A ppr-asc page without a text match is found by walking the
 * matches in price-per-round order (product-groups-walk.ts), the products counted while its offers are read; otherwise,
 * or when the walk cannot tell the page, by grouping every match.
 */
export async function groupedPage(
  deps: AppDeps,
  filter: BoundFilter,
  sortBy: SortOption,
  page: { limit: number; offset: number; walk: boolean; countProducts?: () => Promise<number> },
): Promise<GroupedPage> {
  if (sortBy === 'ppr-asc' && page.walk) {
    const walked = await walkCandidates(deps, filter, page);
    // a walk that met every match has counted the products; else they are counted while the page is read
    const count = () => walked?.total ?? page.countProducts?.() ?? countGroups(deps, filter);
    if (walked) return walkedPage(deps, filter, page, walked, count());
  }
  return aggregatedPage(deps, filter, sortBy, page);
}

/** The walked candidates' offers give each its best price, which breaks ties in price per round. */
async function walkedPage(
  deps: AppDeps,
  filter: BoundFilter,
  page: { limit: number; offset: number },
  { candidates, skipped }: WalkedCandidates,
  total: number | Promise<number>,
): Promise<GroupedPage> {
  const ids = candidates.map((c) => c.gid);
  const [details, count] = await Promise.all([pageDetails(deps, filter, ids), total]);
  const bestPrice = (gid: number) => Math.min(...(details.offers.get(gid) ?? []).map((o) => o.price_cents));
  const ordered = candidates
    .map((c) => ({ ...c, price: bestPrice(c.gid) }))
    .sort((a, b) => a.rank - b.rank || a.price - b.price || a.gid - b.gid)
    .slice(page.offset - skipped, page.offset - skipped + page.limit);
  const gids = ordered.map((c) => c.gid);
  return { ...toPage(gids, details), total: count };
}

/** Every match grouped by product, ordered, and one page of the groups taken. */
async function aggregatedPage(
  deps: AppDeps,
  filter: BoundFilter,
  sortBy: SortOption,
  page: { limit: number; offset: number },
): Promise<GroupedPage> {
  // Only the columns the sort needs: for price (per round) sorts the matches are then an index-only scan.
  const extra = GROUP_SORT_COLUMNS[sortBy] ?? [];
  const rows = await sqlRows<GroupRow>(
    deps.db,
    `WITH matches AS MATERIALIZED (
       SELECT ${GROUP_ID} AS gid, ${PPR_SQL} AS ppr, l.price_cents${extra.map(([column, sql]) => `, ${sql} AS ${column}`).join('')}
       FROM listings l WHERE ${filter.sql}
     ),
     groups AS (
       SELECT gid, min(ppr) AS best_ppr, min(price_cents) AS best_price${extra.map(([column]) => `, min(${column}) AS ${column}`).join('')}
       FROM matches GROUP BY gid
     )
     SELECT gid, (SELECT count(*)::int FROM groups) AS total FROM groups
     ORDER BY ${GROUP_ORDER[sortBy]} LIMIT ${page.limit} OFFSET ${page.offset}`,
    filter.values,
  );
  const total = rows[0]?.total ?? (await countGroups(deps, filter));
  const gids = rows.map((r) => r.gid);
  return { ...toPage(gids, await pageDetails(deps, filter, gids)), total };
}

type PageDetails = Awaited<ReturnType<typeof pageDetails>>;

/** The matching offers (with their product) and the lows of each of some product groups. */
async function pageDetails(deps: AppDeps, filter: BoundFilter, gids: number[]) {
  if (!gids.length) return { offers: new Map<number, OfferRow[]>(), lows: new Map<number, Lows>() };
  const productIds = gids.filter((g) => g > 0);
  const [offers, lows] = await Promise.all([offersOf(deps, filter, gids), lowsOf(deps, productIds)]);
  return { offers, lows };
}

function toPage(gids: number[], { offers, lows }: PageDetails): Omit<GroupedPage, 'total'> {
  const groups = gids.map((gid) => toGroup(gid, offers.get(gid) ?? [], lows.get(gid)));
  const best = gids.flatMap((gid) => offers.get(gid)?.[0] ?? []);
  return { groups, best };
}

async function countGroups(deps: AppDeps, filter: BoundFilter) {
  const [row] = await sqlRows<{ n: number }>(deps.db, countGroupsSql(filter.sql), filter.values);
  return row?.n ?? 0;
}

/** An offer of a product: the listing as the search reads it, with its product group and that product's columns. */
type OfferRow = ListingRow & {
  gid: number;
  product_name: string | null;
  product_calibre: string | null;
  product_manufacturer: string | null;
  product_box_quantity: number | null;
};

/** The matching offers of the page's products, cheapest per round first. */
async function offersOf(deps: AppDeps, filter: BoundFilter, gids: number[]) {
  const productIds = gids.filter((g) => g > 0);
  const listingIds = gids.filter((g) => g < 0).map((g) => -g);
  // the filter's values are $1..$n; the page's groups follow them
  const n = filter.values.length;
  // The offers first, then their retailers: the planner underestimates how many offers match (the product and
  // filter columns are correlated) and would test every retailer against every offer.
  const rows = await sqlRows<OfferRow>(
    deps.db,
    `WITH offers AS MATERIALIZED (
       SELECT l.* FROM listings l
       WHERE (l.product_id = ANY($${n + 1}::int[]) OR l.id = ANY($${n + 2}::int[])) AND ${filter.sql}
     )
     SELECT ${GROUP_ID} AS gid, ${LISTING_COLUMNS}, p.name AS product_name, p.calibre AS product_calibre,
       p.manufacturer AS product_manufacturer, p.box_quantity AS product_box_quantity
     FROM offers l JOIN retailers r ON r.id = l.retailer_id LEFT JOIN products p ON p.id = l.product_id
     ORDER BY ${PPR_SQL} ASC NULLS LAST, l.price_cents ASC, l.id ASC`,
    [...filter.values, productIds, listingIds],
  );
  const byGroup = new Map<number, OfferRow[]>();
  for (const row of rows) {
    const offers = byGroup.get(row.gid);
    if (offers) offers.push(row);
    else byGroup.set(row.gid, [row]);
  }
  return byGroup;
}

interface Lows {
  low30: number | null;
  low90: number | null;
}

/**
 * A product's lowest price per round over the last 30 and 90 days, across its live offers. Observations are
 * written on change, so a window's prices are those observed in it plus the one in effect when it began.
 * Only products with history older than 30 days get lows: a product first seen last week has no meaningful low.
 */
async function lowsOf(deps: AppDeps, productIds: number[]): Promise<Map<number, Lows>> {
  if (!productIds.length) return new Map();
  // Per live offer, from the (listing, time, price) index alone: the lowest price observed in each window and the
  // price in effect when the window began (the last one before it). Prices per round follow from the box count.
  const rows = await sqlRows<{ product_id: number; low30: string | null; low90: string | null }>(
    deps.db,
    `SELECT l.product_id,
            min(least(in30.low, before30.price_cents)::numeric / l.box_quantity) AS low30,
            min(least(in90.low, before90.price_cents)::numeric / l.box_quantity) AS low90
     FROM listings l
     CROSS JOIN LATERAL (SELECT min(po.price_cents) AS low FROM price_observations po
                         WHERE po.listing_id = l.id AND po.observed_at >= now() - interval '30 days') in30
     CROSS JOIN LATERAL (SELECT min(po.price_cents) AS low FROM price_observations po
                         WHERE po.listing_id = l.id AND po.observed_at >= now() - interval '90 days') in90
     LEFT JOIN LATERAL (SELECT po.price_cents FROM price_observations po
                        WHERE po.listing_id = l.id AND po.observed_at < now() - interval '30 days'
                        ORDER BY po.observed_at DESC LIMIT 1) before30 ON true
     LEFT JOIN LATERAL (SELECT po.price_cents FROM price_observations po
                        WHERE po.listing_id = l.id AND po.observed_at < now() - interval '90 days'
                        ORDER BY po.observed_at DESC LIMIT 1) before90 ON true
     WHERE l.product_id = ANY($1::int[]) AND NOT l.is_gone AND l.product_type = 'ammunition' AND l.box_quantity > 0 AND l.ppr_guard IS NULL
     GROUP BY l.product_id
     HAVING bool_or(before30.price_cents IS NOT NULL)`,
    [productIds],
  );
  const num = (v: string | null) => (v === null ? null : Number(v));
  return new Map(rows.map((r) => [r.product_id, { low30: num(r.low30), low90: num(r.low90) }]));
}

/** 'low-30' when today's lowest is the 30-day low, 'near-low-90' when within 5 % of the 90-day low. */
export function priceBadge(today: number | null, lows: Lows | undefined): PriceBadge | null {
  if (today === null || !lows) return null;
  if (lows.low30 !== null && today <= lows.low30) return 'low-30';
  if (lows.low90 !== null && today <= lows.low90 * NEAR_LOW_FACTOR) return 'near-low-90';
  return null;
}

function toOffer(row: OfferRow): ProductOffer {
  return {
    listingId: row.id,
    retailer: { id: row.retailer_id, name: row.retailer_name },
    currentPrice: (row.price_cents / 100).toFixed(2),
    pricePerRound: row.ppr === null || !row.box_quantity ? null : pricePerRound(row.price_cents, row.box_quantity),
    boxQuantity: row.box_quantity,
    stockStatus: stockStatusOf(row.stock_status),
    lastSeenAt: row.last_seen_at,
  };
}

function toGroup(gid: number, offers: OfferRow[], lows: Lows | undefined): ProductGroup {
  const best = offers[0];
  const inStock = offers.filter(
    (o) => o.ppr !== null && (o.stock_status === 'in_stock' || o.stock_status === 'low_stock'),
  );
  const today = inStock.length ? Math.min(...inStock.map((o) => Number(o.ppr))) : null;
  return {
    productId: gid > 0 ? gid : null,
    name: best?.product_name ?? best?.title ?? '',
    calibre: best?.product_calibre ?? best?.calibre ?? null,
    manufacturer: best?.product_manufacturer ?? best?.manufacturer ?? null,
    boxQuantity: best?.product_box_quantity ?? best?.box_quantity ?? null,
    lowestPrice: best ? (Math.min(...offers.map((o) => o.price_cents)) / 100).toFixed(2) : '0.00',
    lowestPricePerRound: best ? toOffer(best).pricePerRound : null,
    badge: priceBadge(today, lows),
    offers: offers.map(toOffer),
  };
}

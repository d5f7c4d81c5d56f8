import { sqlRows } from '../db/sql.js';
import type { GroundTruthEntry, Sandbox } from '../sandbox/index.js';
import type { AppDeps } from '../server/deps.js';

/**
 * Finds, on the demo, a sandbox day and a store where exactly one watched thing changes the way an alert test
 * needs (a price falling under a target, a listing back in stock), by comparing what the database holds now (the
 * last scrape) with the sandbox's ground truth of that day. Nothing is guessed: a scenario is only returned when
 * the next scrape of that store can fire exactly one alert for it.
 */
export interface DbListing {
  id: number;
  retailerId: number;
  retailerName: string;
  productId: number;
  productName: string;
  title: string;
  sku: string | null;
  url: string;
  priceCents: number;
  stockStatus: string;
  boxQuantity: number | null;
  calibre: string | null;
  guarded: boolean;
}

export interface Scenario {
  day: number;
  listing: DbListing;
  /** The price per round target in cents (one decimal: what the dialog's 3-decimal dollars can say). */
  targetCents: number;
}

const inStock = (s: string) => s === 'in_stock' || s === 'low_stock';
const urlKey = (u: string) => {
  const url = new URL(u);
  return `${url.pathname.replace(/\/+$/, '')}${url.search}`;
};

async function storeListings(deps: AppDeps, retailerName: string): Promise<DbListing[]> {
  return sqlRows<DbListing>(
    deps.db,
    `SELECT l.id, l.retailer_id AS "retailerId", r.name AS "retailerName", l.product_id AS "productId",
       p.name AS "productName", l.title, l.sku, l.url, l.price_cents AS "priceCents",
       l.stock_status AS "stockStatus", l.box_quantity AS "boxQuantity", l.calibre,
       l.price_per_round_cents IS NOT NULL AS guarded
     FROM listings l JOIN retailers r ON r.id = l.retailer_id JOIN products p ON p.id = l.product_id
     WHERE r.name = $1 AND NOT l.is_gone AND l.product_id IS NOT NULL`,
    [retailerName],
  );
}

/** Each listing of the store with its state on the sandbox's current day (listings the store no longer shows: none). */
function withTruth(listings: DbListing[], truth: GroundTruthEntry[]) {
  const bySku = new Map(truth.filter((t) => t.sku).map((t) => [t.sku!, t]));
  const byUrl = new Map(truth.map((t) => [urlKey(t.url), t]));
  return listings.flatMap((l) => {
    const t = (l.sku ? bySku.get(l.sku) : undefined) ?? byUrl.get(urlKey(l.url));
    return t ? [{ l, t }] : [];
  });
}

type Pair = ReturnType<typeof withTruth>[number];
const ppr = (cents: number, l: DbListing) => cents / l.boxQuantity!;

/** Would the listing's change cross the price-per-round target (the alert job's rule)? */
function crosses({ l, t }: Pair, target: number) {
  if (!l.guarded || !l.boxQuantity || !inStock(t.stockStatus)) return false;
  if (t.priceCents === l.priceCents && t.stockStatus === l.stockStatus) return false; // no observation
  return ppr(t.priceCents, l) <= target && (ppr(l.priceCents, l) > target || !inStock(l.stockStatus));
}

function backInStock({ l, t }: Pair) {
  return l.stockStatus === 'out_of_stock' && inStock(t.stockStatus);
}

interface Search {
  sandbox: Sandbox;
  deps: AppDeps;
  /** Stores another test already moved on (their database state is no longer day 0's). */
  skipStores: Set<string>;
}

/** Tries each day and store in turn; `pick` chooses within one store's listings and their state that day. */
async function findScenario(s: Search, pick: (pairs: Pair[]) => Scenario | null): Promise<Scenario> {
  for (let day = s.sandbox.day + 1; day <= s.sandbox.day + 6; day++) {
    s.sandbox.setDay(day);
    for (const store of s.sandbox.storefronts) {
      if (s.skipStores.has(store.name) || store.fault) continue;
      const pairs = withTruth(await storeListings(s.deps, store.name), s.sandbox.groundTruth(store.key));
      const found = pick(pairs);
      if (found) return { ...found, day };
    }
  }
  throw new Error('no sandbox day moves a listing the way this test needs');
}

/** A price falling under a target: the target is the new price per round, rounded up to a tenth of a cent. */
export function priceDropScenario(s: Search, sameGroup: (a: DbListing, b: DbListing) => boolean) {
  return findScenario(s, (pairs) => {
    for (const pair of pairs) {
      const { l, t } = pair;
      if (!l.guarded || !l.boxQuantity || !inStock(t.stockStatus) || t.priceCents >= l.priceCents) continue;
      const targetCents = Math.ceil(ppr(t.priceCents, l) * 10) / 10;
      if (targetCents >= ppr(l.priceCents, l)) continue;
      const firing = pairs.filter((p) => sameGroup(p.l, l) && crosses(p, targetCents));
      if (firing.length === 1 && firing[0]!.l.id === l.id) return { day: 0, listing: l, targetCents };
    }
    return null;
  });
}

/** A product whose only out-of-stock listing at a store comes back (and no other listing of it there does). */
export function backInStockScenario(s: Search) {
  return findScenario(s, (pairs) => {
    for (const pair of pairs) {
      if (!backInStock(pair)) continue;
      const same = pairs.filter((p) => p.l.productId === pair.l.productId && backInStock(p));
      if (same.length === 1) return { day: 0, listing: pair.l, targetCents: 0 };
    }
    return null;
  });
}

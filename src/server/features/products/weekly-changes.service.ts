import { WEEKLY_CHANGES_LIMIT } from '../../../shared/constants.js';
import type { WeeklyPriceChange } from '../../../shared/schemas/products.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { safeHttpUrl } from './search-rows.js';

/** Moves under 1 % are noise (rounding, a cent here and there), not news. */
export const MIN_CHANGE_PERCENT = 1;

interface Row {
  id: number;
  sku: string | null;
  product_id: number | null;
  title: string;
  url: string | null;
  retailer_name: string;
  calibre: string | null;
  old_cents: number;
  new_cents: number;
}

/**
 * The 'weekly' card (SPEC §2 says its numbers come from the last 24 hours; we keep that honest reading, see
 * docs/decisions/0017-public-history-and-changes.md): for every live listing of an active retailer with a price
 * observation in the last 24 hours, the price 24 hours ago (last observation before the window) against its
 * current price (the listing's price is its latest observation: observations are written on change); the largest absolute percentage moves first, at most 3.
 */
export async function getWeeklyChanges(deps: AppDeps, options: { fresh?: boolean } = {}): Promise<WeeklyPriceChange[]> {
  if (options.fresh) return computeWeeklyChanges(deps);
  let entry = cache.get(deps);
  if (!entry) {
    entry = { changes: null, expires: 0, refreshing: null };
    cache.set(deps, entry);
  }
  if (entry.expires <= Date.now() && !entry.refreshing) {
    const current = entry;
    const refresh = computeWeeklyChanges(deps)
      .then((changes) => {
        current.changes = changes;
        current.expires = Date.now() + CACHE_TTL_MS;
        return changes;
      })
      .finally(() => {
        current.refreshing = null;
      });
    // A failed background refresh keeps the previous card; the first request still sees the error.
    refresh.catch((error: unknown) =>
      deps.log.warn(`weekly changes: ${error instanceof Error ? error.message : String(error)}`),
    );
    current.refreshing = refresh;
  }
  // Stale while revalidating: only the very first request waits for the computation.
  return entry.changes ?? (await entry.refreshing!);
}

/**
 * The same card for every visitor, and it only changes when a scrape writes observations (every few hours per
 * retailer): recomputed at most once a minute per process, in the background once there is a first answer.
 */
const CACHE_TTL_MS = 60_000;
const cache = new WeakMap<
  AppDeps,
  { changes: WeeklyPriceChange[] | null; expires: number; refreshing: Promise<WeeklyPriceChange[]> | null }
>();

async function computeWeeklyChanges(deps: AppDeps): Promise<WeeklyPriceChange[]> {
  const rows = await sqlRows<Row>(
    deps.db,
    `WITH recent AS (
       SELECT DISTINCT listing_id FROM price_observations WHERE observed_at >= now() - interval '24 hours'
     ),
     moves AS (
       SELECT l.id, l.sku, l.product_id, l.title, l.url, l.calibre, r.name AS retailer_name,
              (SELECT po.price_cents FROM price_observations po
                WHERE po.listing_id = l.id AND po.observed_at < now() - interval '24 hours'
                ORDER BY po.observed_at DESC LIMIT 1) AS old_cents,
              l.price_cents AS new_cents
       FROM recent JOIN listings l ON l.id = recent.listing_id JOIN retailers r ON r.id = l.retailer_id
       WHERE NOT l.is_gone AND r.is_active
         -- ammunition whose price per round the guard blocks (or has not judged yet) is left out (decision 0110)
         AND (l.product_type IS DISTINCT FROM 'ammunition' OR l.ppr_guard IS NULL)
     )
     SELECT id, sku, product_id, title, url, retailer_name, calibre, old_cents, new_cents
     FROM moves
     WHERE old_cents > 0 AND abs(new_cents - old_cents) * 100.0 / old_cents >= $1
     ORDER BY abs(new_cents - old_cents)::numeric / old_cents DESC, id
     LIMIT $2`,
    [MIN_CHANGE_PERCENT, WEEKLY_CHANGES_LIMIT],
  );
  return rows.map((row) => {
    const change = row.new_cents - row.old_cents;
    return {
      listingId: row.id,
      sku: row.sku,
      productId: row.product_id,
      productName: row.title,
      productUrl: safeHttpUrl(row.url),
      retailerName: row.retailer_name,
      calibre: row.calibre,
      oldPrice: (row.old_cents / 100).toFixed(2),
      newPrice: (row.new_cents / 100).toFixed(2),
      absoluteChange: (change / 100).toFixed(2),
      percentChange: ((change * 100) / row.old_cents).toFixed(1),
    };
  });
}

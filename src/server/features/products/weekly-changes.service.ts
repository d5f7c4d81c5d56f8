import { QueryTypes } from 'sequelize';
import { WEEKLY_CHANGES_LIMIT } from '../../../shared/constants.js';
import type { WeeklyPriceChange } from '../../../shared/schemas/products.js';
import type { AppDeps } from '../../deps.js';
import { safeHttpUrl } from './product-search.service.js';

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
 * docs/decisions/public-history-and-changes.md): for every live listing of an active retailer with a price
 * observation in the last 24 hours, the price 24 hours ago (last observation before the window) against its
 * current price (the listing's price is its latest observation: observations are written on change); the largest absolute percentage moves first, at most 3.
 */
export async function getWeeklyChanges(deps: AppDeps, options: { fresh?: boolean } = {}): Promise<WeeklyPriceChange[]> {
  const cached = cache.get(deps);
  if (!options.fresh && cached && cached.expires > Date.now()) return cached.changes;
  const changes = await computeWeeklyChanges(deps);
  cache.set(deps, { changes, expires: Date.now() + CACHE_TTL_MS });
  return changes;
}

/**
 * The same card for every visitor, and it only changes when a scrape writes observations (every few hours per
 * retailer): computed at most once a minute per process.
 */
const CACHE_TTL_MS = 60_000;
const cache = new WeakMap<AppDeps, { changes: WeeklyPriceChange[]; expires: number }>();

async function computeWeeklyChanges(deps: AppDeps): Promise<WeeklyPriceChange[]> {
  const rows = await deps.db.query<Row>(
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
     )
     SELECT id, sku, product_id, title, url, retailer_name, calibre, old_cents, new_cents
     FROM moves
     WHERE old_cents > 0 AND abs(new_cents - old_cents) * 100.0 / old_cents >= $minPercent
     ORDER BY abs(new_cents - old_cents)::numeric / old_cents DESC, id
     LIMIT $limit`,
    { bind: { minPercent: MIN_CHANGE_PERCENT, limit: WEEKLY_CHANGES_LIMIT }, type: QueryTypes.SELECT },
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

import type { BestOffer, SparkPoint, Watch, WatchlistEntry } from '../../../shared/schemas/alerts.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { HISTORY_TIME_ZONE } from '../products/price-history.service.js';
import { WATCH_COLUMNS } from './watches.service.js';

const SPARKLINE_DAYS = 30;

/**
 * The Watchlist: each watch with its product's best live offer now (in stock first, then the lowest guarded price
 * per round, then the lowest price) and a 30-day sparkline of the lowest price and price per round per day.
 */
export async function listWatches(deps: AppDeps, userId: number): Promise<WatchlistEntry[]> {
  const watches = await sqlRows<Watch>(
    deps.db,
    `SELECT ${WATCH_COLUMNS} FROM watches w JOIN products p ON p.id = w.product_id
     WHERE w.user_id = $1 ORDER BY w.created_at DESC, w.id DESC`,
    [userId],
  );
  const productIds = watches.map((w) => w.productId);
  const [best, spark] = await Promise.all([bestOffers(deps, productIds), sparklines(deps, productIds)]);
  return watches.map((w) => ({ ...w, best: best.get(w.productId) ?? null, sparkline: spark.get(w.productId) ?? [] }));
}

async function bestOffers(deps: AppDeps, productIds: number[]): Promise<Map<number, BestOffer>> {
  const rows = await sqlRows<BestOffer & { productId: number }>(
    deps.db,
    `SELECT DISTINCT ON (l.product_id) l.product_id AS "productId", l.id AS "listingId", r.name AS "retailerName",
       l.price_cents AS "priceCents", round(l.price_per_round_cents, 2)::float8 AS "pricePerRoundCents",
       l.stock_status IN ('in_stock', 'low_stock') AS "inStock"
     FROM listings l JOIN retailers r ON r.id = l.retailer_id AND r.is_active
     WHERE l.product_id = ANY($1::int[]) AND NOT l.is_gone
     ORDER BY l.product_id, l.stock_status IN ('in_stock', 'low_stock') DESC, l.price_per_round_cents ASC NULLS LAST,
       l.price_cents ASC, l.id`,
    [productIds],
  );
  return new Map(rows.map(({ productId, ...offer }) => [productId, offer]));
}

/**
 * Per day (America/Toronto), the lowest price any live offer had (the price in effect when the day starts, carried
 * forward, and every change during it); per round only for offers whose count the guard trusts today.
 */
async function sparklines(deps: AppDeps, productIds: number[]): Promise<Map<number, SparkPoint[]>> {
  const rows = await sqlRows<SparkPoint & { productId: number }>(
    deps.db,
    `WITH days AS (
       SELECT d::date AS day, (d::date::timestamp AT TIME ZONE $2) AS day_start,
              ((d::date + 1)::timestamp AT TIME ZONE $2) AS day_end
       FROM generate_series((now() AT TIME ZONE $2)::date - ($3::int - 1), (now() AT TIME ZONE $2)::date,
                            interval '1 day') AS d
     ),
     offers AS (
       SELECT l.id, l.product_id,
         CASE WHEN l.price_per_round_cents IS NOT NULL THEN l.box_quantity END AS rounds
       FROM listings l JOIN retailers r ON r.id = l.retailer_id AND r.is_active
       WHERE l.product_id = ANY($1::int[]) AND NOT l.is_gone
     )
     SELECT o.product_id AS "productId", to_char(d.day, 'YYYY-MM-DD') AS day,
       min(p.low)::int AS "minPriceCents", round(min(p.low::numeric / o.rounds), 2)::float8 AS "minPricePerRoundCents"
     FROM days d CROSS JOIN offers o
     CROSS JOIN LATERAL (
       SELECT min(x.price_cents) AS low FROM (
         (SELECT po.price_cents FROM price_observations po
          WHERE po.listing_id = o.id AND po.observed_at < d.day_start ORDER BY po.observed_at DESC LIMIT 1)
         UNION ALL
         (SELECT po.price_cents FROM price_observations po
          WHERE po.listing_id = o.id AND po.observed_at >= d.day_start AND po.observed_at < d.day_end)
       ) x
     ) p
     WHERE p.low IS NOT NULL
     GROUP BY o.product_id, d.day ORDER BY o.product_id, d.day`,
    [productIds, HISTORY_TIME_ZONE, SPARKLINE_DAYS],
  );
  const byProduct = new Map<number, SparkPoint[]>();
  for (const { productId, ...point } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(point);
    byProduct.set(productId, list);
  }
  return byProduct;
}

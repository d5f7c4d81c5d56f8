import { QueryTypes } from 'sequelize';
import { pricePerRound } from '../../../shared/format.js';
import type { CalibreLow, LandingStats } from '../../../shared/schemas/site.js';
import type { AppDeps } from '../../deps.js';
import { ttlCache } from './ttl-cache.js';

const CALIBRE_COUNT = 5;
/** A scrape changes these numbers every few hours at most; the landing page must not cost a query per visit. */
const TTL_MS = 10 * 60_000;

const LIVE_AMMO = `NOT l.is_gone AND l.product_type = 'ammunition' AND l.calibre IS NOT NULL AND l.box_quantity > 0
  AND l.price_cents > 0 AND l.stock_status IN ('in_stock', 'low_stock') AND r.is_active`;

interface LowRow {
  calibre: string;
  listings: number;
  listing_id: number;
  title: string;
  price_cents: number;
  box_quantity: number;
  retailer_name: string;
}

/**
 * The five calibres with the most in-stock ammunition listings (no search log exists, so "most offered" stands in
 * for "most searched") and, for each, today's lowest price per round.
 */
async function loadLandingStats(deps: AppDeps): Promise<LandingStats> {
  const rows = await deps.db.query<LowRow>(
    `WITH top AS (
       SELECT l.calibre, count(*)::int AS listings FROM listings l JOIN retailers r ON r.id = l.retailer_id
       WHERE ${LIVE_AMMO} GROUP BY l.calibre ORDER BY listings DESC, l.calibre LIMIT ${CALIBRE_COUNT}
     )
     SELECT DISTINCT ON (top.calibre) top.calibre, top.listings, l.id AS listing_id, l.title, l.price_cents,
            l.box_quantity, r.name AS retailer_name
     FROM top JOIN listings l ON l.calibre = top.calibre JOIN retailers r ON r.id = l.retailer_id
     WHERE ${LIVE_AMMO} AND l.ppr_guard IS NULL -- a blocked price per round is no minimum (decision 0110)
     ORDER BY top.calibre, l.price_cents::numeric / l.box_quantity, l.id`,
    { type: QueryTypes.SELECT },
  );
  const [counts] = await deps.db.query<{ retailers: number; listings: number }>(
    `SELECT (SELECT count(*)::int FROM retailers WHERE is_active) AS retailers,
            (SELECT count(*)::int FROM listings l JOIN retailers r ON r.id = l.retailer_id WHERE NOT l.is_gone AND r.is_active) AS listings`,
    { type: QueryTypes.SELECT },
  );
  const calibres: CalibreLow[] = rows
    .map((r) => ({
      calibre: r.calibre,
      listings: r.listings,
      pricePerRound: pricePerRound(r.price_cents, r.box_quantity),
      priceCents: r.price_cents,
      boxQuantity: r.box_quantity,
      title: r.title,
      retailerName: r.retailer_name,
      listingId: r.listing_id,
    }))
    .sort((a, b) => b.listings - a.listings || a.calibre.localeCompare(b.calibre));
  return {
    calibres,
    activeRetailers: counts!.retailers,
    liveListings: counts!.listings,
    generatedAt: new Date().toISOString(),
  };
}

const cache = ttlCache<AppDeps, LandingStats>(TTL_MS, loadLandingStats);

export const getLandingStats = (deps: AppDeps) => cache.get(deps);
export const clearLandingStatsCache = () => cache.clear();

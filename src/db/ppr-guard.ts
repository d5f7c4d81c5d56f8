import type { Transaction } from 'sequelize';
import {
  blendBand,
  CALIBRE_PRIOR_KEYS,
  LIVE_MIN_SAMPLE,
  ROUNDS_CONFIDENT,
  type PprBand,
} from '../shared/titles/price-per-round.js';
import type { Db } from './sequelize.js';
import { sqlRows } from './sql.js';

/**
 * The price-per-round guard in the database (docs/decisions/0110-price-per-round-guard.md): market bands per band key
 * from live listings, and listings.ppr_guard, from which listings.price_per_round_cents (NULL when blocked) follows.
 */

/** A listing stored before counts carried a confidence is trusted (and still band-checked) until reclassified. */
const LEGACY_ROUNDS_CONFIDENCE = 0.75;
const ROUNDS_CONFIDENCE_SQL = `COALESCE((l.auto_classification -> 'confidence' ->> 'boxQuantity')::real, ${LEGACY_ROUNDS_CONFIDENCE})`;
/** An admin-confirmed count is certain. */
const CONFIDENT_COUNT_SQL = `(l.overrides ? 'boxQuantity' OR ${ROUNDS_CONFIDENCE_SQL} >= $1)`;

interface LiveRow {
  band_key: string;
  n: number;
  p10: string;
  p50: string;
  p90: string;
}

/**
 * Recomputes every band from live ammunition listings with a confident count (robust percentiles p10/p50/p90 of
 * cents per round), blended with the seeded prior where a key has few listings. Keys are written in one sorted
 * statement, so two concurrent refreshes never deadlock.
 */
export async function refreshPprBands(db: Db, t?: Transaction): Promise<number> {
  const live = await sqlRows<LiveRow>(
    db,
    `SELECT ppr_band_key(l.calibre, l.bullet_type, l.title) AS band_key, count(*)::int AS n,
       percentile_cont(0.1) WITHIN GROUP (ORDER BY l.price_cents::numeric / l.box_quantity) AS p10,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY l.price_cents::numeric / l.box_quantity) AS p50,
       percentile_cont(0.9) WITHIN GROUP (ORDER BY l.price_cents::numeric / l.box_quantity) AS p90
     FROM listings l
     WHERE NOT l.is_gone AND l.product_type = 'ammunition' AND l.box_quantity > 0 AND l.price_cents > 0
       AND ${CONFIDENT_COUNT_SQL}
     GROUP BY 1 HAVING ppr_band_key(l.calibre, l.bullet_type, l.title) IS NOT NULL`,
    [ROUNDS_CONFIDENT],
    t,
  );
  const byKey = new Map(
    live.map((r) => [r.band_key, { n: r.n, p10: Number(r.p10), p50: Number(r.p50), p90: Number(r.p90) }]),
  );
  const bands: Array<PprBand & { band_key: string; n: number; source: string }> = [];
  for (const key of [...new Set([...byKey.keys(), ...CALIBRE_PRIOR_KEYS])].sort()) {
    const data = byKey.get(key) ?? null;
    const band = blendBand(key, data);
    if (band)
      bands.push({
        ...band,
        band_key: key,
        n: data?.n ?? 0,
        source: !data ? 'prior' : data.n >= LIVE_MIN_SAMPLE ? 'live' : 'blend',
      });
  }
  await sqlRows(
    db,
    `WITH input AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(band_key text, p10 numeric, p50 numeric, p90 numeric,
       low numeric, high numeric, n int, source text)),
     up AS (
       INSERT INTO ppr_bands AS b (band_key, p10, p50, p90, low, high, sample_size, source, updated_at)
       SELECT band_key, p10, p50, p90, low, high, n, source, now() FROM input ORDER BY band_key
       ON CONFLICT (band_key) DO UPDATE SET p10 = EXCLUDED.p10, p50 = EXCLUDED.p50, p90 = EXCLUDED.p90, low = EXCLUDED.low,
         high = EXCLUDED.high, sample_size = EXCLUDED.sample_size, source = EXCLUDED.source, updated_at = EXCLUDED.updated_at
       RETURNING 1
     )
     SELECT count(*) FROM up`,
    [JSON.stringify(bands)],
    t,
  );
  return bands.length;
}

/**
 * Before judging a retailer's listings: a band key that has no band yet (a calibre never seen, or a fresh database)
 * gets one now, from the prior and whatever this transaction already holds, so nothing is judged without a band.
 */
export async function ensurePprBands(db: Db, retailerId: number, t?: Transaction): Promise<void> {
  const missing = await sqlRows<{ one: number }>(
    db,
    `SELECT 1 AS one FROM listings l
     WHERE l.retailer_id = $1 AND l.product_type = 'ammunition' AND ppr_band_key(l.calibre, l.bullet_type, l.title) IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM ppr_bands b WHERE b.band_key = ppr_band_key(l.calibre, l.bullet_type, l.title))
     LIMIT 1`,
    [retailerId],
    t,
  );
  if (missing.length) await refreshPprBands(db, t);
}

export type GuardScope = { retailerId: number } | { listingIds: number[] } | 'all';

/**
 * Sets listings.ppr_guard for the scope from the effective columns and the stored bands. Writes only rows whose
 * verdict changed. An admin-confirmed count (override) is shown whatever the band says: a person has checked it.
 */
export async function applyPprGuard(db: Db, scope: GuardScope, t?: Transaction): Promise<number> {
  const where = scope === 'all' ? 'TRUE' : 'retailerId' in scope ? 'l.retailer_id = $2' : 'l.id = ANY($2::int[])';
  const bind: unknown[] = [ROUNDS_CONFIDENT];
  if (scope !== 'all') bind.push('retailerId' in scope ? scope.retailerId : scope.listingIds);
  const [row] = await sqlRows<{ n: number }>(
    db,
    `WITH verdict AS (
       SELECT l.id, CASE
         WHEN l.product_type IS DISTINCT FROM 'ammunition' OR l.price_cents <= 0 THEN NULL
         WHEN l.box_quantity IS NULL OR l.box_quantity <= 0 THEN 'count-unknown'
         WHEN l.overrides ? 'boxQuantity' THEN NULL
         WHEN NOT ${CONFIDENT_COUNT_SQL} THEN 'count-unsure'
         WHEN l.price_cents::numeric / l.box_quantity < b.low THEN 'below-band'
         WHEN l.price_cents::numeric / l.box_quantity > b.high THEN 'above-band'
         ELSE NULL END AS reason
       FROM listings l LEFT JOIN ppr_bands b ON b.band_key = ppr_band_key(l.calibre, l.bullet_type, l.title)
       WHERE ${where}
     ),
     up AS (
       UPDATE listings l SET ppr_guard = v.reason FROM verdict v
       WHERE v.id = l.id AND l.ppr_guard IS DISTINCT FROM v.reason
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM up`,
    bind,
    t,
  );
  return row?.n ?? 0;
}

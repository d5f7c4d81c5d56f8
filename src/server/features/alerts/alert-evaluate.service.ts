import type { EvaluateAlertsPayload } from '../../../pipeline/index.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';

/**
 * The run's changes: each observation the run wrote, with the listing's observation before it. A price per round
 * exists only where the listing's guard shows one now (listings.price_per_round_cents, never a blocked count);
 * it is the observed price over the box count. 'In stock' is in_stock or low_stock.
 */
const RUN_CHANGES = `
  changes AS MATERIALIZED (
    SELECT po.id AS observation_id, l.id AS listing_id, l.product_id, po.price_cents AS new_price,
      po.stock_status AS new_stock, po.stock_status IN ('in_stock', 'low_stock') AS in_stock,
      prev.price_cents AS old_price, prev.stock_status AS old_stock,
      CASE WHEN l.price_per_round_cents IS NOT NULL THEN po.price_cents::numeric / l.box_quantity END AS new_ppr,
      CASE WHEN l.price_per_round_cents IS NOT NULL THEN prev.price_cents::numeric / l.box_quantity END AS old_ppr,
      CASE WHEN l.price_per_round_cents IS NOT NULL AND prev.stock_status IN ('in_stock', 'low_stock')
        THEN prev.price_cents::numeric / l.box_quantity ELSE 'Infinity' END AS ppr_ceiling,
      l.product_type, l.calibre, l.manufacturer, l.grain, l.casing, l.bullet_type, l.condition, l.accessory_category,
      l.retailer_id, l.box_quantity, listing_words(l.title, l.sku, l.manufacturer) AS words
    FROM price_observations po
    JOIN listings l ON l.id = po.listing_id
    LEFT JOIN LATERAL (
      SELECT p.price_cents, p.stock_status FROM price_observations p
      WHERE p.listing_id = po.listing_id AND p.observed_at < po.observed_at
      ORDER BY p.observed_at DESC LIMIT 1
    ) prev ON true
    WHERE po.observed_at = $2::timestamptz AND l.retailer_id = $1 AND NOT l.is_gone
  )`;

/**
 * Which rule of a watch fired: each fires once per change, when the change crosses it (a price that stays under a
 * target does not fire again at every cent). Price rules need the offer in stock.
 */
const WATCH_REASONS = `array_remove(ARRAY[
    CASE WHEN w.any_drop AND c.in_stock AND c.new_price < c.old_price THEN 'any-drop' END,
    CASE WHEN w.target_ppr_cents IS NOT NULL AND c.in_stock AND c.new_ppr <= w.target_ppr_cents
      AND (c.old_ppr IS NULL OR c.old_ppr > w.target_ppr_cents OR c.old_stock NOT IN ('in_stock', 'low_stock'))
      THEN 'target-ppr' END,
    CASE WHEN w.target_price_cents IS NOT NULL AND c.in_stock AND c.new_price <= w.target_price_cents
      AND (c.old_price IS NULL OR c.old_price > w.target_price_cents OR c.old_stock NOT IN ('in_stock', 'low_stock'))
      THEN 'target-price' END,
    CASE WHEN w.drop_percent IS NOT NULL AND c.in_stock
      AND c.new_price * 100 <= c.old_price * (100 - w.drop_percent) THEN 'drop-percent' END,
    CASE WHEN w.back_in_stock AND c.in_stock AND c.old_stock = 'out_of_stock' THEN 'back-in-stock' END
  ], NULL)`;

/**
 * A saved search's criteria (saved-search-criteria.ts, as typed columns generated from the jsonb: migration
 * 20261124160100) against the listing of change `c` as observed. NULL: no filter.
 */
const CRITERIA_MATCH = `
  (s.c_product_type IS NULL OR c.product_type = s.c_product_type)
  AND (s.c_calibres IS NULL OR c.calibre = ANY(s.c_calibres))
  AND (s.c_manufacturers IS NULL OR c.manufacturer = ANY(s.c_manufacturers))
  AND (s.c_grains IS NULL OR c.grain = ANY(s.c_grains))
  AND (s.c_casings IS NULL OR c.casing = ANY(s.c_casings))
  AND (s.c_bullet_types IS NULL OR c.bullet_type = ANY(s.c_bullet_types))
  AND (s.c_conditions IS NULL OR c.condition = ANY(s.c_conditions))
  AND (s.c_accessory IS NULL OR c.accessory_category = s.c_accessory)
  AND (s.c_retailer IS NULL OR c.retailer_id = s.c_retailer)
  AND (s.c_box IS NULL OR c.box_quantity = s.c_box)
  AND (s.c_rounds_min IS NULL OR c.box_quantity >= s.c_rounds_min)
  AND (s.c_rounds_max IS NULL OR c.box_quantity <= s.c_rounds_max)
  AND (s.c_price_min IS NULL OR c.new_price >= s.c_price_min)
  AND (s.c_price_max IS NULL OR c.new_price <= s.c_price_max)
  AND (s.c_stock IS NULL OR (s.c_stock = 'in' AND c.in_stock) OR (s.c_stock = 'out' AND c.new_stock = 'out_of_stock'))
  AND (s.c_tsquery IS NULL OR c.words @@ s.c_tsquery)`;

/** New listings (first sighting), something under the target per round (crossing it), back in stock. */
const SEARCH_REASONS = `array_remove(ARRAY[
    CASE WHEN s.new_listings AND c.old_price IS NULL THEN 'new-listing' END,
    CASE WHEN s.target_ppr_cents IS NOT NULL AND c.in_stock AND c.new_ppr <= s.target_ppr_cents
      AND (c.old_ppr IS NULL OR c.old_ppr > s.target_ppr_cents OR c.old_stock NOT IN ('in_stock', 'low_stock'))
      THEN 'target-ppr' END,
    CASE WHEN s.back_in_stock AND c.in_stock AND c.old_stock = 'out_of_stock' THEN 'back-in-stock' END
  ], NULL)`;

/**
 * The (change, saved search) candidates, found per rule so that each uses a cheap path instead of testing every
 * saved search against every change: only new or returning listings for two rules, and for a price per round
 * crossing a target, a range scan of the target index (migration 20261125200000) between the new price per round
 * and the old one (`ppr_ceiling`: infinite when the listing was new or out of stock). Each candidate is then
 * judged in full (criteria and reasons) on the same row; a pair two rules find is one insert (ON CONFLICT).
 */
const SEARCH_CANDIDATES: Array<[join: string, where: string]> = [
  ['s.new_listings', 'c.old_price IS NULL'],
  ['s.back_in_stock', `c.in_stock AND c.old_stock = 'out_of_stock'`],
  ['s.target_ppr_cents >= c.new_ppr AND s.target_ppr_cents < c.ppr_ceiling', 'c.in_stock AND c.new_ppr IS NOT NULL'],
];

const EVENT_COLUMNS = `user_id, kind, watch_id, saved_search_id, listing_id, observation_id, reasons, old_price_cents,
  new_price_cents, old_ppr_cents, new_ppr_cents, new_stock`;

const EVENT_VALUES = `c.listing_id, c.observation_id, r.reasons, c.old_price, c.new_price, round(c.old_ppr, 2),
  round(c.new_ppr, 2), c.new_stock`;

const SEARCH_FIRED = SEARCH_CANDIDATES.map(
  ([join, where]) => `
    SELECT s.user_id, 'search', NULL::int, s.id, ${EVENT_VALUES}
    FROM changes c JOIN saved_searches s ON ${join}
    CROSS JOIN LATERAL (SELECT ${SEARCH_REASONS} AS reasons) r
    WHERE ${where} AND cardinality(r.reasons) > 0 AND s.created_at <= $3::timestamptz AND ${CRITERIA_MATCH}`,
).join(' UNION ALL ');

/**
 * Finds, in one set-based statement (the run's changes read once), the watches and saved searches the run's
 * observations fired, and writes them to the ledger. ON CONFLICT DO NOTHING on (watch, observation) / (saved
 * search, observation): a retry or a second worker evaluating the same run adds nothing, so nothing is sent twice.
 * Returns the rows added.
 */
export async function evaluateRun(
  deps: AppDeps,
  run: EvaluateAlertsPayload,
): Promise<{ watchAlerts: number; searchAlerts: number }> {
  // $3: nothing older than the watch or saved search fires (a job queued before it was created judges it too)
  const [fired] = await sqlRows<{ watchAlerts: number; searchAlerts: number }>(
    deps.db,
    `WITH ${RUN_CHANGES},
     watch_fired AS (
       INSERT INTO alert_events (${EVENT_COLUMNS})
       SELECT w.user_id, 'watch', w.id, NULL, ${EVENT_VALUES}
       FROM changes c JOIN watches w ON w.product_id = c.product_id AND w.created_at <= $3::timestamptz
       CROSS JOIN LATERAL (SELECT ${WATCH_REASONS} AS reasons) r
       WHERE cardinality(r.reasons) > 0
       ON CONFLICT (watch_id, observation_id) WHERE kind = 'watch' DO NOTHING
       RETURNING 1
     ),
     search_fired AS (
       INSERT INTO alert_events (${EVENT_COLUMNS}) ${SEARCH_FIRED}
       ON CONFLICT (saved_search_id, observation_id) WHERE kind = 'search' DO NOTHING
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM watch_fired)::int AS "watchAlerts",
       (SELECT count(*) FROM search_fired)::int AS "searchAlerts"`,
    [run.retailerId, run.observedAt, run.ingestedAt ?? run.observedAt],
  );
  return fired!;
}

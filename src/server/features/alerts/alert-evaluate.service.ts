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
      CASE WHEN l.price_per_round_cents IS NOT NULL THEN prev.price_cents::numeric / l.box_quantity END AS old_ppr
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

/** A saved search's criteria (saved-search-criteria.ts) against listing `l` as observed in change `c`. */
const CRITERIA_MATCH = `
  (NOT s.criteria ? 'productType' OR l.product_type = s.criteria->>'productType')
  AND (NOT s.criteria ? 'calibre' OR s.criteria->'calibre' ? l.calibre)
  AND (NOT s.criteria ? 'manufacturer' OR s.criteria->'manufacturer' ? l.manufacturer)
  AND (NOT s.criteria ? 'grain' OR s.criteria->'grain' @> to_jsonb(l.grain))
  AND (NOT s.criteria ? 'casing' OR s.criteria->'casing' ? l.casing)
  AND (NOT s.criteria ? 'bulletType' OR s.criteria->'bulletType' ? l.bullet_type)
  AND (NOT s.criteria ? 'condition' OR s.criteria->'condition' ? l.condition)
  AND (NOT s.criteria ? 'accessoryCategory' OR l.accessory_category = s.criteria->>'accessoryCategory')
  AND (NOT s.criteria ? 'retailer' OR l.retailer_id = (s.criteria->>'retailer')::int)
  AND (NOT s.criteria ? 'boxQuantity' OR l.box_quantity = (s.criteria->>'boxQuantity')::int)
  AND (NOT s.criteria ? 'roundsMin' OR l.box_quantity >= (s.criteria->>'roundsMin')::int)
  AND (NOT s.criteria ? 'roundsMax' OR l.box_quantity <= (s.criteria->>'roundsMax')::int)
  AND (NOT s.criteria ? 'priceMinCents' OR c.new_price >= (s.criteria->>'priceMinCents')::int)
  AND (NOT s.criteria ? 'priceMaxCents' OR c.new_price <= (s.criteria->>'priceMaxCents')::int)
  AND (COALESCE((s.criteria->>'inStock')::boolean, false) = COALESCE((s.criteria->>'outOfStock')::boolean, false)
       OR ((s.criteria->>'inStock')::boolean AND c.in_stock)
       OR ((s.criteria->>'outOfStock')::boolean AND c.new_stock = 'out_of_stock'))
  AND (NOT s.criteria ? 'tsquery'
       OR listing_words(l.title, l.sku, l.manufacturer) @@ to_tsquery('simple', s.criteria->>'tsquery'))`;

/** New listings (first sighting), something under the target per round (crossing it), back in stock. */
const SEARCH_REASONS = `array_remove(ARRAY[
    CASE WHEN s.new_listings AND c.old_price IS NULL THEN 'new-listing' END,
    CASE WHEN s.target_ppr_cents IS NOT NULL AND c.in_stock AND c.new_ppr <= s.target_ppr_cents
      AND (c.old_ppr IS NULL OR c.old_ppr > s.target_ppr_cents OR c.old_stock NOT IN ('in_stock', 'low_stock'))
      THEN 'target-ppr' END,
    CASE WHEN s.back_in_stock AND c.in_stock AND c.old_stock = 'out_of_stock' THEN 'back-in-stock' END
  ], NULL)`;

/**
 * A saved search is only worth matching against a change that could fire one of its rules: these cheap,
 * indexable tests pick the candidate pairs before the criteria (jsonb) are read.
 */
const SEARCH_CANDIDATE = `(
    (s.new_listings AND c.old_price IS NULL)
    OR (s.back_in_stock AND c.in_stock AND c.old_stock = 'out_of_stock')
    OR (s.target_ppr_cents IS NOT NULL AND c.in_stock AND c.new_ppr <= s.target_ppr_cents
        AND (c.old_ppr IS NULL OR c.old_ppr > s.target_ppr_cents OR c.old_stock NOT IN ('in_stock', 'low_stock'))))`;

const EVENT_COLUMNS = `user_id, kind, watch_id, saved_search_id, listing_id, observation_id, reasons, old_price_cents,
  new_price_cents, old_ppr_cents, new_ppr_cents, new_stock`;

/**
 * Finds, in two set-based statements, the watches and saved searches the run's observations fired, and writes
 * them to the ledger. ON CONFLICT DO NOTHING on (watch, observation) / (saved search, observation): a retry or a
 * second worker evaluating the same run adds nothing, so nothing is sent twice. Returns the rows added.
 */
export async function evaluateRun(
  deps: AppDeps,
  run: EvaluateAlertsPayload,
): Promise<{ watchAlerts: number; searchAlerts: number }> {
  const bind = [run.retailerId, run.observedAt];
  const [watchAlerts] = await sqlRows<{ n: number }>(
    deps.db,
    `WITH ${RUN_CHANGES},
     fired AS (
       INSERT INTO alert_events (${EVENT_COLUMNS})
       SELECT w.user_id, 'watch', w.id, NULL, c.listing_id, c.observation_id, r.reasons, c.old_price, c.new_price,
         round(c.old_ppr, 2), round(c.new_ppr, 2), c.new_stock
       FROM changes c JOIN watches w ON w.product_id = c.product_id
       CROSS JOIN LATERAL (SELECT ${WATCH_REASONS} AS reasons) r
       WHERE cardinality(r.reasons) > 0
       ON CONFLICT (watch_id, observation_id) WHERE kind = 'watch' DO NOTHING
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM fired`,
    bind,
  );
  const [searchAlerts] = await sqlRows<{ n: number }>(
    deps.db,
    `WITH ${RUN_CHANGES},
     fired AS (
       INSERT INTO alert_events (${EVENT_COLUMNS})
       SELECT s.user_id, 'search', NULL, s.id, c.listing_id, c.observation_id, r.reasons, c.old_price, c.new_price,
         round(c.old_ppr, 2), round(c.new_ppr, 2), c.new_stock
       FROM changes c JOIN saved_searches s ON ${SEARCH_CANDIDATE}
       JOIN listings l ON l.id = c.listing_id
       CROSS JOIN LATERAL (SELECT ${SEARCH_REASONS} AS reasons) r
       WHERE cardinality(r.reasons) > 0 AND ${CRITERIA_MATCH}
       ON CONFLICT (saved_search_id, observation_id) WHERE kind = 'search' DO NOTHING
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM fired`,
    bind,
  );
  return { watchAlerts: watchAlerts?.n ?? 0, searchAlerts: searchAlerts?.n ?? 0 };
}

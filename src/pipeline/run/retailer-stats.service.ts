import type { Transaction } from 'sequelize';
import type { PipelineDeps } from '../deps.js';
import { sqlRows } from '../../db/sql.js';

/** successRate is the percent of completed runs among this many most recent finished runs (SPEC §3). */
export const SUCCESS_RATE_WINDOW = 20;

/** Outcomes the pipeline decides on; the message stays for people. */
export type RunOutcome = 'rejected_shrink';

export interface FinishRunInput {
  retailerId: number;
  scrapeLogId?: number | null;
  status: 'completed' | 'failed';
  /** A typed reason for a failed run the code acts on later (the anomaly guard reads 'rejected_shrink'). */
  outcome?: RunOutcome;
  message: string;
  now: Date;
  productsUpdated?: number;
  offersFound?: number;
  pagesFetched?: number;
}

/**
 * Closes a run: the scrape log (status, message, counts, finished_at) and the retailer's stats (SPEC §3/§4):
 * errorCount (consecutive failures, reset on success), lastScrapeAt (every finished run), lastSuccessAt,
 * successRate (last 20 finished runs) and inStockProductCount (visible in_stock + low_stock listings).
 */
export async function finishRunInTransaction(deps: PipelineDeps, t: Transaction | undefined, input: FinishRunInput) {
  const nowIso = input.now.toISOString();
  if (input.scrapeLogId) {
    await sqlRows(
      deps.db,
      `UPDATE scrape_logs SET status = $2, message = $3, finished_at = $4::timestamptz, outcome = $8,
         products_updated = COALESCE($5::int, products_updated),
         offers_found = COALESCE($6::int, offers_found),
         pages_fetched = GREATEST(pages_fetched, COALESCE($7::int, 0))
       WHERE id = $1`,
      [input.scrapeLogId, input.status, input.message, nowIso, input.productsUpdated ?? null, input.offersFound ?? null, input.pagesFetched ?? null, input.outcome ?? null],
      t,
    );
  }
  await refreshRetailerStats(deps, t, input.retailerId, { outcome: input.status, at: input.now });
}

/**
 * Recomputes the derived stats of a retailer. With an outcome, also moves errorCount and the last-scrape times.
 */
export async function refreshRetailerStats(
  deps: PipelineDeps,
  t: Transaction | undefined,
  retailerId: number,
  run?: { outcome: 'completed' | 'failed'; at: Date; failures?: number },
) {
  await sqlRows(
    deps.db,
    `UPDATE retailers r SET
       error_count = CASE WHEN $2::text IS NULL THEN r.error_count
                          WHEN $2 = 'completed' THEN 0 ELSE r.error_count + $5::int END,
       last_scrape_at = CASE WHEN $2::text IS NULL THEN r.last_scrape_at ELSE GREATEST(r.last_scrape_at, $3::timestamptz) END,
       last_success_at = CASE WHEN $2 = 'completed' THEN GREATEST(r.last_success_at, $3::timestamptz) ELSE r.last_success_at END,
       success_rate = (
         SELECT round(100.0 * count(*) FILTER (WHERE status = 'completed') / count(*), 2)
         FROM (SELECT status FROM scrape_logs WHERE retailer_id = r.id AND status IN ('completed', 'failed')
               ORDER BY started_at DESC, id DESC LIMIT $4) s
         HAVING count(*) > 0),
       in_stock_product_count = (
         SELECT count(*) FROM listings
         WHERE retailer_id = r.id AND NOT is_gone AND stock_status IN ('in_stock', 'low_stock')),
       updated_at = now()
     WHERE r.id = $1`,
    [retailerId, run?.outcome ?? null, (run?.at ?? new Date()).toISOString(), SUCCESS_RATE_WINDOW, run?.failures ?? 1],
    t,
  );
}

/**
 * A run that is still 'started' when the next run of its retailer begins was cut short (worker killed, job
 * expired): the queue never runs one retailer twice at once, so it is closed as failed.
 */
export async function closeStaleRuns(deps: PipelineDeps, retailerId: number, now = new Date()): Promise<number> {
  return deps.db.transaction(async (t) => {
    const closed = await sqlRows<{ id: number }>(
      deps.db,
      `UPDATE scrape_logs SET status = 'failed', message = 'Worker stopped during the run', finished_at = $2::timestamptz
       WHERE retailer_id = $1 AND status = 'started' RETURNING id`,
      [retailerId, now.toISOString()],
      t,
    );
    if (closed.length) await refreshRetailerStats(deps, t, retailerId, { outcome: 'failed', at: now, failures: closed.length });
    return closed.length;
  });
}

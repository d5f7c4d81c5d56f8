import { QUEUE, type ScrapeRetailerPayload } from '../jobs/queues.js';
import type { PipelineDeps } from '../deps.js';
import { SCHEDULED_PRIORITY } from './manual-run.service.js';
import { scrapeJobsInFlight, sweepStaleRuns } from './sweep-runs.service.js';
import { sqlRows } from '../../db/sql.js';
import { onTransaction } from '../../db/boss-transaction.js';

export interface DueRetailer {
  id: number;
  name: string;
  /** The due time being queued: last scrape + interval ('-infinity' when never scraped). */
  due_at: string;
}

/**
 * Active retailers whose interval has passed since their last scrape (never scraped: due now), oldest first,
 * leaving out those with a run under way (a 'started' log or a queued/active job: `busyRetailerIds`) and those
 * whose current due time was already queued.
 */
export async function findDueRetailers(
  deps: PipelineDeps,
  now: Date,
  busyRetailerIds: number[] = [],
): Promise<DueRetailer[]> {
  return sqlRows<DueRetailer>(
    deps.db,
    `SELECT id, name, due_at::text FROM (
       SELECT r.id, r.name, r.last_scrape_at, r.queued_due_at,
         COALESCE(r.last_scrape_at + make_interval(hours => r.scrape_interval_hours), '-infinity'::timestamptz) AS due_at
       FROM retailers r
       WHERE r.is_active AND NOT EXISTS (SELECT 1 FROM scrape_logs s WHERE s.retailer_id = r.id AND s.status = 'started')
     ) d
     WHERE d.due_at <= $1::timestamptz AND d.queued_due_at IS DISTINCT FROM d.due_at AND NOT (d.id = ANY($2::int[]))
     ORDER BY d.last_scrape_at ASC NULLS FIRST, d.id`,
    [now.toISOString(), busyRetailerIds],
  );
}

/**
 * Claims the retailer's due time (a conditional UPDATE: of two schedulers, one wins) and queues its run in the
 * same transaction. Returns false when another pass claimed it first or a job of the retailer is already queued.
 */
async function queueDueRun(deps: PipelineDeps, retailer: DueRetailer): Promise<boolean> {
  return deps.db.transaction(async (t) => {
    const claimed = await sqlRows<{ id: number }>(
      deps.db,
      `UPDATE retailers SET queued_due_at = $2::timestamptz
       WHERE id = $1 AND queued_due_at IS DISTINCT FROM $2::timestamptz RETURNING id`,
      [retailer.id, retailer.due_at],
      t,
    );
    if (!claimed.length) return false;
    const payload: ScrapeRetailerPayload = { retailerId: retailer.id, trigger: 'schedule' };
    const id = await deps.boss.send(QUEUE.scrapeRetailer, payload, {
      singletonKey: String(retailer.id),
      priority: SCHEDULED_PRIORITY,
      db: onTransaction(deps, t),
    });
    return id !== null;
  });
}

/**
 * The 5-minute scheduler pass: first the sweeper closes runs whose job is dead (so their retailer is due again),
 * then every due retailer is queued once for its due time (singletonKey = retailer id keeps runs apart).
 */
export async function scheduleDueScrapes(
  deps: PipelineDeps,
  now = new Date(),
): Promise<{ enqueued: number[]; swept: number[] }> {
  const { closed } = await sweepStaleRuns(deps, now);
  const enqueued: number[] = [];
  const busy = (await scrapeJobsInFlight(deps)).map((j) => j.retailerId);
  for (const retailer of await findDueRetailers(deps, now, busy)) {
    if (await queueDueRun(deps, retailer)) enqueued.push(retailer.id);
  }
  if (enqueued.length) deps.log.info(`scheduler: queued ${enqueued.length} scrape${enqueued.length === 1 ? '' : 's'}`);
  return { enqueued, swept: closed };
}

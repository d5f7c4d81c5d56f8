import { QUEUE, type ScrapeRetailerPayload } from '../jobs/queues.js';
import type { PipelineDeps } from '../deps.js';
import { SCHEDULED_PRIORITY } from './manual-run.service.js';
import { sqlRows } from '../../db/sql.js';

export interface DueRetailer {
  id: number;
  name: string;
}

/**
 * Active retailers whose interval has passed since their last scrape (never scraped: due now), oldest first,
 * leaving out those with a run under way (a 'started' log) or already queued (`queuedRetailerIds`).
 */
export async function findDueRetailers(deps: PipelineDeps, now: Date, queuedRetailerIds: number[] = []): Promise<DueRetailer[]> {
  return sqlRows<DueRetailer>(
    deps.db,
    `SELECT r.id, r.name FROM retailers r
     WHERE r.is_active
       AND (r.last_scrape_at IS NULL OR r.last_scrape_at + make_interval(hours => r.scrape_interval_hours) <= $1::timestamptz)
       AND NOT (r.id = ANY($2::int[]))
       AND NOT EXISTS (SELECT 1 FROM scrape_logs s WHERE s.retailer_id = r.id AND s.status = 'started')
     ORDER BY r.last_scrape_at ASC NULLS FIRST, r.id`,
    [now.toISOString(), queuedRetailerIds],
  );
}

/** Retailers with a scrape job waiting in the queue (created or retry). */
async function queuedRetailerIds(deps: PipelineDeps): Promise<number[]> {
  const jobs = await deps.boss.findJobs<ScrapeRetailerPayload>(QUEUE.scrapeRetailer, { queued: true });
  return [...new Set(jobs.map((j) => Number(j.data?.retailerId)).filter((id) => Number.isInteger(id)))];
}

/** The 5-minute scheduler pass: enqueues every due retailer once (singletonKey = retailer id). */
export async function scheduleDueScrapes(deps: PipelineDeps, now = new Date()): Promise<{ enqueued: number[] }> {
  const due = await findDueRetailers(deps, now, await queuedRetailerIds(deps));
  const enqueued: number[] = [];
  for (const retailer of due) {
    const payload: ScrapeRetailerPayload = { retailerId: retailer.id, trigger: 'schedule' };
    const id = await deps.boss.send(QUEUE.scrapeRetailer, payload, { singletonKey: String(retailer.id), priority: SCHEDULED_PRIORITY });
    if (id) enqueued.push(retailer.id);
  }
  if (enqueued.length) deps.log.info(`scheduler: queued ${enqueued.length} scrape${enqueued.length === 1 ? '' : 's'}`);
  return { enqueued };
}

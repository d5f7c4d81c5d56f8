import { QUEUE, type ScrapeRetailerPayload } from '../jobs/queues.js';
import type { PipelineDeps } from '../deps.js';
import { refreshRetailerStats } from '../run/retailer-stats.service.js';
import { sqlRows } from '../../db/sql.js';

/** A 'started' run with no job id (run outside the queue) is presumed dead after the queue's 45-minute expiry. */
const JOBLESS_RUN_TIMEOUT_MS = 50 * 60 * 1000;

const IN_FLIGHT = new Set(['created', 'retry', 'active']);

/** Scrape jobs queued, waiting for a retry, or running now, with their retailer. */
export async function scrapeJobsInFlight(
  deps: PipelineDeps,
  retailerId?: number,
): Promise<Array<{ id: string; retailerId: number; state: string }>> {
  const jobs = await deps.boss.findJobs<ScrapeRetailerPayload>(
    QUEUE.scrapeRetailer,
    retailerId ? { data: { retailerId } } : {},
  );
  return jobs
    .filter((j) => IN_FLIGHT.has(j.state) && Number.isInteger(Number(j.data?.retailerId)))
    .map((j) => ({ id: j.id, retailerId: Number(j.data.retailerId), state: j.state }));
}

/**
 * Closes one run as failed (if it is still 'started') and moves its retailer's stats: its retailer becomes due
 * again at its next due time. The message says what is known: the job's own error when it failed (a database
 * failure is not a stopped worker), else that the worker stopped.
 */
export async function closeRun(
  deps: PipelineDeps,
  run: { id: number; retailerId: number },
  message: string,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction(async (t) => {
    const closed = await sqlRows<{ id: number }>(
      deps.db,
      `UPDATE scrape_logs SET status = 'failed', message = $2, finished_at = $3::timestamptz WHERE id = $1 AND status = 'started' RETURNING id`,
      [run.id, message.slice(0, 500), now.toISOString()],
      t,
    );
    if (closed.length) await refreshRetailerStats(deps, t, run.retailerId, { outcome: 'failed', at: now });
    return closed.length > 0;
  });
}

function deadRunMessage(job: { state: string; output?: unknown } | null): string | null {
  if (job && job.state === 'active') return null; // alive: pg-boss's heartbeat and expiry watch it
  const error = job?.output && typeof job.output === 'object' ? (job.output as { message?: unknown }).message : null;
  if (typeof error === 'string' && error) return `Failed: ${error}`;
  if (job?.state === 'completed') return 'Failed: the run ended without closing its log';
  return 'Worker stopped during the run';
}

/**
 * The sweeper: every 'started' run whose job is no longer running (retried, failed, expired, gone) is closed,
 * so no retailer stays unscheduled behind a dead run; and a due-time claim whose job ended without a run is
 * released, so that due time is queued again.
 */
export async function sweepStaleRuns(deps: PipelineDeps, now = new Date()): Promise<{ closed: number[] }> {
  const started = await sqlRows<{ id: number; retailer_id: number; job_id: string | null; started_at: Date }>(
    deps.db,
    `SELECT id, retailer_id, job_id, started_at FROM scrape_logs WHERE status = 'started' ORDER BY id`,
  );
  const closed: number[] = [];
  for (const run of started) {
    let message: string | null;
    if (run.job_id) message = deadRunMessage(await deps.boss.getJobById(QUEUE.scrapeRetailer, run.job_id));
    else
      message =
        now.getTime() - new Date(run.started_at).getTime() > JOBLESS_RUN_TIMEOUT_MS
          ? 'Worker stopped during the run'
          : null;
    if (message && (await closeRun(deps, { id: run.id, retailerId: run.retailer_id }, message, now)))
      closed.push(run.id);
  }
  await releaseLostDueTimes(deps);
  if (closed.length)
    deps.log.warn(`sweeper: closed ${closed.length} run${closed.length === 1 ? '' : 's'} whose job had stopped`);
  return { closed };
}

/**
 * At the start of a run: the retailer's earlier runs still 'started' are closed when their job is no longer
 * running (an earlier attempt of this same job, or a dead job), so a retry never leaves a run open behind it.
 */
export async function closeStaleRuns(
  deps: PipelineDeps,
  retailerId: number,
  now = new Date(),
  currentJobId: string | null = null,
): Promise<number> {
  const started = await sqlRows<{ id: number; job_id: string | null }>(
    deps.db,
    `SELECT id, job_id FROM scrape_logs WHERE retailer_id = $1 AND status = 'started' ORDER BY id`,
    [retailerId],
  );
  let closed = 0;
  for (const run of started) {
    const message =
      currentJobId && run.job_id === currentJobId
        ? 'Interrupted: this attempt did not finish (worker stopped, or the database was unreachable); the run was retried'
        : run.job_id
          ? deadRunMessage(await deps.boss.getJobById(QUEUE.scrapeRetailer, run.job_id))
          : 'Worker stopped during the run';
    if (message && (await closeRun(deps, { id: run.id, retailerId }, message, now))) closed++;
  }
  return closed;
}

const HELD_DUE_TIME = `r.queued_due_at IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM scrape_logs s WHERE s.retailer_id = r.id AND s.status = 'started')
  AND r.queued_due_at = COALESCE(r.last_scrape_at + make_interval(hours => r.scrape_interval_hours), '-infinity'::timestamptz)`;

/**
 * Releases the due time of a retailer whose queued job ended without running, so the next pass queues it again.
 * The claimed due times are read before the jobs: a claim commits with its job, so a claim seen here has its job
 * visible to the later read, and a pass that claims meanwhile is never taken for a lost job.
 */
async function releaseLostDueTimes(deps: PipelineDeps) {
  const held = await sqlRows<{ id: number }>(deps.db, `SELECT r.id FROM retailers r WHERE ${HELD_DUE_TIME}`);
  if (!held.length) return;
  const busy = (await scrapeJobsInFlight(deps)).map((j) => j.retailerId);
  await sqlRows(
    deps.db,
    `UPDATE retailers r SET queued_due_at = NULL WHERE r.id = ANY($1::int[]) AND NOT (r.id = ANY($2::int[])) AND ${HELD_DUE_TIME}`,
    [held.map((r) => r.id), busy],
  );
}

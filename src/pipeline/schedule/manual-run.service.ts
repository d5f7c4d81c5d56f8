import { QUEUE, type ScrapeRetailerPayload } from '../jobs/queues.js';
import type { ScrapeLog } from '../../db/models/index.js';
import type { PipelineDeps } from '../deps.js';
import { scrapeJobsInFlight } from './sweep-runs.service.js';
import { NotFoundError } from '../../shared/errors.js';

/** Manual runs jump the queue: pg-boss fetches higher priority first. */
export const MANUAL_PRIORITY = 10;
export const SCHEDULED_PRIORITY = 0;

export interface ScrapeLogSummary {
  id: number;
  retailerId: number;
  status: string;
  message: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  productsUpdated: number;
  pagesFetched: number;
  offersFound: number;
}

export type ScrapeJobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed' | 'missing';

function summary(log: ScrapeLog | null): ScrapeLogSummary | null {
  if (!log) return null;
  return {
    id: log.id,
    retailerId: log.retailerId,
    status: log.status,
    message: log.message ?? null,
    startedAt: log.startedAt,
    finishedAt: log.finishedAt ?? null,
    productsUpdated: log.productsUpdated,
    pagesFetched: log.pagesFetched,
    offersFound: log.offersFound,
  };
}

/**
 * An admin's run of one retailer: joins the run already queued or under way for it (27 clicks make one run),
 * else enqueues one at high priority. Returns the job id either way.
 */
export async function requestScrape(deps: PipelineDeps, retailerId: number): Promise<string> {
  const retailer = await deps.db.models.Retailer.findByPk(retailerId, { attributes: ['id'] });
  if (!retailer) throw new NotFoundError('Retailer not found');
  const existing = await scrapeJobsInFlight(deps, retailerId);
  if (existing[0]) return existing[0].id;
  const payload: ScrapeRetailerPayload = { retailerId, trigger: 'manual' };
  const jobId = await deps.boss.send(QUEUE.scrapeRetailer, payload, {
    singletonKey: String(retailerId),
    priority: MANUAL_PRIORITY,
  });
  if (jobId) return jobId;
  const raced = await scrapeJobsInFlight(deps, retailerId);
  if (raced[0]) return raced[0].id;
  throw new Error('The scrape could not be queued');
}

const FINAL_STATES = new Set<ScrapeJobState>(['completed', 'cancelled', 'failed', 'missing']);

/**
 * Waits (polling the job and its scrape log) until the run has finished or the timeout passes. `state` is the
 * job's state when it returned ('active' or 'created' on a timeout); `log` is the run's latest scrape log.
 * A retry in progress ('retry') is not final: the run will be attempted again.
 */
export async function waitForScrape(
  deps: PipelineDeps,
  jobId: string,
  timeoutMs: number,
  pollMs = 250,
): Promise<{ state: ScrapeJobState; finished: boolean; log: ScrapeLogSummary | null }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await deps.boss.getJobById(QUEUE.scrapeRetailer, jobId);
    const state: ScrapeJobState = job ? job.state : 'missing';
    const log = await latestLogOfJob(deps, jobId);
    const finished = FINAL_STATES.has(state);
    if (finished || Date.now() >= deadline) return { state, finished, log };
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, Math.max(0, deadline - Date.now()))));
  }
}

/** What an admin sees of one run: queued, running (with its counts so far), or how it ended. */
export type ScrapeRunState = 'queued' | 'running' | 'completed' | 'failed';

export interface ScrapeRunView {
  jobId: string;
  retailerId: number;
  state: ScrapeRunState;
  log: ScrapeLogSummary | null;
}

/**
 * The job's state and its run's log as one state. A job waiting for a retry after a failed attempt reads as
 * failed (the admin sees the reason at once; the queue tries again on its own), and a job that completed with a
 * log other than 'completed' (a run the anomaly guard rejected) as failed with the log's message.
 */
export function scrapeRunState(jobState: ScrapeJobState, log: ScrapeLogSummary | null): ScrapeRunState {
  if (jobState === 'active') return 'running';
  if (jobState === 'created') return 'queued';
  if (jobState === 'retry') return log?.status === 'failed' && log.finishedAt ? 'failed' : 'queued';
  return jobState === 'completed' && log?.status === 'completed' ? 'completed' : 'failed';
}

async function latestLogOfJob(deps: PipelineDeps, jobId: string) {
  return summary(await deps.db.models.ScrapeLog.findOne({ where: { jobId }, order: [['id', 'DESC']] }));
}

/** One scrape job as the admin follows it, read from what is stored (job row and scrape log); null if unknown. */
export async function readScrapeRun(deps: PipelineDeps, jobId: string): Promise<ScrapeRunView | null> {
  const job = await deps.boss.getJobById<ScrapeRetailerPayload>(QUEUE.scrapeRetailer, jobId);
  if (!job) return null;
  const log = await latestLogOfJob(deps, jobId);
  return { jobId, retailerId: Number(job.data.retailerId), state: scrapeRunState(job.state, log), log };
}

/** Every scrape queued or under way (scheduled or manual), oldest first: what any admin page shows as running. */
export async function scrapeRunsInFlight(deps: PipelineDeps): Promise<ScrapeRunView[]> {
  const views: ScrapeRunView[] = [];
  for (const job of await scrapeJobsInFlight(deps)) {
    const log = await latestLogOfJob(deps, job.id);
    const state = scrapeRunState(job.state as ScrapeJobState, log);
    if (state === 'queued' || state === 'running')
      views.push({ jobId: job.id, retailerId: job.retailerId, state, log });
  }
  return views;
}

/** The retailer's latest run: a running one shows pages fetched and offers found so far. */
export async function getScrapeProgress(deps: PipelineDeps, retailerId: number): Promise<ScrapeLogSummary | null> {
  return summary(
    await deps.db.models.ScrapeLog.findOne({
      where: { retailerId },
      order: [
        ['startedAt', 'DESC'],
        ['id', 'DESC'],
      ],
    }),
  );
}

import type { DuplicateCleanupResult, ScrapeProgressView, ScraperRunResult } from '../../../shared/schemas/admin.js';
import type { AppDeps } from '../../deps.js';
import { ConflictError, DomainError, NotFoundError } from '../../../shared/errors.js';
import { getScrapeProgress, QUEUE, requestScrape, waitForScrape } from '../../../pipeline/index.js';
import { findRetailerByName, getRetailerOrThrow } from './admin-retailers.service.js';

/** The run itself failed (the retailer answered badly, or the run was refused as anomalous). */
export class ScraperRunFailedError extends DomainError {
  constructor(message: string) {
    super(message, 502);
  }
}

/** The job is still going when the request gives up waiting: it goes on in the worker. */
export class StillRunningError extends DomainError {
  constructor(message: string) {
    super(message, 504);
  }
}

/** How long an admin request waits for a manual run or a cleanup before answering 504 (the job carries on). */
export const ADMIN_JOB_WAIT_MS = 10 * 60 * 1000;
const POLL_SLICE_MS = 2000;

/**
 * Runs one retailer's scraper now: the job goes to the worker through pg-boss (never in the web request) and
 * the request waits for it to finish, then answers with the counts, or throws with the run's message. A run
 * that failed but will be retried by the queue is reported as failed at once (the admin sees the reason).
 */
export async function runScraper(
  deps: AppDeps,
  retailerId: number,
  options: { timeoutMs?: number } = {},
): Promise<ScraperRunResult> {
  const retailer = await getRetailerOrThrow(deps, retailerId);
  let jobId: string;
  try {
    jobId = await requestScrape(deps, retailer.id);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new ConflictError(`A run of ${retailer.name} is already queued`);
  }
  const deadline = Date.now() + (options.timeoutMs ?? ADMIN_JOB_WAIT_MS);
  for (;;) {
    const result = await waitForScrape(deps, jobId, Math.max(0, Math.min(POLL_SLICE_MS, deadline - Date.now())));
    const log = result.log;
    const failedLog = log && log.status === 'failed' && log.finishedAt;
    if (result.state === 'completed' && log?.status === 'completed') {
      return {
        retailerId: retailer.id,
        retailerName: retailer.name,
        jobId,
        status: 'completed',
        productsUpdated: log.productsUpdated,
        pagesFetched: log.pagesFetched,
        offersFound: log.offersFound,
        message: log.message,
      };
    }
    if (result.finished || (result.state === 'retry' && failedLog)) {
      throw new ScraperRunFailedError(log?.message ?? `The run ended as ${result.state}`);
    }
    if (Date.now() >= deadline)
      throw new StillRunningError(`${retailer.name} is still being scraped; follow it in the logs`);
  }
}

export async function runScraperByName(deps: AppDeps, retailerName: string, options: { timeoutMs?: number } = {}) {
  const retailer = await findRetailerByName(deps, retailerName);
  if (!retailer) throw new NotFoundError(`No retailer named '${retailerName}'`);
  return runScraper(deps, retailer.id, options);
}

/** Pages fetched and offers found so far by the retailer's latest run (running = its log is 'started'). */
export async function scrapeProgress(deps: AppDeps, retailerId: number): Promise<ScrapeProgressView> {
  const log = await getScrapeProgress(deps, retailerId);
  if (!log) return { running: false, pagesFetched: 0, offersFound: 0, startedAt: null };
  return {
    running: log.status === 'started',
    pagesFetched: log.pagesFetched,
    offersFound: log.offersFound,
    startedAt: log.startedAt,
  };
}

/** Queues the duplicate cleanup job for the worker and waits for its result ({ merged, listingsRemoved }). */
export async function runDuplicateCleanup(
  deps: AppDeps,
  options: { timeoutMs?: number } = {},
): Promise<DuplicateCleanupResult> {
  const jobId = await deps.boss.send(QUEUE.cleanupDuplicates, {});
  if (!jobId) throw new ConflictError('A duplicate cleanup is already queued');
  const deadline = Date.now() + (options.timeoutMs ?? ADMIN_JOB_WAIT_MS);
  for (;;) {
    const job = await deps.boss.getJobById(QUEUE.cleanupDuplicates, jobId);
    if (!job) throw new ScraperRunFailedError('The duplicate cleanup job disappeared');
    if (job.state === 'completed') {
      const output = (job.output ?? {}) as Partial<DuplicateCleanupResult>;
      return { merged: Number(output.merged ?? 0), listingsRemoved: Number(output.listingsRemoved ?? 0) };
    }
    if (job.state === 'failed' || job.state === 'cancelled') {
      const output = job.output as { message?: string } | null;
      throw new ScraperRunFailedError(output?.message ?? 'The duplicate cleanup failed');
    }
    if (Date.now() >= deadline) throw new StillRunningError('The duplicate cleanup is still running');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

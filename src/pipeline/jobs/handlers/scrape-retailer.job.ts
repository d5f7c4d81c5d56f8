import type { Job } from 'pg-boss';
import type { PipelineDeps } from '../../deps.js';
import { NotFoundError } from '../../../shared/errors.js';
import { runScrape, type RunScrapeOptions, type RunScrapeResult } from '../../run/scrape-run.service.js';
import { LostRunError } from '../../run/retailer-stats.service.js';
import { scrapeRetailerPayloadSchema } from '../queues.js';

/** Thrown so pg-boss retries the job (with its backoff) after a transient failure. */
export class RetryScrapeError extends Error {}

/**
 * One scrape run. A transient (retryable) failure is thrown so pg-boss retries with backoff while attempts
 * remain; anything else — success, a non-retryable or fatal failure, an anomalous run — completes the job
 * (the scrape log says how the run ended).
 */
export async function scrapeRetailerJob(
  deps: PipelineDeps,
  job: Pick<Job<unknown>, 'id' | 'data'> & { retryCount?: number; retryLimit?: number; signal?: AbortSignal },
  options: RunScrapeOptions = {},
): Promise<RunScrapeResult | { status: 'skipped'; message: string }> {
  const payload = scrapeRetailerPayloadSchema.parse(job.data);
  let result: RunScrapeResult;
  try {
    result = await runScrape(
      deps,
      { retailerId: payload.retailerId, trigger: payload.trigger, jobId: job.id },
      { ...options, signal: job.signal },
    );
  } catch (error) {
    // the retailer was deleted after the job was queued: nothing to do
    if (error instanceof NotFoundError) return { status: 'skipped', message: error.message };
    // the sweeper or a newer attempt closed this run's log: its transaction wrote nothing, and it must not retry
    if (error instanceof LostRunError) return { status: 'skipped', message: error.message };
    throw error;
  }
  if (result.status === 'failed' && result.kind === 'retryable') throw new RetryScrapeError(result.message);
  return result;
}

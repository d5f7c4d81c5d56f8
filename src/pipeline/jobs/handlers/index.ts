import type { PipelineDeps } from '../../deps.js';
import type { RunScrapeOptions } from '../../run/scrape-run.service.js';
import { createQueues } from '../create-queues.js';
import { QUEUE } from '../queues.js';
import { cleanupDuplicatesJob } from './cleanup-duplicates.job.js';
import { reclassifyListingsJob } from './reclassify-listings.job.js';
import { scheduleScrapesJob } from './schedule-scrapes.job.js';
import { scrapeRetailerJob } from './scrape-retailer.job.js';

/** Every 5 minutes the scheduler looks for retailers whose interval has passed. */
export const SCHEDULE_CRON = '*/5 * * * *';

/**
 * Creates the queues and registers one handler per job kind. Handlers: parse payload → service → return.
 * pg-boss hands a handler an array of jobs; every queue here fetches one at a time (batchSize 1).
 */
export async function registerJobHandlers(
  deps: PipelineDeps,
  options: { pollingIntervalSeconds?: number; scrape?: RunScrapeOptions } = {},
) {
  const { boss, env } = deps;
  await createQueues(boss);
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 };

  // At most WORKER_CONCURRENCY retailers are scraped at once by this process (each on its own host).
  await boss.work(QUEUE.scrapeRetailer, { ...polling, localConcurrency: env.WORKER_CONCURRENCY }, async ([job]) =>
    scrapeRetailerJob(deps, job, options.scrape),
  );
  await boss.work(QUEUE.scheduleScrapes, polling, async ([job]) => scheduleScrapesJob(deps, job.data));
  await boss.work(QUEUE.cleanupDuplicates, polling, async ([job]) => cleanupDuplicatesJob(deps, job.data));
  await boss.work(QUEUE.reclassifyListings, polling, async ([job]) => reclassifyListingsJob(deps, job.data));

  if (env.SCHEDULER_ENABLED) {
    await boss.schedule(QUEUE.scheduleScrapes, SCHEDULE_CRON, {}, { tz: 'UTC' });
    // a first pass now, rather than up to 5 minutes after start-up
    await boss.send(QUEUE.scheduleScrapes, {}, { singletonKey: 'startup', singletonSeconds: 60 });
  } else {
    await boss.unschedule(QUEUE.scheduleScrapes);
  }
}

import type { PgBoss } from 'pg-boss';
import { QUEUE } from './queues.js';

/**
 * Queue options. A scrape is retried (exponential backoff from 60 s) after a transient failure only; its
 * worker sends a heartbeat every 15 s, so a run whose worker died (SIGKILL, lost machine) is retried within
 * about a minute instead of waiting out the 45-minute expiry meant for a stuck run.
 */
export const SCRAPE_QUEUE_OPTIONS = {
  retryLimit: 2,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 30 * 60,
  expireInSeconds: 45 * 60,
  heartbeatSeconds: 30,
} as const;

/**
 * Idempotent: createQueue is a no-op for an existing queue, so the options are applied again with updateQueue
 * (a database created by an older release gets today's options). Web and worker both call it before sending.
 */
export async function createQueues(boss: PgBoss) {
  // One active scrape per retailer (singletonKey = retailer id); other retailers run in parallel.
  await ensureQueue(boss, QUEUE.scrapeRetailer, { policy: 'singleton', ...SCRAPE_QUEUE_OPTIONS });
  await ensureQueue(boss, QUEUE.scheduleScrapes, { policy: 'singleton', retryLimit: 0, expireInSeconds: 120 });
  await ensureQueue(boss, QUEUE.cleanupDuplicates, { policy: 'singleton', retryLimit: 1, expireInSeconds: 30 * 60 });
  await ensureQueue(boss, QUEUE.reclassifyListings, { policy: 'singleton', retryLimit: 1, expireInSeconds: 60 * 60 });
  // Idempotent (the alert ledger's unique keys), so retrying is always safe.
  await ensureQueue(boss, QUEUE.evaluateAlerts, {
    policy: 'standard',
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  });
}

type QueueOptions = NonNullable<Parameters<PgBoss['createQueue']>[1]>;

async function ensureQueue(boss: PgBoss, name: string, options: QueueOptions) {
  await boss.createQueue(name, options);
  const { policy: _policy, ...updatable } = options;
  await boss.updateQueue(name, updatable);
}

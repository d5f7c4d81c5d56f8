import type { PgBoss } from 'pg-boss';
import { QUEUE } from './queues.js';

/** Idempotent: createQueue is a no-op for an existing queue. Web and worker both call it before sending. */
export async function createQueues(boss: PgBoss) {
  await boss.createQueue(QUEUE.scrapeRetailer, {
    // One active scrape per retailer (singletonKey = retailer id); other retailers run in parallel.
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 30 * 60,
  });
  await boss.createQueue(QUEUE.scheduleScrapes, { policy: 'singleton', retryLimit: 0, expireInSeconds: 120 });
  await boss.createQueue(QUEUE.cleanupDuplicates, { policy: 'singleton', retryLimit: 1, expireInSeconds: 30 * 60 });
  await boss.createQueue(QUEUE.reclassifyListings, { policy: 'singleton', retryLimit: 1, expireInSeconds: 60 * 60 });
}

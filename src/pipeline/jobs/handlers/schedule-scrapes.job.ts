import type { PipelineDeps } from '../../deps.js';
import { scheduleDueScrapes } from '../../schedule/schedule.service.js';
import { emptyPayloadSchema } from '../queues.js';

/** The 5-minute cron pass: queues every active retailer whose interval has passed. */
export async function scheduleScrapesJob(deps: PipelineDeps, data: unknown) {
  emptyPayloadSchema.parse(data ?? {});
  return scheduleDueScrapes(deps);
}

import type { PgBoss } from 'pg-boss';
import type { PipelineDeps } from '../deps.js';
import { startHeartbeat } from './worker-heartbeat.js';
import { registerJobHandlers } from './handlers/index.js';

/**
 * Starts consuming every queue on an already started pg-boss. Two workers on one database share the queues
 * (pg-boss claims jobs with SKIP LOCKED, so a job runs once); per-retailer singletons stop overlapping scrapes.
 */
export async function startWorker(deps: PipelineDeps & { boss: PgBoss }) {
  await registerJobHandlers(deps);
  deps.log.info('worker: consuming queues');
  // Returns the heartbeat's stop, for the process's shutdown steps.
  return startHeartbeat(deps);
}

import { startWorker } from './pipeline/jobs/worker.js';
import type { Shutdown } from './runtime.js';
import type { AppDeps } from './server/deps.js';
import { startEmailWorker } from './server/email/email-queue.js';
import { startAlertWorker } from './server/features/alerts/alert-jobs.js';

/**
 * The worker role's jobs: scrapes (the pipeline, its parsers), e-mail delivery and alerts. start-role.ts imports
 * this file only in a process that runs a worker, so a web process never loads the pipeline (decision 0360).
 */
export async function startWorkerRole(deps: AppDeps, { onShutdown }: Shutdown) {
  onShutdown(await startWorker(deps));
  await startEmailWorker(deps);
  await startAlertWorker(deps);
}

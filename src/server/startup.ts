import type { AppDeps } from './deps.js';
import { runAccountStartupTasks } from './features/auth/admin-startup.js';
import { seedRetailers } from './features/retailers/seed-retailers.js';

/**
 * Idempotent start-up tasks that need the database (run by every role after migrations):
 * each feature that needs one adds it here.
 */
export async function runStartupTasks(deps: AppDeps) {
  await runAccountStartupTasks(deps);
  await seedRetailers(deps);
}

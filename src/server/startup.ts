import type { AppDeps } from './deps.js';

/**
 * Idempotent start-up tasks that need the database (run by every role after migrations):
 * each feature that needs one adds it here.
 */
export async function runStartupTasks(_deps: AppDeps) {}

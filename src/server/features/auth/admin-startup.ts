import type { AppDeps } from '../../deps.js';
import { pruneRateLimits } from '../rate-limit/rate-limit.js';
import { ensureAdmin } from './admin-bootstrap.service.js';

/** Start-up task: ADMIN_EMAIL (+ ADMIN_PASSWORD to create it) becomes an admin; stale rate-limit rows go. */
export async function runAccountStartupTasks(deps: AppDeps) {
  await pruneRateLimits(deps);
  const email = deps.env.ADMIN_EMAIL;
  if (!email) return;
  try {
    const change = await ensureAdmin(email, deps.env.ADMIN_PASSWORD);
    if (change !== 'unchanged') deps.log.info(`admin ${email}: ${change}`);
  } catch (error) {
    deps.log.warn(`ADMIN_EMAIL ${email} was not made an admin: ${error instanceof Error ? error.message : String(error)}`);
  }
}

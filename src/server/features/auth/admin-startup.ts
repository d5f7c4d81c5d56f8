import type { AppDeps } from '../../deps.js';
import { pruneRateLimits } from '../rate-limit/rate-limit.js';
import { ADMIN_CHANGE_TEXT, ensureAdminWithPassword } from './admin-bootstrap.service.js';

/** Start-up task: ADMIN_EMAIL with ADMIN_PASSWORD becomes an admin with that password; stale rate-limit rows go. */
export async function runAccountStartupTasks(deps: AppDeps) {
  await pruneRateLimits(deps);
  const email = deps.env.ADMIN_EMAIL;
  if (!email) return;
  if (!deps.env.ADMIN_PASSWORD) {
    deps.log.warn(
      `ADMIN_EMAIL ${email} was not made an admin: ADMIN_PASSWORD is needed too (or run npm run admin -- promote on a verified account)`,
    );
    return;
  }
  try {
    const change = await ensureAdminWithPassword(deps.db, email, deps.env.ADMIN_PASSWORD);
    if (change !== 'unchanged') deps.log.info(`admin ${email}: ${ADMIN_CHANGE_TEXT[change]}`);
  } catch (error) {
    deps.log.warn(
      `ADMIN_EMAIL ${email} was not made an admin: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

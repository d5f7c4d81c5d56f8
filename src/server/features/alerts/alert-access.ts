import { ForbiddenError } from '../../../shared/errors.js';
import type { AppDeps } from '../../deps.js';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.js';

export interface AlertOwner {
  id: number;
  emailVerified: boolean;
}

/**
 * Creating an alert sends e-mail to the account's address, so only a verified address may (checked here, on the
 * server, whatever the page shows); each account's creations are rate limited.
 */
export async function assertMayCreateAlert(deps: AppDeps, user: AlertOwner, rule: RateLimitRule) {
  if (!user.emailVerified) throw new ForbiddenError('Verify your e-mail address to create alerts');
  await consumeRateLimit(deps, rule, String(user.id));
}

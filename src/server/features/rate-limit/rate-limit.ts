import { QueryTypes } from 'sequelize';
import type { AppDeps } from '../../deps.js';
import { RateLimitedError } from '../../../shared/errors.js';

export interface RateLimitRule {
  /** e.g. 'login:account' */
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The limits of issue 6; fixed windows kept in Postgres so every web process shares them. */
export const RATE_LIMITS = {
  /** One account from one address: the guesser there is stopped, its owner elsewhere is not. */
  loginAccountIp: { name: 'login:account-ip', limit: 10, windowMs: 15 * MINUTE },
  /** One account from every address: never a lock (that would lock its owner out), a growing delay instead. */
  loginAccount: { name: 'login:account', limit: Number.POSITIVE_INFINITY, windowMs: 15 * MINUTE },
  loginIp: { name: 'login:ip', limit: 50, windowMs: 15 * MINUTE },
  registerIp: { name: 'register:ip', limit: 10, windowMs: HOUR },
  forgotPasswordIp: { name: 'forgot-password:ip', limit: 5, windowMs: 15 * MINUTE },
  forgotPasswordAccount: { name: 'forgot-password:email', limit: 3, windowMs: 15 * MINUTE },
  resendVerificationIp: { name: 'resend-verification:ip', limit: 5, windowMs: 15 * MINUTE },
  resendVerificationAccount: { name: 'resend-verification:account', limit: 3, windowMs: 15 * MINUTE },
  changeEmailIp: { name: 'change-email:ip', limit: 5, windowMs: 15 * MINUTE },
  changeEmailAccount: { name: 'change-email:account', limit: 5, windowMs: 15 * MINUTE },
  changePasswordAccount: { name: 'change-password:account', limit: 10, windowMs: 15 * MINUTE },
  reportListingAccount: { name: 'report-listing:account', limit: 20, windowMs: HOUR },
  /** Creating watches and saved searches (each create also counts an edit of an existing watch's rule). */
  createWatchAccount: { name: 'create-watch:account', limit: 60, windowMs: HOUR },
  createSavedSearchAccount: { name: 'create-saved-search:account', limit: 20, windowMs: HOUR },
  /** Click rows are cheap to ask for and never deleted: a person clicks a few times a minute, not hundreds. */
  watchClickIp: { name: 'watch-click:ip', limit: 30, windowMs: MINUTE },
  outboundClickIp: { name: 'go:ip', limit: 60, windowMs: MINUTE },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts one hit against rule+subject in a single atomic upsert (safe under concurrency and across processes);
 * throws RateLimitedError, with the seconds until the window resets, once the limit is exceeded.
 */
export async function consumeRateLimit(deps: AppDeps, rule: RateLimitRule, subject: string): Promise<void> {
  const { hits, retryMs } = await countHit(deps, rule, subject);
  if (hits > rule.limit) throw new RateLimitedError(Math.max(1, Math.ceil(retryMs / 1000)));
}

/** Counts one hit against rule+subject and says how many the window holds now. */
export async function countHit(
  deps: AppDeps,
  rule: RateLimitRule,
  subject: string,
): Promise<{ hits: number; retryMs: number }> {
  const key = `${rule.name}:${subject.toLowerCase()}`;
  const [row] = await deps.db.query<{ hits: number; retry_ms: number }>(
    `INSERT INTO rate_limits (key, hits, reset_at) VALUES (:key, 1, now() + :windowMs * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
     RETURNING hits, (EXTRACT(EPOCH FROM (reset_at - now())) * 1000)::float8 AS retry_ms`,
    { replacements: { key, windowMs: rule.windowMs }, type: QueryTypes.SELECT },
  );
  return { hits: row?.hits ?? 1, retryMs: row?.retry_ms ?? 0 };
}

/** Forgets a subject's hits, e.g. the failed sign-ins of an account once its owner signs in. */
export async function resetRateLimit(deps: AppDeps, rule: RateLimitRule, subject: string): Promise<void> {
  await deps.db.query('DELETE FROM rate_limits WHERE key = :key', {
    replacements: { key: `${rule.name}:${subject.toLowerCase()}` },
  });
}

/** Drops windows that ended, so the table stays small (run at start-up; expired rows are harmless meanwhile). */
export async function pruneRateLimits(deps: AppDeps): Promise<void> {
  await deps.db.query('DELETE FROM rate_limits WHERE reset_at <= now()');
}

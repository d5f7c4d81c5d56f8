/** Seconds a client should wait before retrying while the database is unreachable. */
export const DB_RETRY_AFTER_SECONDS = 5;

const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
]);
const MESSAGES =
  /Query read timeout|timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|Operation timeout|ResourceRequest timed out|canceling statement due to statement timeout/i;
const NAMES = new Set([
  'SequelizeConnectionError',
  'SequelizeConnectionRefusedError',
  'SequelizeConnectionAcquireTimeoutError',
  'SequelizeConnectionTimedOutError',
  'SequelizeHostNotReachableError',
  'TimeoutError',
]);

/**
 * True when an error (or its cause / Sequelize's original) means the database could not be reached in time:
 * a frozen, stopped or overloaded server. Such a request answers 503 with Retry-After, never a 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as {
    name?: string;
    code?: string;
    message?: string;
    cause?: unknown;
    original?: unknown;
    parent?: unknown;
  };
  if ((e.name && NAMES.has(e.name)) || (e.code && CODES.has(e.code)) || (e.message && MESSAGES.test(e.message)))
    return true;
  return [e.cause, e.original, e.parent].some((inner) => inner !== error && isDatabaseUnavailable(inner, depth + 1));
}

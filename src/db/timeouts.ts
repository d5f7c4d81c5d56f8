/**
 * Timeouts of every database pool (Sequelize, pg-boss, raw pg), so a frozen or unreachable PostgreSQL turns
 * into errors in seconds instead of hanging requests and jobs. statement_timeout is enforced by the server;
 * a stopped server (SIGSTOP) cannot enforce anything, hence the client-side query timeout as well.
 */
/**
 * A web pool's timeouts: every request answers (a 503 with Retry-After when the database is needed) within 5 s
 * even when the database is frozen. The worst case is waiting for a pooled connection (acquire, which includes
 * connecting) and then one query: 1.5 s + 3 s. Waiting requests give up before a frozen query does, so a freed
 * connection never starts a second full wait. The server cancels a slow statement first (a clean error, the
 * connection stays usable); the client-side cap only fires when the server cannot answer at all (SIGSTOP, a
 * dead link). A web query near these limits is a bug to fix with an index, not a limit to raise.
 */
export const WEB_TIMEOUTS = { connectMs: 2000, acquireMs: 1500, statementMs: 2500, queryMs: 3000 } as const;

/**
 * Jobs and scripts: a statement is capped at 60 s (a runaway, never a normal one: an ingest statement takes
 * < 2 s); waiting for a pooled connection may take a while when every scrape slot of a worker is ingesting.
 * Never shared with the web pools, also not in `npm start`, which runs both roles in one process.
 */
export const BACKGROUND_TIMEOUTS = {
  connectMs: 3000,
  acquireMs: 60_000,
  statementMs: 60_000,
  queryMs: 90_000,
} as const;

export type PoolTimeouts = typeof WEB_TIMEOUTS | typeof BACKGROUND_TIMEOUTS;

/** node-pg client settings (connection and query timeouts, server statement_timeout) for a pool. */
export function poolTimeouts(timeouts: PoolTimeouts) {
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs,
    statement_timeout: timeouts.statementMs,
  };
}

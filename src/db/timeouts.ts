/**
 * Timeouts of every database pool (Sequelize, pg-boss, raw pg), so a frozen or unreachable PostgreSQL turns
 * into errors in seconds instead of hanging requests and jobs. statement_timeout is enforced by the server;
 * a stopped server (SIGSTOP) cannot enforce anything, hence the client-side query timeout as well.
 */
export const CONNECT_TIMEOUT_MS = 3000;
/** Waiting for a free pooled connection. */
export const ACQUIRE_TIMEOUT_MS = 4000;
/** Server-side cap of one statement: a runaway query, never a normal one (an ingest statement takes < 2 s). */
export const STATEMENT_TIMEOUT_MS = 60_000;
/** Client-side cap of one query in a web process: with the connect timeout, a request answers within 5 s. */
export const WEB_QUERY_TIMEOUT_MS = 4000;
/** Client-side cap of one query for jobs and scripts (and for `npm start`, which runs the worker in the web process). */
export const BACKGROUND_QUERY_TIMEOUT_MS = 90_000;

/** node-pg client settings (connection and query timeouts, server statement_timeout) for a pool. */
export function poolTimeouts(queryTimeoutMs: number) {
  return {
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: queryTimeoutMs,
    statement_timeout: STATEMENT_TIMEOUT_MS,
  };
}

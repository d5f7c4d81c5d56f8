import { hostname } from 'node:os';
import type { WorkerStatus } from '../../shared/schemas/admin.js';
import type { PipelineDeps } from '../deps.js';
import { sqlRows } from '../../db/sql.js';

export const HEARTBEAT_SECONDS = 30;
/** A worker is alive while its heartbeat is younger than this (three missed beats). */
export const WORKER_ALIVE_SECONDS = 3 * HEARTBEAT_SECONDS;

/**
 * The worker's heartbeat row: written at start and every HEARTBEAT_SECONDS, removed on a graceful stop (a
 * killed worker's row stays and turns stale, which is what the admin page must show). Returns the stop.
 */
export async function startHeartbeat(deps: Pick<PipelineDeps, 'db' | 'env' | 'log'>) {
  const workerId = `${hostname()}:${process.pid}`;
  const beat = () =>
    sqlRows(
      deps.db,
      `INSERT INTO worker_heartbeats (worker_id, hostname, pid, concurrency) VALUES ($1, $2, $3, $4)
       ON CONFLICT (worker_id) DO UPDATE SET seen_at = now(), concurrency = EXCLUDED.concurrency RETURNING worker_id`,
      [workerId, hostname(), process.pid, deps.env.WORKER_CONCURRENCY],
    );
  await beat();
  const timer = setInterval(
    () => void beat().catch((e: Error) => deps.log.warn(`worker heartbeat failed: ${e.message}`)),
    HEARTBEAT_SECONDS * 1000,
  );
  timer.unref();
  return async () => {
    clearInterval(timer);
    await sqlRows(deps.db, 'DELETE FROM worker_heartbeats WHERE worker_id = $1 RETURNING worker_id', [workerId]);
  };
}

/** Workers seen in the last day, newest first; older rows (crashed workers) are dropped on the way. */
export async function listWorkers(deps: Pick<PipelineDeps, 'db'>): Promise<WorkerStatus[]> {
  await deps.db.query("DELETE FROM worker_heartbeats WHERE seen_at < now() - interval '1 day'");
  const rows = await sqlRows<{
    worker_id: string;
    hostname: string;
    pid: number;
    concurrency: number;
    started_at: Date;
    seen_at: Date;
    alive: boolean;
  }>(
    deps.db,
    `SELECT *, seen_at > now() - $1::float8 * interval '1 second' AS alive FROM worker_heartbeats ORDER BY seen_at DESC`,
    [WORKER_ALIVE_SECONDS],
  );
  return rows.map((r) => ({
    workerId: r.worker_id,
    hostname: r.hostname,
    pid: r.pid,
    concurrency: r.concurrency,
    startedAt: r.started_at,
    seenAt: r.seen_at,
    alive: r.alive,
  }));
}

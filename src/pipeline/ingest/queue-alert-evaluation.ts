import type { Transaction } from 'sequelize';
import type { PipelineDeps } from '../deps.js';
import { onTransaction } from '../../db/boss-transaction.js';
import { sqlRows } from '../../db/sql.js';
import { QUEUE, type EvaluateAlertsPayload } from '../jobs/queues.js';

/**
 * After a run that wrote observations: queue the alert job for them, in the run's own transaction (a committed
 * run always has its job; a rolled-back one never does). The pipeline only names the queue; the web layer's
 * alerts feature consumes it (the pipeline never imports the web layer). A watch created after the run was written
 * is not judged on it (the job may still be waiting when the watch is made).
 */
export async function queueAlertEvaluation(deps: PipelineDeps, t: Transaction, retailerId: number, observedAt: Date) {
  // the transaction's start, on the clock that stamps watches.created_at (the database's), to the microsecond
  const [run] = await sqlRows<{ at: string }>(
    deps.db,
    `SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at`,
    [],
    t,
  );
  const payload: EvaluateAlertsPayload = { retailerId, observedAt: observedAt.toISOString(), ingestedAt: run!.at };
  await deps.boss.send(QUEUE.evaluateAlerts, payload, { db: onTransaction(deps, t) });
}

import type { Transaction } from 'sequelize';
import type { PipelineDeps } from '../deps.js';
import { onTransaction } from '../../db/boss-transaction.js';
import { QUEUE, type EvaluateAlertsPayload } from '../jobs/queues.js';

/**
 * After a run that wrote observations: queue the alert job for them, in the run's own transaction (a committed
 * run always has its job; a rolled-back one never does). The pipeline only names the queue; the web layer's
 * alerts feature consumes it (the pipeline never imports the web layer).
 */
export async function queueAlertEvaluation(deps: PipelineDeps, t: Transaction, retailerId: number, observedAt: Date) {
  const payload: EvaluateAlertsPayload = { retailerId, observedAt: observedAt.toISOString() };
  await deps.boss.send(QUEUE.evaluateAlerts, payload, { db: onTransaction(deps, t) });
}

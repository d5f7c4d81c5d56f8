import { evaluateAlertsPayloadSchema, QUEUE } from '../../../pipeline/index.js';
import type { AppDeps } from '../../deps.js';
import { dispatchAlerts } from './alert-dispatch.service.js';
import { evaluateRun } from './alert-evaluate.service.js';

/** The daily digest's queue (the evaluate queue belongs to the pipeline, which sends to it after an ingest). */
export const ALERT_DIGEST_QUEUE = 'send-alert-digests';
const DIGEST_TIME_ZONE = 'America/Toronto';

/** One run's alerts: evaluate (idempotent), then send what instant users are owed. */
export async function runAlertJob(deps: AppDeps, data: unknown) {
  const run = evaluateAlertsPayloadSchema.parse(data);
  const fired = await evaluateRun(deps, run);
  const sent = await dispatchAlerts(deps, 'instant');
  if (fired.watchAlerts + fired.searchAlerts + sent.emails > 0)
    deps.log.info(
      `alerts: ${fired.watchAlerts} watch and ${fired.searchAlerts} saved-search alerts fired, ${sent.emails} e-mails queued`,
    );
  return { ...fired, ...sent };
}

/**
 * The worker side of alerts: consume the pipeline's evaluate-alerts jobs, and send the daily digests at
 * ALERT_DIGEST_HOUR (America/Toronto). Both are safe on any number of workers (ledger keys, dispatch lock).
 */
export async function startAlertWorker(deps: AppDeps, options: { pollingIntervalSeconds?: number } = {}) {
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 };
  await deps.boss.createQueue(ALERT_DIGEST_QUEUE, { policy: 'singleton', retryLimit: 3, expireInSeconds: 30 * 60 });
  await deps.boss.work(QUEUE.evaluateAlerts, polling, async ([job]) => runAlertJob(deps, job!.data));
  await deps.boss.work(ALERT_DIGEST_QUEUE, polling, async () => dispatchAlerts(deps, 'digest'));
  await deps.boss.schedule(ALERT_DIGEST_QUEUE, `0 ${deps.env.ALERT_DIGEST_HOUR} * * *`, {}, { tz: DIGEST_TIME_ZONE });
}

import type { PgBoss } from 'pg-boss';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { alertEmailRefSchema, composeAlertEmail } from '../features/alerts/alert-email.js';
import { sendEmail } from './mailer.js';
import type { RenderedEmail } from './templates/layout.js';

/**
 * E-mails go through a pg-boss queue: the web process only inserts the job (in the request's time), a worker
 * delivers it (SMTP, or the outbox without SMTP_URL) and pg-boss retries a failed delivery with backoff, so
 * neither a deploy nor an SMTP outage loses a message. Delivered jobs are deleted within the hour: their
 * links carry tokens (stored elsewhere only as hashes).
 */
export const EMAIL_QUEUE = 'send-email';
export const EMAIL_QUEUE_OPTIONS = {
  retryLimit: 10,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 120,
  deleteAfterSeconds: 3600,
};

/** A job is a rendered e-mail, or a reference to alerts that the worker composes as it delivers (alert-email.ts). */
const emailJobSchema = z.union([
  z.object({
    to: z.email(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    headers: z.record(z.string(), z.string()).optional(),
  }),
  z.object({ alert: alertEmailRefSchema }),
]);
export type EmailJob = z.infer<typeof emailJobSchema>;

export async function createEmailQueue(boss: PgBoss) {
  await boss.createQueue(EMAIL_QUEUE, EMAIL_QUEUE_OPTIONS);
  await boss.updateQueue(EMAIL_QUEUE, EMAIL_QUEUE_OPTIONS);
}

/** Returns the job id. */
export async function queueEmail(deps: AppDeps, to: string, email: RenderedEmail) {
  const id = await deps.boss.send(EMAIL_QUEUE, { to, subject: email.subject, text: email.text, html: email.html });
  queuedBy.add(deps);
  return id;
}

/** One delivery attempt; a failure throws so pg-boss retries the job. */
async function deliver(deps: AppDeps, data: unknown) {
  const job = emailJobSchema.parse(data);
  const message = 'alert' in job ? await composeAlertEmail(deps, job.alert) : { to: job.to, email: job };
  if (!message) return; // the alerts' user, listing, watch or saved search was deleted since
  const result = await sendEmail(deps, message.to, message.email);
  if (result.status === 'error') throw new Error(`email to ${message.to} not delivered: ${result.error}`);
}

/** The worker side: deliver queued e-mails one at a time. */
export async function startEmailWorker(deps: AppDeps, options: { pollingIntervalSeconds?: number } = {}) {
  await deps.boss.work(EMAIL_QUEUE, { batchSize: 1, ...options }, async ([job]) => deliver(deps, job!.data));
}

const pending = new Set<Promise<unknown>>();

/**
 * Queues without making the request wait: answers then take the same time whether or not a message goes out
 * (forgot-password must not reveal whether an address has an account). Shutdown waits for these (below).
 */
export function runInBackground(deps: AppDeps, task: () => Promise<unknown>) {
  const promise = task()
    .catch((error: unknown) =>
      deps.log.error(`background email task failed: ${error instanceof Error ? error.message : String(error)}`),
    )
    .finally(() => pending.delete(promise));
  pending.add(promise);
}

/** For shutdown: resolves once every background task has queued its e-mail. */
export async function waitForQueuedEmails() {
  while (pending.size) await Promise.allSettled([...pending]);
}

// Tests deliver what they queued in-process instead of waiting for a worker's poll.
const queuedBy = new Set<AppDeps>();

/** For tests: every background task done, and every queued e-mail delivered through the worker's path. */
export async function waitForBackgroundEmails() {
  await waitForQueuedEmails();
  for (const deps of queuedBy) {
    for (
      let jobs = await deps.boss.fetch(EMAIL_QUEUE, { batchSize: 20 });
      jobs.length;
      jobs = await deps.boss.fetch(EMAIL_QUEUE, { batchSize: 20 })
    ) {
      for (const job of jobs) {
        await deliver(deps, job.data).then(
          () => deps.boss.complete(EMAIL_QUEUE, job.id),
          (error: Error) => deps.boss.fail(EMAIL_QUEUE, job.id, { message: error.message }),
        );
      }
    }
  }
}

import { afterAll, describe, expect, it } from 'vitest';
import { createBoss } from '../../pipeline/jobs/boss.js';
import { createSequelize } from '../../db/sequelize.js';
import { createTestDatabase, testEnv } from '../../test/test-db.js';
import type { AppDeps } from '../deps.js';
import { createEmailQueue, EMAIL_QUEUE, queueEmail, startEmailWorker } from './email-queue.js';
import { startTestSmtpServer } from '../../test/smtp-server.js';

const log = { info() {}, warn() {}, error() {} };
const email = { subject: 'Queued hello', text: 'Hello from the queue', html: '<p>Hello from the queue</p>' };
const stops: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
});

/** A process on the test database: its own pg-boss and pool, like a web or worker dyno. */
async function processOn(url: string, env: Record<string, string> = {}): Promise<AppDeps> {
  const boss = createBoss(url, 'worker');
  boss.on('error', () => {});
  await boss.start();
  await createEmailQueue(boss);
  const db = createSequelize(url, { poolMax: 2 });
  const stop = async () => {
    await boss.stop({ graceful: false, close: true, timeout: 2000 });
    await db.close();
  };
  stops.push(stop);
  return Object.assign({ env: testEnv({ DATABASE_URL: url, ...env }), db, boss, log }, { stop });
}

describe('e-mail through the pg-boss queue', () => {
  it('keeps a message queued by a web process that stops before any worker runs, and a worker delivers it', async () => {
    const url = await createTestDatabase();
    const smtp = await startTestSmtpServer();
    stops.push(smtp.close);
    const web = await processOn(url);
    await queueEmail(web, 'kept@example.com', email);
    await (web as AppDeps & { stop(): Promise<void> }).stop(); // a deploy restarts the web process

    const worker = await processOn(url, { SMTP_URL: smtp.url });
    await startEmailWorker(worker, { pollingIntervalSeconds: 0.5 });
    const received = await smtp.waitFor('kept@example.com', 'Queued hello');
    expect(received.body).toContain('Hello from the queue');
  });

  it('retries a delivery that failed while the SMTP server was down', async () => {
    const url = await createTestDatabase();
    const down = await startTestSmtpServer();
    await down.close(); // nothing listens on its port for now
    const worker = await processOn(url, { SMTP_URL: down.url });
    await worker.boss.updateQueue(EMAIL_QUEUE, { retryDelay: 1, retryBackoff: false });
    const id = await queueEmail(worker, 'retried@example.com', email);
    await startEmailWorker(worker, { pollingIntervalSeconds: 0.5 });
    let state: string | undefined;
    for (
      const deadline = Date.now() + 20_000;
      Date.now() < deadline && state !== 'retry';
      await new Promise((r) => setTimeout(r, 200))
    ) {
      state = (await worker.boss.getJobById(EMAIL_QUEUE, id!))?.state;
    }
    expect(state).toBe('retry');

    const up = await startTestSmtpServer(down.port);
    stops.push(up.close);
    const received = await up.waitFor('retried@example.com', 'Queued hello', 20_000);
    expect(received.body).toContain('Hello from the queue');
  }, 60_000);
});

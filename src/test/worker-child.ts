/**
 * A real worker process for the SIGKILL test (scrape-run.kill.test.ts): the production handlers and the real
 * fetcher against DATABASE_URL, with pg-boss's monitor checking every second (instead of every minute) and a
 * shorter heartbeat and retry delay, so a dead worker's job is noticed and retried quickly. Prints 'ready' once it consumes the queues.
 */
import { PgBoss } from 'pg-boss';
import { QUEUE } from '../pipeline/jobs/queues.js';
import { startWorker } from '../pipeline/jobs/worker.js';
import { createSequelize } from '../db/sequelize.js';
import type { PipelineDeps } from '../pipeline/deps.js';
import { loadEnv } from '../server/env.js';

async function main() {
  const env = loadEnv();
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is required');
  const db = createSequelize(env.DATABASE_URL, { poolMax: 4 });
  const boss = new PgBoss({
    connectionString: env.DATABASE_URL,
    schema: 'pgboss',
    max: 4,
    supervise: true,
    schedule: false,
    monitorIntervalSeconds: 1,
    superviseIntervalSeconds: 1,
    // the worker skips singleton keys it last saw active; refresh that view every second, not every minute
    queueCacheIntervalSeconds: 1,
  });
  boss.on('error', () => {});
  await boss.start();
  const log = { info() {}, warn() {}, error: (m: string) => process.stderr.write(`${m}\n`) };
  const deps: PipelineDeps = { env, db, boss, log };
  await startWorker(deps);
  // test tuning of the real queue (startWorker just applied the production options): a dead worker is noticed
  // after 10 s without a heartbeat instead of 30 s, and the job is retried after 1 s instead of 60 s
  await boss.updateQueue(QUEUE.scrapeRetailer, { heartbeatSeconds: 10, retryDelay: 1, retryBackoff: false });
  process.stdout.write('ready\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`worker-child: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createBoss } from '../pipeline/jobs/boss.js';
import { createQueues } from '../pipeline/jobs/create-queues.js';
import { createEmailQueue, startEmailWorker } from '../server/email/email-queue.js';
import { createSequelize } from '../db/sequelize.js';
import type { AppDeps } from '../server/deps.js';
import { loadEnv, type Env } from '../server/env.js';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup.js';

/** A fresh database for this test file, cloned from the migrated template; dropped after the file. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `perround_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  afterAll(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return withDatabase(adminUrl, name);
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://localhost:3000',
    SCRAPER_ALLOW_PRIVATE_NETWORKS: '1',
    SCRAPER_MIN_DELAY_MS: '0',
    SCHEDULER_ENABLED: '0',
    SEED_RETAILERS: '0',
    ...overrides,
  });
}

const silentLog = { info() {}, warn() {}, error() {} };

/**
 * AppDeps on a fresh database: Sequelize, and pg-boss started (queues created), consuming only e-mails (as
 * the app's worker does; waitForBackgroundEmails delivers at once instead of waiting for its poll).
 * Everything is closed after the file.
 */
export async function createTestDeps(
  options: { env?: Record<string, string>; databaseUrl?: string } = {},
): Promise<AppDeps> {
  const url = options.databaseUrl ?? (await createTestDatabase());
  const env = testEnv({ DATABASE_URL: url, ...options.env });
  const db = createSequelize(url, { poolMax: 5 });
  const boss = createBoss(url, 'worker');
  boss.on('error', () => {});
  await boss.start();
  await createQueues(boss);
  await createEmailQueue(boss);
  const deps: AppDeps = { env, db, boss, log: silentLog };
  await startEmailWorker(deps, { pollingIntervalSeconds: 0.5 });
  afterAll(async () => {
    await boss.stop({ graceful: false, close: true, timeout: 2000 }).catch(() => {});
    await db.close();
  });
  return deps;
}

import { createBoss } from '../src/pipeline/jobs/boss.js';
import { createQueues } from '../src/pipeline/jobs/create-queues.js';
import { startSandbox } from '../src/sandbox/index.js';
import { createSequelize } from '../src/db/sequelize.js';
import type { AppDeps } from '../src/server/deps.js';
import { loadEnv } from '../src/server/env.js';
import { seedDemo } from './demo/seed-demo.js';

/** Seeds a database the way `npm run demo` does (full-scale sandbox, 90 days), then measures it. */
export async function benchDemoData(databaseUrl: string, bench: (label: string, url: string) => Promise<unknown>) {
  const env = loadEnv({
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    SCRAPER_ALLOW_PRIVATE_NETWORKS: '1',
    SEED_RETAILERS: '0',
  });
  const db = createSequelize(databaseUrl, { poolMax: 5 });
  const boss = createBoss(databaseUrl, 'worker');
  boss.on('error', () => {});
  await boss.start();
  await createQueues(boss);
  const deps: AppDeps = { env, db, boss, log: { info() {}, warn() {}, error() {} } };
  const sandbox = await startSandbox({ scale: 'full' });
  try {
    console.log('seeding the demo data set (sandbox scrape + 90 days of history) ...');
    await seedDemo(deps, sandbox);
  } finally {
    await sandbox.close();
    await boss.stop({ graceful: false, close: true, timeout: 2000 }).catch(() => {});
    await db.close();
  }
  await bench('demo data', databaseUrl);
}

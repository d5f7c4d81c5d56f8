/**
 * npm run demo: the whole site on this machine with believable data, nothing leaving loopback.
 * Embedded PostgreSQL under DATA_DIR (default ./.data/demo, apart from `npm start`'s data), migrations, the
 * worker and the web server as in src/main.ts, the retailer sandbox (src/sandbox) as the retailers, one real
 * scrape cycle, 90 days of backfilled price history, and the demo accounts (printed with their passwords).
 *
 * Environment: PORT (3000), DATA_DIR (./.data/demo), EMBEDDED_PG_PORT (5434), DEMO_SANDBOX_PORT (4100; the stores
 * use the next nine ports), DEMO_SCALE (full | small), DEMO_HISTORY_DAYS (90). DATABASE_URL is ignored: the demo
 * always runs on its own embedded database, so it can never seed a real one.
 */
import closeWithGrace from 'close-with-grace';
import { createBoss } from '../src/jobs/boss.js';
import { createQueues } from '../src/jobs/create-queues.js';
import { startWorker } from '../src/jobs/worker.js';
import { startSandbox } from '../src/sandbox/index.js';
import { buildApp } from '../src/server/app.js';
import { openDatabase } from '../src/server/db/database.js';
import { migrate } from '../src/server/db/migrate.js';
import { createSequelize } from '../src/server/db/sequelize.js';
import type { AppDeps } from '../src/server/deps.js';
import { loadEnv } from '../src/server/env.js';
import { seedDemo } from '../src/server/features/demo/seed-demo.js';
import { createLogger } from '../src/server/logger.js';
import { runStartupTasks } from '../src/server/startup.js';

delete process.env.DATABASE_URL;
process.env.DATA_DIR ??= './.data/demo';
process.env.EMBEDDED_PG_PORT ??= '5434';
process.env.SEED_RETAILERS = '0';
process.env.SCRAPER_ALLOW_PRIVATE_NETWORKS = '1';
process.env.LOG_LEVEL ??= 'warn';
if (!process.env.APP_URL && process.env.PORT) process.env.APP_URL = `http://localhost:${process.env.PORT}`;

async function main() {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL, 'perround-demo');
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const cleanups: Array<() => Promise<unknown>> = [];
  const shutdown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => log.error(e, 'shutdown step failed'));
  };
  try {
    say(`PerRound demo: database in ${env.DATA_DIR} (embedded, port ${env.EMBEDDED_PG_PORT})`);
    const database = await openDatabase({ dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT, log: (line) => log.debug({ postgres: line }) });
    cleanups.push(() => database.stop());
    await migrate(database.url, (line) => log.info(line));
    const db = createSequelize(database.url, { poolMax: 15 });
    cleanups.push(() => db.close());
    const boss = createBoss(database.url, 'worker');
    boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
    await boss.start();
    cleanups.push(() => boss.stop({ graceful: true, timeout: 20_000 }));
    await createQueues(boss);
    const deps: AppDeps = { env, db, boss, log: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) } };
    await runStartupTasks(deps);

    const sandboxPort = Number(process.env.DEMO_SANDBOX_PORT ?? 4100);
    const scale = process.env.DEMO_SCALE === 'small' ? 'small' : 'full';
    const sandbox = await startSandbox({ port: sandboxPort, scale });
    cleanups.push(() => sandbox.close());
    say(`Retailer sandbox: ${sandbox.storefronts.length} storefronts on 127.0.0.1:${sandboxPort + 1}-${sandboxPort + sandbox.storefronts.length} (scale ${scale})`);

    say('First scrape cycle ...');
    const started = Date.now();
    const seeded = await seedDemo(deps, sandbox, {
      historyDays: Number(process.env.DEMO_HISTORY_DAYS ?? 90),
      log: say,
    });
    say(
      `Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s: ${seeded.listings.toLocaleString('en-CA')} live listings, ` +
        `${seeded.observations.toLocaleString('en-CA')} price observations (90 days)`,
    );

    await startWorker(deps);
    const app = await buildApp(deps);
    cleanups.push(() => app.close());
    await app.listen({ port: env.PORT, host: env.HOST }).catch((error: NodeJS.ErrnoException) => {
      throw new Error(error.code === 'EADDRINUSE' ? `port ${env.PORT} is already in use (set PORT)` : error.message);
    });

    say('');
    say(`PerRound demo is running: ${env.APP_URL}`);
    say('Demo accounts (passwords are new on every start):');
    for (const account of seeded.accounts) say(`  ${account.role.padEnd(16)} ${account.email.padEnd(30)} ${account.password}`);
    say('Sandbox control: ' + sandbox.controlUrl + ' (e.g. /__sandbox/day?set=1, then run a scraper from /admin)');
    say('Ctrl-C stops everything.');

    closeWithGrace({ delay: 25_000 }, async ({ signal, err }) => {
      if (err) log.error({ err }, 'fatal error, shutting down');
      else say(`${signal}: shutting down`);
      await shutdown();
    });
  } catch (error) {
    await shutdown();
    throw error;
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`perround demo: ${message.split('\n')[0]}\n`);
  process.exit(1);
});

/**
 * npm run demo: the whole site on this machine with believable data, nothing leaving loopback.
 * Embedded PostgreSQL under DATA_DIR (default ./.data/demo, apart from `npm start`'s data), migrations, the
 * worker and the web server as in src/main.ts, the retailer sandbox (src/sandbox) as the retailers, one real
 * scrape cycle, 90 days of backfilled price history, and the demo accounts (printed with their passwords).
 *
 * Environment: PORT (3000), DATA_DIR (./.data/demo), EMBEDDED_PG_PORT (5434), DEMO_SANDBOX_PORT (4100; the stores
 * use the next eleven ports), DEMO_SCALE (full | small), DEMO_HISTORY_DAYS (90), DEMO_WEB (inline | process: the web
 * role in its own `node dist/server/main.js web` process, as bench:load measures it). DATABASE_URL is ignored: the
 * demo always runs on its own embedded database, so it can never seed a real one.
 */
import { startWorkerRole } from '../src/worker-role.js';
import { startSandbox } from '../src/sandbox/index.js';
import {
  createShutdown,
  listenWeb,
  poolsFor,
  prepareDatabase,
  shutdownOnSignals,
  startServices,
} from '../src/runtime.js';
import { choiceArg, exitWithReason, intArg, parseCli } from '../src/cli.js';
import { loadEnv } from '../src/server/env.js';
import { seedDemo } from './demo/seed-demo.js';
import { startWebProcess } from './demo/web-process.js';
import { createLogger } from '../src/server/logger.js';

delete process.env.DATABASE_URL;
process.env.DATA_DIR ??= './.data/demo';
process.env.EMBEDDED_PG_PORT ??= '5434';
process.env.SEED_RETAILERS = '0';
process.env.SCRAPER_ALLOW_PRIVATE_NETWORKS = '1';
process.env.LOG_LEVEL ??= 'warn';
if (!process.env.APP_URL && process.env.PORT) process.env.APP_URL = `http://localhost:${process.env.PORT}`;

const USAGE = `
Usage: npm run demo
The whole site on this machine with believable data (a local retailer sandbox, a first scrape, backfilled
history, demo accounts printed with their passwords). No arguments; environment: PORT, DATA_DIR (./.data/demo),
EMBEDDED_PG_PORT (5434), DEMO_SANDBOX_PORT (4100), DEMO_SCALE (full|small), DEMO_HISTORY_DAYS (90),
DEMO_WEB (inline|process: the web server in its own process, from the build).`;

async function main() {
  parseCli(USAGE, {});
  const sandboxPort = intArg(process.env.DEMO_SANDBOX_PORT, 'DEMO_SANDBOX_PORT', 4100, { min: 1, max: 65_525 });
  const scale = choiceArg(process.env.DEMO_SCALE, 'DEMO_SCALE', ['full', 'small'], 'full');
  const historyDays = intArg(process.env.DEMO_HISTORY_DAYS, 'DEMO_HISTORY_DAYS', 90, { max: 3650 });
  const webMode = choiceArg(process.env.DEMO_WEB, 'DEMO_WEB', ['inline', 'process'], 'inline');
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL, 'perround-demo');
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const lifecycle = createShutdown(log);
  shutdownOnSignals(log, lifecycle);
  try {
    say(`PerRound demo: database in ${env.DATA_DIR} (embedded, port ${env.EMBEDDED_PG_PORT})`);
    const databaseUrl = await prepareDatabase(env, log, lifecycle);
    // as `npm start`: worker and web each on their own pools and timeouts
    const pools = poolsFor(env.DATABASE_POOL_MAX, 'all');
    const deps = await startServices(env, databaseUrl, 'worker', log, lifecycle, { pool: pools.worker });

    const sandbox = await startSandbox({ port: sandboxPort, scale, challengeStore: true });
    lifecycle.onShutdown(() => sandbox.close());
    say(
      `Retailer sandbox: ${sandbox.storefronts.length} storefronts on 127.0.0.1:${sandboxPort + 1}-${sandboxPort + sandbox.storefronts.length} (scale ${scale})`,
    );

    say('First scrape cycle ...');
    const started = Date.now();
    const seeded = await seedDemo(deps, sandbox, {
      historyDays,
      log: say,
    });
    say(
      `Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s: ${seeded.listings.toLocaleString('en-CA')} live listings, ` +
        `${seeded.observations.toLocaleString('en-CA')} price observations (${historyDays} days)`,
    );

    await startWorkerRole(deps, lifecycle);
    if (webMode === 'inline') {
      const web = await startServices(env, databaseUrl, 'web', log, lifecycle, {
        pool: pools.web,
        startupTasks: false,
      });
      await listenWeb(web, lifecycle);
    } else {
      const web = await startWebProcess(databaseUrl, env.PORT);
      lifecycle.onShutdown(web.stop);
      say(`Web process: pid ${web.pid} (dist/server/main.js web)`);
    }

    say('');
    say(`PerRound demo is running: ${env.APP_URL}`);
    say('Demo accounts (passwords are new on every start):');
    for (const account of seeded.accounts)
      say(`  ${account.role.padEnd(16)} ${account.email.padEnd(30)} ${account.password}`);
    say('Sandbox control: ' + sandbox.controlUrl + ' (e.g. /__sandbox/day?set=1, then run a scraper from /admin)');
    say('Ctrl-C stops everything.');
  } catch (error) {
    await lifecycle.shutdown();
    throw error;
  }
}

main().catch(exitWithReason('perround demo'));

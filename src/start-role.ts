import { exitWithReason, parseCli, UsageError } from './cli.js';
import { createShutdown, listenWeb, poolsFor, prepareDatabase, shutdownOnSignals, startServices } from './runtime.js';
import { loadEnv } from './server/env.js';
import { createLogger } from './server/logger.js';
import { startMemoryLog } from './server/observability/memory-log.js';

type Role = 'all' | 'web' | 'worker' | 'migrate';
const ROLES: Role[] = ['all', 'web', 'worker', 'migrate'];

const USAGE = `
Usage: node dist/server/main.js ROLE     (from source: tsx src/main.ts ROLE)
  all      web + worker in one process (npm start)
  web      the web server only
  worker   the job worker only
  migrate  run pending migrations and exit (the release phase)
Configuration comes from environment variables (see README.md, .env.example).`;

/**
 * The process's role (src/main.ts is the entry). Any start-up failure exits non-zero with a one-line reason.
 * Signals are handled from the first moment, so a SIGTERM during start-up still stops what was started (the
 * embedded PostgreSQL above all).
 */
async function main() {
  const role = parseCli(USAGE, {}, { min: 1, max: 1 }).positionals[0] as Role;
  if (!ROLES.includes(role)) throw new UsageError(`unknown role '${role}' (use ${ROLES.join(', ')}; see --help)`);
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL, `perround-${role}`);
  const lifecycle = createShutdown(log);
  shutdownOnSignals(log, lifecycle);
  startMemoryLog(log, env.MEMORY_LOG_SECONDS);
  try {
    const databaseUrl = await prepareDatabase(env, log, lifecycle);
    if (role === 'migrate') return lifecycle.shutdown();
    const pools = poolsFor(env.DATABASE_POOL_MAX, role);
    // `all` runs each role on its own pools and timeouts (the web side last: it runs no start-up task twice)
    if (pools.worker) {
      const deps = await startServices(env, databaseUrl, 'worker', log, lifecycle, { pool: pools.worker });
      // imported here, not above: a web process keeps the pipeline out of memory (decision 0360)
      const { startWorkerRole } = await import('./worker-role.js');
      await startWorkerRole(deps, lifecycle);
    }
    if (pools.web) {
      const deps = await startServices(env, databaseUrl, 'web', log, lifecycle, {
        pool: pools.web,
        startupTasks: !pools.worker,
      });
      await listenWeb(deps, lifecycle);
      log.info(`PerRound is listening on ${env.APP_URL} (port ${env.PORT})`);
    }
  } catch (error) {
    await lifecycle.shutdown();
    throw error;
  }
}

main().catch(exitWithReason('perround'));

import { startWorker } from './pipeline/jobs/worker.js';
import { createShutdown, exitWithReason, listenWeb, prepareDatabase, shutdownOnSignals, startServices } from './runtime.js';
import { loadEnv } from './server/env.js';
import { createLogger } from './server/logger.js';

type Role = 'all' | 'web' | 'worker' | 'migrate';
const ROLES: Role[] = ['all', 'web', 'worker', 'migrate'];

/**
 * Process entry: `all` (web + worker in one process, the single-machine default), `web`, `worker`, or
 * `migrate` (the Procfile release phase). Any start-up failure exits non-zero with a one-line reason.
 */
async function main() {
  const role = process.argv[2] as Role;
  if (!ROLES.includes(role)) throw new Error(`unknown role '${process.argv[2] ?? ''}' (use ${ROLES.join(', ')})`);
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL, `perround-${role}`);
  const lifecycle = createShutdown(log);
  try {
    const databaseUrl = await prepareDatabase(env, log, lifecycle);
    if (role === 'migrate') return lifecycle.shutdown();
    const deps = await startServices(env, databaseUrl, role === 'web' ? 'web' : 'worker', log, lifecycle);
    if (role === 'all' || role === 'worker') await startWorker(deps);
    if (role === 'all' || role === 'web') {
      await listenWeb(deps, lifecycle);
      log.info(`PerRound is listening on ${env.APP_URL} (port ${env.PORT})`);
    }
    shutdownOnSignals(log, lifecycle);
  } catch (error) {
    await lifecycle.shutdown();
    throw error;
  }
}

main().catch(exitWithReason('perround'));

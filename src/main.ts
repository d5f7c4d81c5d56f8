import closeWithGrace from 'close-with-grace';
import { createBoss } from './jobs/boss.js';
import { createQueues } from './jobs/create-queues.js';
import { startWorker } from './jobs/worker.js';
import { buildApp } from './server/app.js';
import { openDatabase, redactUrl, type DatabaseHandle } from './server/db/database.js';
import { migrate } from './server/db/migrate.js';
import { createSequelize } from './server/db/sequelize.js';
import type { AppDeps } from './server/deps.js';
import { loadEnv } from './server/env.js';
import { createLogger } from './server/logger.js';
import { runStartupTasks } from './server/startup.js';

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
  const cleanups: Array<() => Promise<unknown>> = [];
  const shutdown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => log.error(e, 'shutdown step failed'));
  };
  try {
    const database: DatabaseHandle = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      port: env.EMBEDDED_PG_PORT,
      log: (line) => log.debug({ postgres: line }),
    });
    cleanups.push(() => database.stop());
    log.info(`database: ${redactUrl(database.url)}${env.DATABASE_URL ? '' : ' (embedded)'}`);
    await migrate(database.url, (line) => log.info(line));
    if (role === 'migrate') return shutdown();

    const db = createSequelize(database.url, { poolMax: role === 'worker' ? 8 : 15 });
    cleanups.push(() => db.close());
    const boss = createBoss(database.url, role === 'web' ? 'web' : 'worker');
    boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
    await boss.start();
    cleanups.push(() => boss.stop({ graceful: true, timeout: 20_000 }));
    await createQueues(boss);
    const deps: AppDeps = {
      env,
      db,
      boss,
      log: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) },
    };
    await runStartupTasks(deps);

    if (role === 'all' || role === 'worker') await startWorker(deps);
    if (role === 'all' || role === 'web') {
      const app = await buildApp(deps);
      cleanups.push(() => app.close());
      await app.listen({ port: env.PORT, host: env.HOST }).catch((error: NodeJS.ErrnoException) => {
        throw new Error(error.code === 'EADDRINUSE' ? `port ${env.PORT} is already in use (set PORT)` : error.message);
      });
      log.info(`PerRound is listening on ${env.APP_URL} (port ${env.PORT})`);
    }
    closeWithGrace({ delay: 25_000 }, async ({ signal, err }) => {
      if (err) log.error({ err }, 'fatal error, shutting down');
      else log.info(`${signal}: shutting down`);
      await shutdown();
    });
  } catch (error) {
    await shutdown();
    throw error;
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`perround: ${message.split('\n')[0]}\n`);
  process.exit(1);
});

import type { Logger } from 'pino';
import { createBoss } from './pipeline/jobs/boss.js';
import { createQueues } from './pipeline/jobs/create-queues.js';
import { createEmailQueue, waitForQueuedEmails } from './server/email/email-queue.js';
import { buildApp } from './server/app.js';
import { openDatabase, redactUrl } from './db/database.js';
import { migrate } from './db/migrate.js';
import { createSequelize } from './db/sequelize.js';
import { BACKGROUND_TIMEOUTS, WEB_TIMEOUTS } from './db/timeouts.js';
import type { AppDeps } from './server/deps.js';
import type { Env } from './server/env.js';
import { runStartupTasks } from './server/startup.js';

/**
 * The pieces a process is started from (src/main.ts, scripts/demo.ts): each start step registers its own stop
 * step, and shutdown runs them in reverse (web server, pg-boss, pool, then PostgreSQL).
 */
export function createShutdown(log: Logger) {
  const steps: Array<() => Promise<unknown>> = [];
  return {
    onShutdown: (step: () => Promise<unknown>) => void steps.push(step),
    shutdown: async () => {
      for (const step of steps.splice(0).reverse()) await step().catch((e) => log.error(e, 'shutdown step failed'));
    },
  };
}

export type Shutdown = ReturnType<typeof createShutdown>;

/** Database (embedded or DATABASE_URL), migrations; returns the URL. */
export async function prepareDatabase(env: Env, log: Logger, { onShutdown }: Shutdown) {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    ssl: env.DATABASE_SSL,
    dataDir: env.DATA_DIR,
    port: env.EMBEDDED_PG_PORT,
    log: (line) => log.warn(line),
    serverLog: (line) => log.debug({ postgres: line }),
  });
  onShutdown(() => database.stop());
  log.info(`database: ${redactUrl(database.url)}${env.DATABASE_URL ? '' : ' (embedded)'}`);
  await migrate(database.url, (line) => log.info(line));
  return database.url;
}

/**
 * Sequelize, pg-boss (queues created) and, unless told not to, the start-up tasks: the AppDeps one role runs on.
 * Each role has its own pools and timeouts, also when `npm start` runs both in one process: a web request gives
 * up within seconds on a frozen database (503 with Retry-After) while a worker's statements may run longer.
 */
export async function startServices(
  env: Env,
  databaseUrl: string,
  role: 'web' | 'worker',
  log: Logger,
  { onShutdown }: Shutdown,
  options: { pool?: Pool; startupTasks?: boolean } = {},
) {
  const pool = options.pool ?? splitPool(env.DATABASE_POOL_MAX, role);
  const timeouts = role === 'web' ? WEB_TIMEOUTS : BACKGROUND_TIMEOUTS;
  const db = createSequelize(databaseUrl, { poolMax: pool.sequelize, timeouts });
  onShutdown(() => db.close());
  const boss = createBoss(databaseUrl, role, pool.boss, { schedule: env.SCHEDULER_ENABLED });
  boss.on('error', (error) => {
    // 57P01: the server is shutting down (e.g. a terminal's Ctrl-C reached the embedded PostgreSQL too).
    if ((error as { code?: string }).code === '57P01')
      log.warn('pg-boss: database connection closed by the server (shutting down)');
    else log.error({ err: error }, `pg-boss error (${role})`);
  });
  await boss.start();
  onShutdown(() => boss.stop({ graceful: true, timeout: 20_000 }));
  await createQueues(boss);
  await createEmailQueue(boss);
  // Before pg-boss stops: an e-mail a request queued in the background is in the queue, not lost.
  onShutdown(waitForQueuedEmails);
  const deps: AppDeps = {
    env,
    db,
    boss,
    log: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) },
  };
  if (options.startupTasks !== false) await runStartupTasks(deps);
  return deps;
}

export interface Pool {
  sequelize: number;
  boss: number;
}

/**
 * DATABASE_POOL_MAX is what one process may hold open (a plan's connection limit divided by the processes):
 * a web process only sends jobs, so pg-boss gets 2; a worker's pg-boss polls, supervises and schedules, so half.
 */
export function splitPool(max: number, role: 'web' | 'worker'): Pool {
  const boss = role === 'web' ? 2 : Math.ceil(max / 2);
  return { sequelize: max - boss, boss };
}

/**
 * The pools of each role a process runs. `all` (npm start) shares DATABASE_POOL_MAX: the web side gets a quarter
 * for its queries and one connection to send jobs, the worker the rest (its scrapes hold connections longer).
 */
export function poolsFor(max: number, role: 'all' | 'web' | 'worker'): { web?: Pool; worker?: Pool } {
  if (role !== 'all') return { [role]: splitPool(max, role) };
  const web = { sequelize: Math.max(1, Math.floor(max / 4)), boss: 1 };
  return { web, worker: splitPool(max - web.sequelize - web.boss, 'worker') };
}

/** The web server on PORT; an occupied port is a one-line reason. */
export async function listenWeb(deps: AppDeps, { onShutdown }: Shutdown) {
  const app = await buildApp(deps);
  onShutdown(() => app.close());
  await app.listen({ port: deps.env.PORT, host: deps.env.HOST }).catch((error: NodeJS.ErrnoException) => {
    throw new Error(error.code === 'EADDRINUSE' ? `port ${deps.env.PORT} is already in use (set PORT)` : error.message);
  });
  return app;
}

const SHUTDOWN_TIMEOUT_MS = 25_000;
// A terminal's Ctrl-C reaches every process of the group, and npm/tsx relay it to their child as well, so the
// app sees the same SIGINT twice: an echo within this window is not a request to hurry.
const SIGNAL_ECHO_MS = 2_000;

/** SIGINT/SIGTERM (and a crash) run the shutdown steps once, then exit; a later repeated signal forces the exit. */
export function shutdownOnSignals(log: Logger, { shutdown }: Shutdown) {
  let startedAt = 0;
  const stop = (reason: string, code: number) => {
    startedAt = Date.now();
    log.info(`${reason}: shutting down`);
    setTimeout(() => {
      log.error(`shutdown took over ${SHUTDOWN_TIMEOUT_MS} ms, exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    shutdown().then(
      () => process.exit(code),
      () => process.exit(1),
    );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (!startedAt) return stop(signal, 0);
    if (Date.now() - startedAt < SIGNAL_ECHO_MS) return;
    log.error(`second ${signal}, exiting`);
    process.exit(1);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const onCrash = (error: unknown) => {
    log.error({ err: error }, 'fatal error');
    if (!startedAt) stop('fatal error', 1);
  };
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
}

import { PgBoss } from 'pg-boss';
import { BACKGROUND_TIMEOUTS, poolTimeouts, WEB_TIMEOUTS } from '../../db/timeouts.js';

/**
 * One pg-boss per process. The web role only sends jobs (no supervision, no cron); the worker role does both.
 * @see https://timgit.github.io/pg-boss/
 */
export function createBoss(
  databaseUrl: string,
  role: 'web' | 'worker',
  max = role === 'web' ? 2 : 5,
  options: { schedule?: boolean } = {},
) {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    max,
    supervise: role === 'worker',
    // runs the database-held cron schedules (pg-boss sends each scheduled job once, whoever runs it)
    schedule: role === 'worker' && options.schedule !== false,
    application_name: `perround-${role}`,
    // a worker skips singleton keys it last saw active and refreshes that view this often (default 60 s: queued
    // runs waited minutes while worker slots sat idle)
    queueCacheIntervalSeconds: 5,
    // a web process only sends: a frozen database makes its send fail in seconds, like its other queries
    ...poolTimeouts(role === 'web' ? WEB_TIMEOUTS : BACKGROUND_TIMEOUTS),
  });
  return boss;
}

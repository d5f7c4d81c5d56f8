import { PgBoss } from 'pg-boss';

/**
 * One pg-boss per process. The web role only sends jobs (no supervision, no cron); the worker role does both.
 * @see https://timgit.github.io/pg-boss/
 */
export function createBoss(databaseUrl: string, role: 'web' | 'worker', max = role === 'web' ? 2 : 5) {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    max,
    supervise: role === 'worker',
    schedule: role === 'worker',
    application_name: `perround-${role}`,
  });
  return boss;
}

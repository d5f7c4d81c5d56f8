import { PgBoss } from 'pg-boss';

/**
 * One pg-boss per process. The web role only sends jobs (no supervision, no cron); the worker role does both.
 * @see https://timgit.github.io/pg-boss/
 */
export function createBoss(databaseUrl: string, role: 'web' | 'worker') {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    max: role === 'web' ? 4 : 8,
    supervise: role === 'worker',
    schedule: role === 'worker',
    application_name: `perround-${role}`,
  });
  return boss;
}

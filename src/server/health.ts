import type { AppDeps } from './deps.js';

/** Healthy when the database answers a query. */
export async function checkHealth(deps: Pick<AppDeps, 'db'>) {
  try {
    await deps.db.query('SELECT 1');
    return { ok: true as const, database: 'up' as const };
  } catch {
    return { ok: false as const, database: 'down' as const };
  }
}

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { CLIENT_DIR, MIGRATIONS_DIR } from '../../paths.js';
import { migrationName } from '../../db/migrate.js';
import type { AppDeps } from '../deps.js';

export interface Readiness {
  ok: boolean;
  database: 'up' | 'down';
  migrations: 'current' | 'pending' | 'unknown';
  client: 'built' | 'missing';
}

let shipped: string[] | undefined;
const migrationNames = () =>
  (shipped ??= readdirSync(MIGRATIONS_DIR)
    .filter((f) => /\.(ts|js)$/.test(f) && !/\.(test|d)\.(ts|js)$/.test(f))
    .map(migrationName));

/**
 * /readyz: this process can serve traffic. The database answers, every migration this build ships has run
 * (a web process started before the release phase finished is not ready), and the client build is present.
 */
export async function checkReadiness(deps: Pick<AppDeps, 'db'>, clientDir = CLIENT_DIR): Promise<Readiness> {
  const client = existsSync(path.join(clientDir, 'index.html')) ? 'built' : 'missing';
  let applied: Set<string>;
  try {
    const rows = await deps.db.query<{ name: string }>('SELECT name FROM umzug_migrations', {
      type: QueryTypes.SELECT,
    });
    applied = new Set(rows.map((r) => migrationName(r.name)));
  } catch {
    return { ok: false, database: 'down', migrations: 'unknown', client };
  }
  const migrations = migrationNames().every((name) => applied.has(name)) ? 'current' : 'pending';
  return { ok: migrations === 'current' && client === 'built', database: 'up', migrations, client };
}

import { readdir } from 'node:fs/promises';
import pg from 'pg';
import type { MigrationFn } from 'umzug';
import { MIGRATIONS_DIR } from '../paths.js';

/** A migration gets a function that runs SQL (one statement batch) on the migrating connection. */
export type SqlRunner = (text: string, params?: unknown[]) => Promise<pg.QueryResult>;
export type Migration = MigrationFn<SqlRunner>;

/**
 * A migration's name is its file name without the extension: the same for the TypeScript source (tsx) and the
 * compiled build (dist/server/migrations/*.js). Databases migrated before this kept the `.ts`, hence the strip
 * on what is read back too.
 */
export const migrationName = (file: string) => file.replace(/\.(ts|js)$/, '');

// Any constant works; it only has to be the same for every process that migrates this database.
const MIGRATION_LOCK_ID = 727_001;

/**
 * Runs pending migrations (Umzug, history in the `umzug_migrations` table) inside a Postgres advisory lock so
 * a release phase and a starting web process never migrate at once.
 */
export async function migrate(databaseUrl: string, log: (line: string) => void = () => {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS umzug_migrations (name text PRIMARY KEY, run_at timestamptz NOT NULL DEFAULT now())',
    );
    if (!(await anyPending(client))) return [];
    // Umzug (and its command-line parser) is loaded only when there is work: a web process starting on a
    // migrated database keeps it out of memory (decision 0360).
    const { Umzug } = await import('umzug');
    const sql: SqlRunner = (text, params) => client.query(text, params as unknown[]);
    const umzug = new Umzug<SqlRunner>({
      migrations: {
        glob: ['*.{ts,js}', { cwd: MIGRATIONS_DIR, ignore: ['*.d.ts', '*.test.ts', '*.test.js'] }],
        resolve: ({ name, path: file }) => ({
          name: migrationName(name),
          up: async (params) => {
            await client.query('BEGIN');
            try {
              await (await import(file!)).up(params);
              await client.query('COMMIT');
            } catch (error) {
              await client.query('ROLLBACK');
              throw error;
            }
          },
          down: async (params) => (await import(file!)).down(params),
        }),
      },
      // A function context is treated by Umzug as a factory, so wrap the runner.
      context: () => sql,
      storage: {
        executed: async () =>
          (await client.query<{ name: string }>('SELECT name FROM umzug_migrations ORDER BY name')).rows.map((r) =>
            migrationName(r.name),
          ),
        logMigration: async ({ name }) => {
          await client.query('INSERT INTO umzug_migrations (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
        },
        unlogMigration: async ({ name }) => {
          await client.query('DELETE FROM umzug_migrations WHERE name = $1', [name]);
        },
      },
      logger: undefined,
    });
    const ran = await umzug.up();
    for (const m of ran) log(`migrated ${m.name}`);
    return ran.map((m) => m.name);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}

/** Whether MIGRATIONS_DIR holds a migration (the files Umzug's glob below takes) not yet in umzug_migrations. */
async function anyPending(client: pg.Client) {
  const files = (await readdir(MIGRATIONS_DIR)).filter(
    (f) => /\.(ts|js)$/.test(f) && !/\.d\.ts$|\.test\.(ts|js)$/.test(f),
  );
  const { rows } = await client.query<{ name: string }>('SELECT name FROM umzug_migrations');
  const executed = new Set(rows.map((r) => migrationName(r.name)));
  return files.some((f) => !executed.has(migrationName(f)));
}

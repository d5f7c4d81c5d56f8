import pg from 'pg';
import { ensureAppDatabase } from './embedded/app-database.js';
import { startEmbeddedPostgres } from './embedded/cluster.js';

export interface DatabaseHandle {
  url: string;
  /** Stops the embedded server; a no-op for an external DATABASE_URL. */
  stop(): Promise<void>;
}

const DATABASE_NAME = 'perround';

/**
 * Uses DATABASE_URL when set; otherwise starts the embedded PostgreSQL (embedded/cluster.ts) with its data under
 * dataDir, reusing the cluster on the next start, and connects as the app's own non-superuser role.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  port: number;
  databaseName?: string;
  /** What we did to the embedded cluster (an orphan stopped, data relocated): for the operator. */
  log?: (line: string) => void;
  /** PostgreSQL's own output. */
  serverLog?: (line: string) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    await assertReachable(options.databaseUrl);
    return { url: options.databaseUrl, stop: async () => {} };
  }
  const cluster = await startEmbeddedPostgres(options);
  try {
    return { url: await ensureAppDatabase(cluster, options.databaseName ?? DATABASE_NAME), stop: cluster.stop };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

export async function ensureDatabaseExists(adminUrl: string, name: string, template?: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const ident = client.escapeIdentifier(name);
      await client.query(`CREATE DATABASE ${ident}${template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : ''}`);
    }
  } finally {
    await client.end();
  }
}

async function assertReachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`cannot connect to DATABASE_URL (${redactUrl(url)}): ${reason || 'connection failed'}`);
  } finally {
    await client.end().catch(() => {});
  }
}

export function redactUrl(url: string) {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

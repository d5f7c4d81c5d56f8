import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/global-setup.js';
import { openDatabase } from '../database.js';
import { locateBinaries } from './binaries.js';
import { postgresUser } from './os-user.js';

const asRoot = process.getuid?.() === 0;
const cleanup: string[] = [];
afterAll(async () => {
  for (const dir of cleanup) await rm(dir, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('connects the app as a non-superuser owning only its database, with a random password kept 0600 in DATA_DIR', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'perround-embedded-'));
    cleanup.push(dataDir);
    const database = await openDatabase({ dataDir, port: await freePort() });
    try {
      const url = new URL(database.url);
      expect(url.username).toBe('perround');
      expect(url.password).not.toBe('perround');
      expect((await stat(path.join(dataDir, 'pg-credentials.json'))).mode & 0o777).toBe(0o600);
      const [role] = await query<{ rolsuper: boolean; rolcreatedb: boolean; rolcreaterole: boolean; owner: string }>(
        database.url,
        'SELECT rolsuper, rolcreatedb, rolcreaterole, pg_get_userbyid(d.datdba) AS owner FROM pg_roles r, pg_database d WHERE r.rolname = current_user AND d.datname = current_database()',
      );
      expect(role).toEqual({ rolsuper: false, rolcreatedb: false, rolcreaterole: false, owner: 'perround' });
      // The app role can still create the trusted extensions its migrations need.
      await query(database.url, 'CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await expect(query(database.url, 'CREATE DATABASE not_allowed')).rejects.toThrow(/permission denied/);
      const other = new URL(database.url);
      other.pathname = '/postgres';
      await expect(query(other.toString(), 'SELECT 1')).rejects.toThrow(/permission denied/);
    } finally {
      await database.stop();
    }
  }, 120_000);

  describe.skipIf(!asRoot)('run as root (skipped: not running as root)', () => {
    it('keeps its data where user postgres can reach it when DATA_DIR sits in a folder only root can enter', async () => {
      const privateDir = await mkdtemp(path.join(tmpdir(), 'perround-private-')); // 0700, owned by root
      cleanup.push(privateDir);
      const dataDir = path.join(privateDir, 'clone', '.data');
      const logs: string[] = [];
      const port = await freePort();
      const first = await openDatabase({ dataDir, port, log: (l) => logs.push(l) });
      await query(first.url, 'CREATE TABLE kept (id int); INSERT INTO kept VALUES (1)');
      await first.stop();
      const second = await openDatabase({ dataDir, port });
      expect(await query(second.url, 'SELECT id FROM kept')).toEqual([{ id: 1 }]);
      await second.stop();
      const relocated = logs.join('\n').match(/keeps its data in (\S+)/)?.[1];
      expect(relocated).toMatch(/^\/var\/tmp\/perround-postgres-data\//);
      cleanup.push(relocated!);
    }, 120_000);

    it('copies the binaries to a folder user postgres can reach when they sit in a folder only root can enter', async () => {
      const packaged = await locateBinaries(undefined);
      const privateDir = await mkdtemp(path.join(tmpdir(), 'perround-private-bin-'));
      cleanup.push(privateDir);
      const nativeDir = path.join(privateDir, 'native');
      await cp(path.dirname(path.dirname(packaged.postgres)), nativeDir, { recursive: true, verbatimSymlinks: true });
      const user = postgresUser()!;
      const found = await locateBinaries(user, {
        postgres: path.join(nativeDir, 'bin/postgres'),
        initdb: path.join(nativeDir, 'bin/initdb'),
      });
      expect(found.postgres).toMatch(/^\/var\/tmp\/perround-postgres-bin\/[0-9a-f]{16}\/bin\/postgres$/);
      const run = spawnSync(found.postgres, ['--version'], { uid: user.uid, gid: user.gid, encoding: 'utf8' });
      expect(run.stdout).toMatch(/^postgres \(PostgreSQL\) \d+/);
      cleanup.push(path.dirname(path.dirname(found.postgres)));
    }, 60_000);
  });
});

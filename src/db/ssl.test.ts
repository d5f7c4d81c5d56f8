import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { poolsFor, splitPool } from '../runtime.js';
import { applyDatabaseSsl } from './ssl.js';

afterEach(() => {
  pg.defaults.ssl = false;
});

describe('DATABASE_SSL', () => {
  it('sets TLS for every pool of the process and removes the URL parameters that would override it', async () => {
    expect(applyDatabaseSsl('postgres://u:p@db.example:5432/app?sslmode=require', 'no-verify')).toBe(
      'postgres://u:p@db.example:5432/app',
    );
    expect(pg.defaults.ssl).toEqual({ rejectUnauthorized: false });
    expect(applyDatabaseSsl('postgres://u:p@db.example/app', 'require')).toBe('postgres://u:p@db.example/app');
    expect(pg.defaults.ssl).toBe(true);
    const ca = path.join(await mkdtemp(path.join(tmpdir(), 'perround-ca-')), 'ca.pem');
    await writeFile(ca, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    applyDatabaseSsl('postgres://u:p@db.example/app', ca);
    expect(pg.defaults.ssl).toEqual({ ca: expect.stringContaining('BEGIN CERTIFICATE') });
  });

  it("follows the URL's sslmode when DATABASE_SSL is unset", () => {
    applyDatabaseSsl('postgres://u:p@db.example/app?sslmode=no-verify', undefined);
    expect(pg.defaults.ssl).toEqual({ rejectUnauthorized: false });
    applyDatabaseSsl('postgres://u:p@db.example/app?sslmode=verify-full', undefined);
    expect(pg.defaults.ssl).toBe(true);
    applyDatabaseSsl('postgres://u:p@localhost/app', undefined);
    expect(pg.defaults.ssl).toBe(false);
  });
});

describe('DATABASE_POOL_MAX', () => {
  it('is the most connections one process holds, split between Sequelize and pg-boss', () => {
    expect(splitPool(10, 'web')).toEqual({ sequelize: 8, boss: 2 });
    expect(splitPool(10, 'worker')).toEqual({ sequelize: 5, boss: 5 });
    expect(splitPool(4, 'worker')).toEqual({ sequelize: 2, boss: 2 });
  });

  it('in one process running both roles (npm start, the demo), is shared: each role keeps its own pools', () => {
    expect(poolsFor(10, 'web')).toEqual({ web: { sequelize: 8, boss: 2 } });
    expect(poolsFor(10, 'all')).toEqual({ web: { sequelize: 2, boss: 1 }, worker: { sequelize: 3, boss: 4 } });
    expect(poolsFor(4, 'all')).toEqual({ web: { sequelize: 1, boss: 1 }, worker: { sequelize: 1, boss: 1 } });
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import type { TestProject } from 'vitest/node';
import { ensureDatabaseExists } from '../db/database.js';
import { startEmbeddedPostgres } from '../db/embedded/cluster.js';
import { migrate } from '../db/migrate.js';

export const TEMPLATE_DATABASE = 'perround_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * Starts one real PostgreSQL for the run (the embedded one, or TEST_DATABASE_URL's server) and migrates a
 * template database; each test file clones it (see test-db.ts), so files never share data.
 */
export default async function setup(project: TestProject) {
  let adminUrl: string;
  let stop = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = '/postgres';
    adminUrl = url.toString();
  } else {
    const dir = await mkdtemp(path.join(tmpdir(), 'perround-test-pg-'));
    const server = await startEmbeddedPostgres({ dataDir: dir, port: await freePort() });
    adminUrl = server.superuserUrl('postgres');
    stop = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
      await rm(server.pgDir, { recursive: true, force: true });
    };
  }
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DATABASE);
  await ensureDatabaseExists(adminUrl, TEMPLATE_DATABASE);
  await migrate(templateUrl);
  project.provide('pgAdminUrl', adminUrl);
  return stop;
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

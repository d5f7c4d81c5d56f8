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

/**
 * A port that is free now, for a child process to listen on. It is chosen below Linux's ephemeral range (32768 on),
 * where neither the OS's own choices (other files' listen(0), every outgoing connection) can take it before the
 * child binds: a port from that range once went to another test in that gap.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * 22_000);
    if (await canListen(port)) return port;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

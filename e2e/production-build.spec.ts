import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, withDatabase } from '../src/test/global-setup.js';
import { startLogged, waitForHttp, waitForOutput } from '../src/test/processes.js';

/**
 * What a PaaS buildpack or the Dockerfile does: build, copy the build output with package.json and the lock
 * file to a clean folder, install with dev dependencies pruned (`npm ci --omit=dev`), then run the release
 * phase, a web and a worker process with `node` on an external PostgreSQL (the test run's server).
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);
let app: string;
let databaseUrl: string;

beforeAll(async () => {
  if (!existsSync(path.join(ROOT, 'dist/client/index.html')))
    throw new Error('dist/client is missing: run `npm run build` first');
  await run('npm', ['run', 'build:server'], { cwd: ROOT });
  app = await mkdtemp(path.join(tmpdir(), 'perround-prod-'));
  for (const item of ['package.json', 'package-lock.json', 'dist'])
    await cp(path.join(ROOT, item), path.join(app, item), { recursive: true });
  await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: app, timeout: 240_000 });

  const name = `perround_prod_${process.pid}`;
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databaseUrl = withDatabase(inject('pgAdminUrl'), name);
}, 300_000);

afterAll(async () => {
  if (app) await rm(app, { recursive: true, force: true });
});

function node(role: string, env: Record<string, string> = {}) {
  return startLogged(process.execPath, ['dist/server/main.js', role], {
    cwd: app,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      SEED_RETAILERS: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
}

describe('the production build, dev dependencies pruned', () => {
  it('has no dev tools to lean on', () => {
    // (typescript stays: @trpc/server declares it as a peer dependency, which npm installs.)
    for (const dev of ['tsx', 'vite', 'vitest', 'esbuild', 'jsdom', 'react'])
      expect(existsSync(path.join(app, 'node_modules', dev)), dev).toBe(false);
  });

  it('runs the release phase, then web and worker with node', async () => {
    const release = node('migrate');
    expect(await release.exited, release.output().stderr).toBe(0);
    expect(release.output().stdout).toContain('migrated 20261122000100-create-core-schema');

    const port = await freePort();
    const web = node('web', { PORT: String(port), APP_URL: `http://localhost:${port}` });
    const worker = node('worker');
    expect(JSON.parse(await waitForHttp(`http://127.0.0.1:${port}/healthz`))).toMatchObject({ ok: true });
    expect(JSON.parse(await waitForHttp(`http://127.0.0.1:${port}/readyz`))).toMatchObject({ ok: true });
    expect(await waitForHttp(`http://127.0.0.1:${port}/`)).toContain('<div id="root"></div>');
    await waitForOutput(worker, 'worker: consuming queues');

    web.child.kill('SIGTERM');
    worker.child.kill('SIGTERM');
    expect(await web.exited, web.output().stderr).toBe(0);
    expect(await worker.exited, worker.output().stderr).toBe(0);
  }, 180_000);
});

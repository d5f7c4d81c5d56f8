import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './test/global-setup.js';
import { createTestDatabase } from './test/test-db.js';

/** The real process entry, started as `npm start` would start it (roles, start-up failures, persistence). */
const children = new Set<ChildProcess>();
afterEach(() => {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
});

function startProcess(role: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', role], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_RETAILERS: '0', SCHEDULER_ENABLED: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let stderr = '';
  let stdout = '';
  child.stderr!.on('data', (c) => (stderr += c));
  child.stdout!.on('data', (c) => (stdout += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stderr, stdout }) };
}

async function waitForHealth(port: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.status === 200) return res;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no healthy answer on port ${port}`);
}

describe('process start-up', () => {
  it('exits non-zero with a one-line reason when DATABASE_URL is broken', async () => {
    const proc = startProcess('web', {
      DATABASE_URL: 'postgres://nobody:wrong@127.0.0.1:1/nothing',
      PORT: String(await freePort()),
    });
    expect(await proc.exited).not.toBe(0);
    const lines = proc.output().stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^perround: cannot connect to DATABASE_URL \(postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/nothing\)/,
    );
  });

  it('exits non-zero with a one-line reason when a variable is invalid', async () => {
    const proc = startProcess('web', { PORT: 'http' });
    expect(await proc.exited).toBe(1);
    expect(proc.output().stderr.trim()).toMatch(/^perround: Invalid environment variable PORT:/);
  });

  it('serves on another PostgreSQL server given by DATABASE_URL, and refuses an occupied port', async () => {
    const databaseUrl = await createTestDatabase();
    const port = await freePort();
    const web = startProcess('web', { DATABASE_URL: databaseUrl, PORT: String(port) });
    const health = await waitForHealth(port);
    expect(await health.json()).toEqual({ ok: true });

    const second = startProcess('web', { DATABASE_URL: databaseUrl, PORT: String(port) });
    expect(await second.exited).toBe(1);
    expect(second.output().stderr.trim()).toBe(`perround: port ${port} is already in use (set PORT)`);

    // A terminal's Ctrl-C arrives twice (directly and relayed by npm/tsx): still a clean, complete shutdown.
    web.child.kill('SIGINT');
    web.child.kill('SIGINT');
    expect(await web.exited).toBe(0);
    expect(web.output().stdout).not.toContain('second SIGINT');
  }, 90_000);

  it('starts the embedded PostgreSQL in DATA_DIR, keeps the data, and comes up again after a SIGKILL', async () => {
    // mkdtemp makes a 0700 folder: run as root, PostgreSQL's own user cannot enter it (like a clone in /root).
    const dataDir = await mkdtemp(path.join(tmpdir(), 'perround-data-'));
    const pgPort = await freePort();
    const port = await freePort();
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), PORT: String(port), DATABASE_URL: '' };
    try {
      const first = startProcess('all', env);
      await waitForHealth(port, 90_000);
      const { appUser, appPassword } = JSON.parse(await readFile(path.join(dataDir, 'pg-credentials.json'), 'utf8'));
      const url = `postgres://${appUser}:${appPassword}@127.0.0.1:${pgPort}/perround`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(
        "INSERT INTO retailers (name, url) VALUES ('Kept Across Restarts', 'https://kept.example.ca/')",
      );
      await client.end();
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(await isListening(pgPort)).toBe(false);

      const second = startProcess('all', env);
      await waitForHealth(port, 90_000);
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      const rows = await again.query("SELECT name FROM retailers WHERE name = 'Kept Across Restarts'");
      await again.end();
      expect(rows.rowCount).toBe(1);
      // No exit hook runs on SIGKILL: the PostgreSQL it started is left running, an orphan holding DATA_DIR.
      second.child.kill('SIGKILL');
      await second.exited;
      expect(await isListening(pgPort)).toBe(true);

      const third = startProcess('all', env);
      await waitForHealth(port, 90_000);
      expect(third.output().stdout).toContain('stopping an orphaned PostgreSQL');
      third.child.kill('SIGINT');
      expect(await third.exited).toBe(0);
      expect(await isListening(pgPort)).toBe(false);
      const relocated = first.output().stdout.match(/keeps its data in ([^\s"]+)/)?.[1];
      if (relocated) await rm(relocated, { recursive: true, force: true });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

function isListening(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLogged, waitForHttp, waitForOutput } from '../../src/test/processes.js';

/**
 * Issue 18, "Done when": `kill -9` of the demo (no exit hook runs: its embedded PostgreSQL is left running, an
 * orphan holding DATA_DIR and the port), then a start: it finds the orphan by its postmaster.pid, stops it and
 * comes up. `npm start`'s process gets the same drill in src/main.test.ts. A small catalogue, one day of history.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const RUNNING = 'PerRound demo is running';
let dataDir: string | undefined;

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
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

/**
 * A run of `count` free ports below Linux's ephemeral range (32768 on): the other test files listen on ports the
 * OS picks from that range, and their outgoing connections use it too, so a run chosen there can be taken
 * between this check and the demo's listen (a CI run once failed so).
 */
async function freePortRun(count: number): Promise<number> {
  for (;;) {
    const base = 10_000 + Math.floor(Math.random() * 20_000);
    const ports = Array.from({ length: count }, (_, i) => base + i);
    if (!(await Promise.all(ports.map(isListening))).some(Boolean)) return base;
  }
}

describe('the demo after kill -9', () => {
  it('comes up again at the next start, clearing the PostgreSQL it left behind', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'perround-demo-kill-'));
    await chmod(dataDir, 0o755); // as root, the embedded PostgreSQL runs as 'postgres' and must enter it
    // the sandbox's control port and its stores, then PostgreSQL's port and the web port
    const base = await freePortRun(18);
    const pgPort = base + 16;
    const port = base + 17;
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: String(port),
      DEMO_SANDBOX_PORT: String(base),
      DEMO_SCALE: 'small',
      DEMO_HISTORY_DAYS: '1',
      SCRAPER_MIN_DELAY_MS: '0',
      LOG_LEVEL: 'warn',
    };
    const start = () => startLogged(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], { cwd: ROOT, env });

    const first = start();
    await waitForOutput(first, RUNNING, 120_000);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(await isListening(pgPort)).toBe(true); // the orphan

    const second = start();
    await waitForOutput(second, RUNNING, 120_000);
    expect(second.output().stdout).toContain('stopping an orphaned PostgreSQL');
    await waitForHttp(`http://127.0.0.1:${port}/api/retailers`);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(await isListening(pgPort)).toBe(false);
  }, 300_000);
});

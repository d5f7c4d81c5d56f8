import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_BUILD_DIR } from '../../src/paths.js';

const READY_TIMEOUT_MS = 60_000;
/**
 * The node flags of the Procfile's web line (a test keeps them equal): the web's young and old heap budgets
 * (decision 0360). Source maps are src/main.ts's business (ours only, not node_modules').
 */
export const WEB_NODE_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=160'];

/**
 * The web role as production runs it (`node dist/server/main.js web`, the build of `npm run build`) in a process
 * of its own on the demo's database, so its memory and CPU are its own (DEMO_WEB=process; bench:load reads its
 * RSS). Resolves once /healthz answers; `stop` sends SIGTERM and waits for the exit.
 */
export async function startWebProcess(databaseUrl: string, port: number) {
  const entry = path.join(SERVER_BUILD_DIR, 'main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  const child = spawn(process.execPath, [...WEB_NODE_FLAGS, entry, 'web'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const started = Date.now();
  while (!(await answers(port))) {
    if (gone) throw new Error(`the web process exited (code ${await exited}) before serving`);
    if (Date.now() - started > READY_TIMEOUT_MS) {
      child.kill('SIGTERM');
      throw new Error(`the web process did not answer /healthz within ${READY_TIMEOUT_MS / 1000} s`);
    }
    await sleep(200);
  }
  return {
    pid: child.pid!,
    stop: async () => {
      if (!gone) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function answers(port: number) {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
  } catch {
    return false;
  }
}

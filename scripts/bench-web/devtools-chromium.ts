import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from './browser.js';

/**
 * A plain headless Chromium with a DevTools port, as Lighthouse expects one (a Playwright-launched browser has no
 * start-up tab, and Lighthouse then records no navigation). Fresh profile each time: no cache between runs.
 */
export async function startDevtoolsChromium(port: number) {
  const profile = await mkdtemp(path.join(tmpdir(), 'perround-lh-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    async close() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r).once('error', r));
      await rm(profile, { recursive: true, force: true });
    },
  };
}

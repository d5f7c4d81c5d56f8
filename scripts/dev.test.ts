import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../src/test/global-setup.js';
import { startLogged, waitForHttp } from '../src/test/processes.js';
import { createTestDatabase } from '../src/test/test-db.js';

describe('npm run dev', () => {
  it('serves the client from the Vite dev server with hot reload, and the API behind its proxy', async () => {
    const [port, apiPort] = [await freePort(), await freePort()];
    const dev = startLogged(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: String(port),
        DEV_API_PORT: String(apiPort),
        DATABASE_URL: await createTestDatabase(),
        LOG_LEVEL: 'warn',
        SEED_RETAILERS: '0',
        SCHEDULER_ENABLED: '0',
      },
    });
    const base = `http://127.0.0.1:${port}`;
    expect(JSON.parse(await waitForHttp(`${base}/healthz`))).toEqual({ ok: true }); // proxied to the API
    expect(await waitForHttp(`${base}/`)).toContain('/@vite/client'); // Vite's HMR client, not the built page
    expect(await waitForHttp(`${base}/@vite/client`)).toContain('hot');
    dev.child.kill('SIGTERM');
    expect(await dev.exited).toBe(0);
  }, 120_000);
});

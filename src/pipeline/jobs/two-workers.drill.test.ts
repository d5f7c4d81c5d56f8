import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Retailer } from '../../db/models/index.js';
import { sqlRows } from '../../db/sql.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import type { AppDeps } from '../../server/deps.js';
import { startLogged, waitForOutput } from '../../test/processes.js';
import { createTestDeps } from '../../test/test-db.js';
import { scheduleDueScrapes } from '../schedule/schedule.service.js';
import { listWorkers } from './worker-heartbeat.js';
import { QUEUE } from './queues.js';

/**
 * Issue 14, "Done when": two real worker processes (the production entry, `main.ts worker`) on one database,
 * one with SCHEDULER_ENABLED=1 and one with 0. The schedule belongs to the database: the worker that opts out of
 * the scheduler pass leaves the shared cron schedule in place, both consume scrapes, and every retailer is
 * scraped exactly once per due time, also when more scheduler passes run at once.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

let deps: AppDeps;
let sandbox: Sandbox;
let retailers: Retailer[];
const workers: Array<ReturnType<typeof startLogged>> = [];

async function startWorkerProcess(schedulerEnabled: '0' | '1') {
  const proc = startLogged(process.execPath, ['--import', 'tsx', 'src/main.ts', 'worker'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: deps.env.DATABASE_URL,
      SCHEDULER_ENABLED: schedulerEnabled,
      SEED_RETAILERS: '0',
      WORKER_CONCURRENCY: '1',
      SCRAPER_ALLOW_PRIVATE_NETWORKS: '1',
      SCRAPER_MIN_DELAY_MS: '0',
      LOG_LEVEL: 'info',
    },
  });
  workers.push(proc);
  await waitForOutput(proc, 'worker: consuming queues', 60_000);
  return proc;
}

const cronSchedules = async () =>
  (
    await sqlRows<{ n: number }>(deps.db, 'SELECT count(*)::int AS n FROM pgboss.schedule WHERE name = $1', [
      QUEUE.scheduleScrapes,
    ])
  )[0].n;

/** Scrape runs per retailer (every log, whatever its status) and scrape jobs ever queued per retailer. */
async function counts() {
  const logs = await sqlRows<{ retailer_id: number; n: number; open: number }>(
    deps.db,
    `SELECT retailer_id, count(*)::int AS n, count(*) FILTER (WHERE status = 'started')::int AS open
     FROM scrape_logs GROUP BY retailer_id`,
  );
  const jobs = await deps.boss.findJobs<{ retailerId: number }>(QUEUE.scrapeRetailer, {});
  return retailers.map((r) => ({
    retailerId: r.id,
    runs: logs.find((l) => l.retailer_id === r.id)?.n ?? 0,
    open: logs.find((l) => l.retailer_id === r.id)?.open ?? 0,
    jobs: jobs.filter((j) => j.data.retailerId === r.id).length,
  }));
}

async function untilEachScraped(times: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await counts();
    const done = now.every((c) => c.runs >= times && c.open === 0);
    if (done || Date.now() > deadline) return now;
    await new Promise((r) => setTimeout(r, 500));
  }
}

beforeAll(async () => {
  deps = await createTestDeps();
  sandbox = await startSandbox({ scale: 'small' });
  retailers = [];
  for (const platform of ['shopify', 'woocommerce', 'bigcommerce', 'magento'] as const) {
    const store = sandbox.storefronts.find((s) => s.platform === platform)!;
    retailers.push(await deps.db.models.Retailer.create({ name: store.name, url: store.url, platform }));
  }
}, 60_000);

afterAll(async () => {
  for (const w of workers) w.child.kill('SIGTERM');
  await Promise.all(workers.map((w) => w.exited));
  await sandbox?.close();
}, 60_000);

describe('two worker processes with different SCHEDULER_ENABLED on one database', () => {
  // One story (start both workers, then a second due time), so one test: the second part needs the first's runs.
  it('keep one schedule (the opted-out worker leaves it in place), scrape each due retailer once, and at the next due time queue each retailer once despite overlapping passes', async () => {
    await startWorkerProcess('1');
    expect(await cronSchedules()).toBe(1);
    await startWorkerProcess('0'); // starting (and running) it does not unschedule the pass for the other
    expect(await cronSchedules()).toBe(1);

    // the scheduling worker's first pass queued every retailer (never scraped: due now); both consume
    expect(await untilEachScraped(1)).toEqual(retailers.map((r) => ({ retailerId: r.id, runs: 1, open: 0, jobs: 1 })));
    const alive = (await listWorkers(deps)).filter((w) => w.alive);
    expect(alive).toHaveLength(2);

    // the next due time: overlapping passes (the worker’s pass and two more) queue each retailer once
    await sqlRows(deps.db, `UPDATE retailers SET last_scrape_at = now() - interval '5 hours' WHERE id = ANY($1)`, [
      retailers.map((r) => r.id),
    ]);
    await deps.boss.send(QUEUE.scheduleScrapes, {}); // consumed by the worker with SCHEDULER_ENABLED=1 only
    await Promise.all([scheduleDueScrapes(deps), scheduleDueScrapes(deps, new Date(Date.now() + 1000))]);
    expect(await untilEachScraped(2)).toEqual(retailers.map((r) => ({ retailerId: r.id, runs: 2, open: 0, jobs: 2 })));

    expect(await cronSchedules()).toBe(1);
    for (const w of workers) expect(w.child.exitCode).toBeNull();
  }, 300_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE } from '../jobs/queues.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { createTestDatabase, createTestDeps } from '../../test/test-db.js';
import type { PipelineDeps } from '../deps.js';
import { requestScrape, waitForScrape } from '../schedule/manual-run.service.js';
import { scheduleDueScrapes } from '../schedule/schedule.service.js';
import { observationsOf } from '../../test/catalogue.js';

const CHILD = fileURLToPath(new URL('../../test/worker-child.ts', import.meta.url));

let deps: PipelineDeps;
let databaseUrl: string;
let sandbox: Sandbox;
const children: ChildProcess[] = [];

function startWorkerProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      SCRAPER_ALLOW_PRIVATE_NETWORKS: '1',
      SCRAPER_MIN_DELAY_MS: '0',
      SCHEDULER_ENABLED: '0',
      SEED_RETAILERS: '0',
      WORKER_CONCURRENCY: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += String(d)));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      if (String(d).includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited early (${code}): ${stderr}`)));
  });
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  deps = await createTestDeps({ databaseUrl });
  sandbox = await startSandbox({ scale: 'small', seed: 5, day: 0, slowMs: 1500 });
}, 60_000);

/** Stops every worker an earlier test left running, so each test owns the workers that take its jobs. */
async function stopWorkers() {
  const live = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of live) child.kill('SIGKILL');
  await Promise.all(live.map((c) => new Promise((r) => c.once('exit', r))));
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await sandbox?.close();
});

describe('SIGKILL of the worker in the middle of a run', () => {
  it('the run is retried by another worker and completes once, with no duplicate observation', async () => {
    await stopWorkers();
    const store = sandbox.storefronts.find((s) => s.platform === 'woocommerce')!;
    const retailer = await deps.db.models.Retailer.create({
      name: store.name,
      url: store.url,
      platform: store.platform,
    });
    sandbox.setFault(store.key, 'slow');

    const first = await startWorkerProcess();
    // the worker applied the test tuning; this process's pg-boss caches queue options, so refresh them here
    await deps.boss.updateQueue(QUEUE.scrapeRetailer, { heartbeatSeconds: 10, retryDelay: 1, retryBackoff: false });
    const jobId = await requestScrape(deps, retailer.id);
    // wait until the run is under way (its log is 'started'), then kill the worker without warning
    const deadline = Date.now() + 30_000;
    let started = null;
    while (!started && Date.now() < deadline) {
      started = await deps.db.models.ScrapeLog.findOne({ where: { retailerId: retailer.id, status: 'started' } });
      if (!started) await new Promise((r) => setTimeout(r, 100));
    }
    expect(started).not.toBeNull();
    await new Promise((r) => setTimeout(r, 500));
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    expect(await deps.db.models.Listing.count({ where: { retailerId: retailer.id } })).toBe(0);

    sandbox.setFault(store.key, null);
    await startWorkerProcess();
    const done = await waitForScrape(deps, jobId, 60_000);
    expect(done.state).toBe('completed');

    const logs = await deps.db.models.ScrapeLog.findAll({ where: { retailerId: retailer.id }, order: [['id', 'ASC']] });
    expect(logs.map((l) => [l.status, l.status === 'failed' ? l.message : 'ok'])).toEqual([
      [
        'failed',
        'Interrupted: this attempt did not finish (worker stopped, or the database was unreachable); the run was retried',
      ],
      ['completed', 'ok'],
    ]);
    expect(logs.every((l) => l.jobId === jobId)).toBe(true);
    const listings = await deps.db.models.Listing.count({ where: { retailerId: retailer.id } });
    expect(listings).toBeGreaterThan(50);
    const observations = (await observationsOf(deps, { retailerId: retailer.id })).length;
    expect(observations).toBe(listings);
    const perListing = await deps.db.query(
      `SELECT listing_id FROM price_observations GROUP BY listing_id, observed_at HAVING count(*) > 1`,
    );
    expect(perListing[0]).toEqual([]);
    const stats = await retailer.reload();
    expect(stats.errorCount).toBe(0);
    expect(Number(stats.successRate)).toBe(50);
  }, 120_000);

  it('killed on every attempt: once its retries are used up the sweeper closes the run, and the retailer is scraped at its next due time', async () => {
    await stopWorkers();
    const store = sandbox.storefronts.find((s) => s.platform === 'shopify')!;
    const retailer = await deps.db.models.Retailer.create({
      name: `${store.name} (thrice)`,
      url: store.url,
      platform: store.platform,
    });
    sandbox.setFault(store.key, 'slow');
    await deps.boss.updateQueue(QUEUE.scrapeRetailer, { heartbeatSeconds: 10, retryDelay: 1, retryBackoff: false });
    const jobId = await requestScrape(deps, retailer.id);
    for (let attempt = 0; attempt < 3; attempt++) {
      const worker = await startWorkerProcess();
      const deadline = Date.now() + 40_000;
      let started = 0;
      while (started <= attempt && Date.now() < deadline) {
        started = await deps.db.models.ScrapeLog.count({ where: { retailerId: retailer.id } });
        if (started <= attempt) await new Promise((r) => setTimeout(r, 100));
      }
      const j = await deps.boss.getJobById(QUEUE.scrapeRetailer, jobId);
      expect(
        started,
        JSON.stringify({
          state: j?.state,
          retryCount: j?.retryCount,
          retryLimit: j?.retryLimit,
          hb: j?.heartbeatSeconds,
        }),
      ).toBe(attempt + 1);
      worker.kill('SIGKILL');
      await new Promise((r) => worker.once('exit', r));
    }
    sandbox.setFault(store.key, null);
    // a live worker's pg-boss notices the third dead attempt (no heartbeat) and, the retries used up, fails the job
    await startWorkerProcess();
    const deadline = Date.now() + 40_000;
    let state = '';
    while (state !== 'failed' && Date.now() < deadline) {
      state = (await deps.boss.getJobById(QUEUE.scrapeRetailer, jobId))?.state ?? 'missing';
      if (state !== 'failed') await new Promise((r) => setTimeout(r, 250));
    }
    expect(state).toBe('failed');
    expect(await deps.db.models.ScrapeLog.count({ where: { retailerId: retailer.id, status: 'started' } })).toBe(1);

    const now = new Date();
    const pass = await scheduleDueScrapes(deps, now);
    expect(pass.swept).toHaveLength(1);
    expect(await deps.db.models.ScrapeLog.count({ where: { retailerId: retailer.id, status: 'started' } })).toBe(0);
    expect(pass.enqueued).not.toContain(retailer.id);
    const dueAt = new Date(now.getTime() + retailer.scrapeIntervalHours * 3600_000 + 1000);
    expect((await scheduleDueScrapes(deps, dueAt)).enqueued).toContain(retailer.id);
  }, 180_000);
});

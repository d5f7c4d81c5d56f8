import { beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../../../pipeline/jobs/worker.js';
import { createTestDeps } from '../../../test/test-db.js';
import { freePort } from '../../../test/global-setup.js';
import { buildApp } from '../../app.js';
import type { Retailer } from '../../../db/models/index.js';
import type { AppDeps } from '../../deps.js';
import { createCaller } from '../../trpc/app-router.js';
import { createContextInner } from '../../trpc/context.js';
import { createUserWithSession, seedCatalogue } from './admin-test-support.js';

/**
 * Manual runs and the duplicate cleanup are jobs (issue 14): the request queues one through pg-boss (or joins
 * the one queued or under way) and answers 202 with its job id at once; progress and outcome are read back from
 * what is stored. The worker (same process, same database) is started only once the queueing has been checked,
 * so "queued" and "joined" are not a race with it.
 */
let deps: AppDeps;
let app: Awaited<ReturnType<typeof buildApp>>;
let adminCookie: string;

beforeAll(async () => {
  deps = await createTestDeps();
  app = await buildApp(deps, { logger: false });
  adminCookie = (await createUserWithSession(deps.db, { isAdmin: true })).cookie;
  return () => app.close();
});

function call(method: 'GET' | 'POST', url: string) {
  return app.inject({ method, url, headers: { origin: 'http://localhost:3000', cookie: adminCookie } });
}

/** Polls a job's GET until it has ended, as the admin page does. */
async function untilEnded(url: string, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    if (body.state === 'completed' || body.state === 'failed' || Date.now() > deadline) return body;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('admin jobs answer at once and are followed from what is stored', () => {
  let cleanupJobId: string;
  let runJobId: string;
  let closed: Retailer;
  let dupId: number;

  it('queues the duplicate cleanup and a run with 202 and a job id; a second request joins them', async () => {
    const { retailer, listing } = await seedCatalogue(deps.db, 'Dupes R Us');
    // The same offer seen once without its SKU (keyed by URL) and once with it, in a different spelling.
    const dup = await deps.db.models.Listing.create({
      retailerId: retailer.id,
      canonicalKey: 'url:https://test-guns.example.ca/products/ae9dp',
      sku: 'ae9dp ',
      title: listing.title,
      url: listing.url,
      priceCents: 2399,
      stockStatus: 'in_stock',
    });
    dupId = dup.id;
    const cleanup = await call('POST', '/api/admin/cleanup/duplicates');
    expect(cleanup.statusCode, cleanup.body).toBe(202);
    expect(cleanup.json()).toMatchObject({ state: 'queued', merged: 0, message: null });
    cleanupJobId = cleanup.json().jobId;
    expect((await call('POST', '/api/admin/cleanup/duplicates')).json().jobId).toBe(cleanupJobId);
    expect(await deps.db.models.Listing.findByPk(dup.id)).not.toBeNull(); // nothing ran in the request

    const port = await freePort(); // nothing listens there
    closed = await deps.db.models.Retailer.create({
      name: 'Closed Shop & Co',
      url: `http://127.0.0.1:${port}/`,
      platform: 'shopify',
    });
    const run = await call('POST', `/api/admin/scrapers/${encodeURIComponent('closed shop & co')}/run`);
    expect(run.statusCode, run.body).toBe(202);
    expect(run.json()).toMatchObject({ retailerId: closed.id, retailerName: 'Closed Shop & Co', state: 'queued' });
    runJobId = run.json().jobId;
    // the tRPC twin (the page's button) joins the same run: 27 clicks make one run
    const { user } = await createUserWithSession(deps.db, { isAdmin: true });
    const caller = createCaller(createContextInner(deps, { user }));
    expect((await caller.admin.runScraper({ retailerId: closed.id })).jobId).toBe(runJobId);

    // what a reloaded page or a second admin reads: both jobs, queued
    const runs = await call('GET', '/api/admin/runs');
    expect(runs.statusCode).toBe(200);
    expect(runs.json().cleanup).toMatchObject({ jobId: cleanupJobId, state: 'queued' });
    expect(runs.json().scrapers).toEqual([
      expect.objectContaining({ jobId: runJobId, retailerId: closed.id, state: 'queued', pagesFetched: 0 }),
    ]);
  });

  it('the worker runs them; their outcome is read back by job id', async () => {
    await startWorker(deps);
    const cleanup = await untilEnded(`/api/admin/cleanup/duplicates/${cleanupJobId}`);
    expect(cleanup).toEqual({ jobId: cleanupJobId, state: 'completed', merged: 1, listingsRemoved: 1, message: null });
    expect(await deps.db.models.Listing.findByPk(dupId)).toBeNull();

    const run = await untilEnded(`/api/admin/runs/${runJobId}`);
    const log = await deps.db.models.ScrapeLog.findOne({ where: { retailerId: closed.id } });
    expect(log).toMatchObject({ status: 'failed', trigger: 'manual', jobId: runJobId });
    expect(run).toMatchObject({ state: 'failed', retailerName: 'Closed Shop & Co', message: log!.message });
    expect(run.message).toMatch(/\S/);
    expect((await call('GET', '/api/admin/runs')).json()).toEqual({ scrapers: [], cleanup: null });

    // a new request after the end queues a new job
    const again = await call('POST', '/api/admin/cleanup/duplicates');
    expect(again.json().jobId).not.toBe(cleanupJobId);
    expect(await untilEnded(`/api/admin/cleanup/duplicates/${again.json().jobId}`)).toMatchObject({
      state: 'completed',
      merged: 0,
    });
  }, 60_000);

  it('answers 404 for an unknown retailer name or job id and 400 for a malformed job id, queueing nothing', async () => {
    const res = await call('POST', `/api/admin/scrapers/${encodeURIComponent('Nobody & Sons')}/run`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("No retailer named 'Nobody & Sons'");
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/admin/runs/${unknown}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/cleanup/duplicates/${unknown}`)).statusCode).toBe(404);
    const bad = await call('GET', '/api/admin/runs/not-a-job');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'jobId must be a job id']);
  });

  it('runs every active retailer at once, one job each', async () => {
    await deps.db.models.Retailer.update({ isActive: false }, { where: {} });
    const a = await deps.db.models.Retailer.create({ name: 'All A', url: `http://127.0.0.1:${await freePort()}/` });
    const b = await deps.db.models.Retailer.create({ name: 'All B', url: `http://127.0.0.1:${await freePort()}/` });
    const res = await call('POST', '/api/admin/scrapers/run');
    expect(res.statusCode, res.body).toBe(202);
    const runs = res.json() as Array<{ retailerId: number; jobId: string }>;
    expect(runs.map((r) => r.retailerId)).toEqual([a.id, b.id]);
    expect(new Set(runs.map((r) => r.jobId)).size).toBe(2);
    for (const r of runs) expect((await untilEnded(`/api/admin/runs/${r.jobId}`)).state).toBe('failed');
  }, 60_000);
});

import { beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../../../pipeline/jobs/worker.js';
import { createTestDeps } from '../../../test/test-db.js';
import { freePort } from '../../../test/global-setup.js';
import { buildApp } from '../../app.js';
import type { AppDeps } from '../../deps.js';
import { createCaller } from '../../trpc/app-router.js';
import { createContextInner } from '../../trpc/context.js';
import { createUserWithSession, seedCatalogue } from './admin-test-support.js';

/** Manual runs and the duplicate cleanup go through pg-boss to a real worker (same process, same database). */
let deps: AppDeps;
let app: Awaited<ReturnType<typeof buildApp>>;
let adminCookie: string;

beforeAll(async () => {
  deps = await createTestDeps();
  await startWorker(deps);
  app = await buildApp(deps, { logger: false });
  adminCookie = (await createUserWithSession(deps.db, { isAdmin: true })).cookie;
  return () => app.close();
});

function post(url: string) {
  return app.inject({ method: 'POST', url, headers: { origin: 'http://localhost:3000', cookie: adminCookie } });
}

describe('POST /api/admin/cleanup/duplicates', () => {
  it('runs the cleanup job in the worker and answers with what was merged', async () => {
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
    const res = await post('/api/admin/cleanup/duplicates');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ merged: 1, listingsRemoved: 1 });
    expect(await deps.db.models.Listing.count({ where: { retailerId: retailer.id } })).toBe(1);
    expect(await deps.db.models.Listing.findByPk(dup.id)).toBeNull();

    const again = await post('/api/admin/cleanup/duplicates');
    expect(again.json()).toEqual({ merged: 0, listingsRemoved: 0 });
  }, 30_000);
});

describe('POST /api/admin/scrapers/:retailerName/run', () => {
  it('answers 404 for an unknown retailer name, queueing nothing', async () => {
    const res = await post(`/api/admin/scrapers/${encodeURIComponent('Nobody & Sons')}/run`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("No retailer named 'Nobody & Sons'");
  });

  it("runs in the worker and answers the run's failure as an error (URL-encoded name)", async () => {
    const port = await freePort(); // nothing listens there
    const retailer = await deps.db.models.Retailer.create({
      name: 'Closed Shop & Co',
      url: `http://127.0.0.1:${port}/`,
      platform: 'shopify',
    });
    const res = await post(`/api/admin/scrapers/${encodeURIComponent('closed shop & co')}/run`);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/\S/);
    const log = await deps.db.models.ScrapeLog.findOne({ where: { retailerId: retailer.id } });
    expect(log).toMatchObject({ status: 'failed', trigger: 'manual' });
    expect(res.json().message).toBe(log!.message);
  }, 60_000);

  it('reports progress from the latest run over tRPC', async () => {
    const { user } = await createUserWithSession(deps.db, { isAdmin: true });
    const caller = createCaller(createContextInner(deps, { user }));
    const retailer = await deps.db.models.Retailer.create({
      name: 'Progress Shop',
      url: 'https://progress.example.ca/',
    });
    expect(await caller.admin.scrapeProgress({ retailerId: retailer.id })).toEqual({
      running: false,
      pagesFetched: 0,
      offersFound: 0,
      startedAt: null,
    });
    await deps.db.models.ScrapeLog.create({
      retailerId: retailer.id,
      status: 'started',
      pagesFetched: 3,
      offersFound: 72,
    });
    expect(await caller.admin.scrapeProgress({ retailerId: retailer.id })).toMatchObject({
      running: true,
      pagesFetched: 3,
      offersFound: 72,
    });
    expect((await caller.admin.retailers()).find((r) => r.id === retailer.id)?.running).toBe(true);
  });
});

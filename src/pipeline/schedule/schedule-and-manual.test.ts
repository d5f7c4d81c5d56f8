import { beforeAll, describe, expect, it } from 'vitest';
import { registerJobHandlers } from '../jobs/handlers/index.js';
import { QUEUE } from '../jobs/queues.js';
import type { RawOffer } from '../types.js';
import { createTestDeps } from '../../test/test-db.js';
import type { PipelineDeps } from '../deps.js';
import { requestScrape, waitForScrape } from './manual-run.service.js';
import { findDueRetailers, scheduleDueScrapes } from './schedule.service.js';
import type { ScrapeSource } from '../run/scrape-source.js';

const HOUR = 3600_000;

describe('scheduling decisions', () => {
  let deps: PipelineDeps;
  beforeAll(async () => {
    deps = await createTestDeps();
  });

  it('due: active, never scraped or interval passed; not due: inactive, recent, running or queued', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const ago = (h: number) => new Date(now.getTime() - h * HOUR);
    const never = await deps.db.models.Retailer.create({ name: 'Never', url: 'https://a.example/' });
    const passed = await deps.db.models.Retailer.create({
      name: 'Passed',
      url: 'https://a.example/',
      lastScrapeAt: ago(4),
    });
    const recent = await deps.db.models.Retailer.create({
      name: 'Recent',
      url: 'https://a.example/',
      lastScrapeAt: ago(3.9),
    });
    const longInterval = await deps.db.models.Retailer.create({
      name: 'Twelve',
      url: 'https://a.example/',
      lastScrapeAt: ago(11),
      scrapeIntervalHours: 12,
    });
    const shortInterval = await deps.db.models.Retailer.create({
      name: 'Three',
      url: 'https://a.example/',
      lastScrapeAt: ago(3.5),
      scrapeIntervalHours: 3,
    });
    await deps.db.models.Retailer.create({ name: 'Off', url: 'https://a.example/', isActive: false });
    const running = await deps.db.models.Retailer.create({
      name: 'Running',
      url: 'https://a.example/',
      lastScrapeAt: ago(9),
    });
    await deps.db.models.ScrapeLog.create({ retailerId: running.id, status: 'started' });
    const queued = await deps.db.models.Retailer.create({
      name: 'Queued',
      url: 'https://a.example/',
      lastScrapeAt: ago(9),
    });

    const due = await findDueRetailers(deps, now, [queued.id]);
    expect(due.map((r) => r.id)).toEqual([never.id, passed.id, shortInterval.id]);
    expect(due.map((r) => r.id)).not.toContain(recent.id);
    expect(due.map((r) => r.id)).not.toContain(longInterval.id);

    // the pass queues each due retailer once for its due time; a second pass finds them already queued
    const first = await scheduleDueScrapes(deps, now);
    expect(first.enqueued.sort()).toEqual([never.id, passed.id, shortInterval.id, queued.id].sort());
    const jobs = await deps.boss.findJobs<{ retailerId: number; trigger: string }>(QUEUE.scrapeRetailer, {
      queued: true,
    });
    expect(jobs.map((j) => j.singletonKey).sort()).toEqual(first.enqueued.map(String).sort());
    expect(jobs.every((j) => j.data.trigger === 'schedule')).toBe(true);
    expect((await scheduleDueScrapes(deps, now)).enqueued).toEqual([]);
  });
});

describe('one schedule, however many schedulers', () => {
  let deps: PipelineDeps;
  beforeAll(async () => {
    deps = await createTestDeps();
  });

  it('concurrent passes queue each due time once; a job that ended without running is queued again; a dead run is swept', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const ids: number[] = [];
    for (let i = 0; i < 6; i++)
      ids.push(
        (
          await deps.db.models.Retailer.create({
            name: `Race ${i}`,
            url: 'https://a.example/',
            lastScrapeAt: new Date(now.getTime() - 5 * HOUR),
          })
        ).id,
      );
    const passes = await Promise.all([
      scheduleDueScrapes(deps, now),
      scheduleDueScrapes(deps, now),
      scheduleDueScrapes(deps, now),
    ]);
    const queued = passes.flatMap((p) => p.enqueued).filter((id) => ids.includes(id));
    expect(queued.sort()).toEqual([...ids].sort());
    const jobs = (await deps.boss.findJobs<{ retailerId: number }>(QUEUE.scrapeRetailer, { queued: true })).filter(
      (j) => ids.includes(j.data.retailerId),
    );
    expect(jobs).toHaveLength(6);

    // the job of the first retailer is cancelled before it ran: its due time is released and queued again
    const lost = jobs.find((j) => j.data.retailerId === ids[0])!;
    await deps.boss.cancel(QUEUE.scrapeRetailer, lost.id);
    const again = await scheduleDueScrapes(deps, now);
    expect(again.enqueued).toEqual([ids[0]]);

    // a run whose job is dead (here: cancelled while 'started') is closed, and its retailer is due again later
    const job = (await deps.boss.findJobs<{ retailerId: number }>(QUEUE.scrapeRetailer, { queued: true })).find(
      (j) => j.data.retailerId === ids[1],
    )!;
    const log = await deps.db.models.ScrapeLog.create({ retailerId: ids[1], jobId: job.id, startedAt: now });
    await deps.boss.cancel(QUEUE.scrapeRetailer, job.id);
    const later = new Date(now.getTime() + 60_000);
    const swept = await scheduleDueScrapes(deps, later);
    expect(swept.swept).toEqual([log.id]);
    await log.reload();
    expect(log).toMatchObject({ status: 'failed', message: 'Worker stopped during the run' });
    const retailer = await deps.db.models.Retailer.findByPk(ids[1]);
    expect(retailer!.lastScrapeAt!.toISOString()).toBe(later.toISOString());
    expect((await scheduleDueScrapes(deps, new Date(later.getTime() + 4 * HOUR))).enqueued).toContain(ids[1]);
  });
});

describe('manual run through pg-boss', () => {
  let deps: PipelineDeps;
  const calls: number[] = [];
  const source: ScrapeSource = async (retailer, onProgress) => {
    calls.push(retailer.id);
    await new Promise((r) => setTimeout(r, 300));
    const offers: RawOffer[] = Array.from({ length: 12 }, (_, i) => ({
      title: `CCI Stinger .22 LR 32gr CPHP 50 Rounds #${i}`,
      priceCents: 1099 + i,
      url: `https://rimfire.example.ca/p/${i}`,
      sku: `CCI-${i}`,
      gtin: null,
      vendor: 'CCI',
      stockStatus: 'in_stock',
      imageUrl: null,
      hints: {},
    }));
    onProgress({ pagesFetched: 1, offersFound: offers.length });
    return { platform: 'woocommerce', offers, pagesFetched: 1 };
  };
  beforeAll(async () => {
    deps = await createTestDeps({ env: { WORKER_CONCURRENCY: '2' } });
    await registerJobHandlers(deps, { pollingIntervalSeconds: 0.5, scrape: { source } });
  });

  it('enqueues at high priority, runs in the worker and can be awaited', async () => {
    const r = await deps.db.models.Retailer.create({ name: 'Manual', url: 'https://rimfire.example.ca/' });
    const jobId = await requestScrape(deps, r.id);
    const job = await deps.boss.getJobById(QUEUE.scrapeRetailer, jobId);
    expect(job).toMatchObject({
      priority: 10,
      singletonKey: String(r.id),
      data: { retailerId: r.id, trigger: 'manual' },
    });
    const done = await waitForScrape(deps, jobId, 20_000);
    expect(done).toMatchObject({ state: 'completed', finished: true });
    expect(done.log).toMatchObject({
      status: 'completed',
      offersFound: 12,
      pagesFetched: 1,
      message: 'Scraped 12 offers: 0 price changes, 12 new, 0 gone',
    });
    expect(await deps.db.models.Listing.count({ where: { retailerId: r.id } })).toBe(12);
  });

  it('a wait that times out reports the job still pending', async () => {
    const r = await deps.db.models.Retailer.create({ name: 'Manual slow', url: 'https://rimfire.example.ca/' });
    const jobId = await requestScrape(deps, r.id);
    const early = await waitForScrape(deps, jobId, 50);
    expect(early.finished).toBe(false);
    expect(['created', 'active']).toContain(early.state);
    expect((await waitForScrape(deps, jobId, 20_000)).state).toBe('completed');
  });

  it('a second request joins the run already queued or under way: one run, one log', async () => {
    const r = await deps.db.models.Retailer.create({ name: 'Manual twice', url: 'https://rimfire.example.ca/' });
    const a = await requestScrape(deps, r.id);
    const b = await requestScrape(deps, r.id);
    expect(b).toBe(a);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await requestScrape(deps, r.id)).toBe(a);
    expect((await waitForScrape(deps, a, 20_000)).state).toBe('completed');
    const logs = await deps.db.models.ScrapeLog.findAll({ where: { retailerId: r.id } });
    expect(logs).toHaveLength(1);
    expect(logs[0].status).toBe('completed');
    // finished: the next request is a new run
    expect(await requestScrape(deps, r.id)).not.toBe(a);
  });

  it('rejects an unknown retailer', async () => {
    await expect(requestScrape(deps, 999_999)).rejects.toThrow('Retailer not found');
  });
});

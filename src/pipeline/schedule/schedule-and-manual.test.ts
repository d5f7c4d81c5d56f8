import { beforeAll, describe, expect, it } from 'vitest';
import { registerJobHandlers } from '../jobs/handlers/index.js';
import { QUEUE } from '../jobs/queues.js';
import type { RawOffer } from '../types.js';
import { createTestDeps } from '../../test/test-db.js';
import { Listing, Retailer, ScrapeLog } from '../../db/models/index.js';
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
    const never = await Retailer.create({ name: 'Never', url: 'https://a.example/' });
    const passed = await Retailer.create({ name: 'Passed', url: 'https://a.example/', lastScrapeAt: ago(4) });
    const recent = await Retailer.create({ name: 'Recent', url: 'https://a.example/', lastScrapeAt: ago(3.9) });
    const longInterval = await Retailer.create({ name: 'Twelve', url: 'https://a.example/', lastScrapeAt: ago(11), scrapeIntervalHours: 12 });
    const shortInterval = await Retailer.create({ name: 'Three', url: 'https://a.example/', lastScrapeAt: ago(3.5), scrapeIntervalHours: 3 });
    await Retailer.create({ name: 'Off', url: 'https://a.example/', isActive: false });
    const running = await Retailer.create({ name: 'Running', url: 'https://a.example/', lastScrapeAt: ago(9) });
    await ScrapeLog.create({ retailerId: running.id, status: 'started' });
    const queued = await Retailer.create({ name: 'Queued', url: 'https://a.example/', lastScrapeAt: ago(9) });

    const due = await findDueRetailers(deps, now, [queued.id]);
    expect(due.map((r) => r.id)).toEqual([never.id, passed.id, shortInterval.id]);
    expect(due.map((r) => r.id)).not.toContain(recent.id);
    expect(due.map((r) => r.id)).not.toContain(longInterval.id);

    // the pass queues each due retailer once; a second pass finds them already queued
    const first = await scheduleDueScrapes(deps, now);
    expect(first.enqueued.sort()).toEqual([never.id, passed.id, shortInterval.id, queued.id].sort());
    const jobs = await deps.boss.findJobs<{ retailerId: number; trigger: string }>(QUEUE.scrapeRetailer, { queued: true });
    expect(jobs.map((j) => j.singletonKey).sort()).toEqual(first.enqueued.map(String).sort());
    expect(jobs.every((j) => j.data.trigger === 'schedule')).toBe(true);
    expect((await scheduleDueScrapes(deps, now)).enqueued).toEqual([]);
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
    const r = await Retailer.create({ name: 'Manual', url: 'https://rimfire.example.ca/' });
    const jobId = await requestScrape(deps, r.id);
    const job = await deps.boss.getJobById(QUEUE.scrapeRetailer, jobId);
    expect(job).toMatchObject({ priority: 10, singletonKey: String(r.id), data: { retailerId: r.id, trigger: 'manual' } });
    const done = await waitForScrape(deps, jobId, 20_000);
    expect(done).toMatchObject({ state: 'completed', finished: true });
    expect(done.log).toMatchObject({ status: 'completed', offersFound: 12, pagesFetched: 1, message: 'Scraped 12 offers: 0 price changes, 12 new, 0 gone' });
    expect(await Listing.count({ where: { retailerId: r.id } })).toBe(12);
  });

  it('a wait that times out reports the job still pending', async () => {
    const r = await Retailer.create({ name: 'Manual slow', url: 'https://rimfire.example.ca/' });
    const jobId = await requestScrape(deps, r.id);
    const early = await waitForScrape(deps, jobId, 50);
    expect(early.finished).toBe(false);
    expect(['created', 'active']).toContain(early.state);
    expect((await waitForScrape(deps, jobId, 20_000)).state).toBe('completed');
  });

  it('never runs one retailer twice at once', async () => {
    const r = await Retailer.create({ name: 'Manual twice', url: 'https://rimfire.example.ca/' });
    const a = await requestScrape(deps, r.id);
    const b = await requestScrape(deps, r.id);
    const [ra, rb] = await Promise.all([waitForScrape(deps, a, 20_000), waitForScrape(deps, b, 20_000)]);
    expect(ra.state).toBe('completed');
    expect(rb.state).toBe('completed');
    const logs = await ScrapeLog.findAll({ where: { retailerId: r.id }, order: [['startedAt', 'ASC']] });
    expect(logs).toHaveLength(2);
    expect(logs.every((l) => l.status === 'completed')).toBe(true);
    expect(logs[1].startedAt.getTime()).toBeGreaterThanOrEqual(logs[0].finishedAt!.getTime());
  });

  it('rejects an unknown retailer', async () => {
    await expect(requestScrape(deps, 999_999)).rejects.toThrow('Retailer not found');
  });
});

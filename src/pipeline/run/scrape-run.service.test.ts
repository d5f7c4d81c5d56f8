import { beforeAll, describe, expect, it } from 'vitest';
import { RetryableScrapeError, FatalScrapeError } from '../errors.js';
import type { RawOffer } from '../types.js';
import { createTestDeps } from '../../test/test-db.js';
import type { PipelineDeps } from '../deps.js';
import { getScrapeProgress } from '../schedule/manual-run.service.js';
import { runScrape } from './scrape-run.service.js';
import type { ScrapeSource } from './scrape-source.js';
import { observationsOf } from '../../test/db-rows.js';

let deps: PipelineDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

function offers(n: number, priceBump = 0): RawOffer[] {
  return Array.from({ length: n }, (_, i) => ({
    title: `Winchester Super-X 12ga 2-3/4" #${4 + (i % 4)} Shot 25 Shells lot ${i}`,
    priceCents: 2499 + i + priceBump,
    url: `https://shop.example.ca/p/${i}`,
    sku: `W-${i}`,
    gtin: null,
    vendor: 'Winchester',
    stockStatus: i % 5 === 0 ? 'out_of_stock' : i % 5 === 1 ? 'low_stock' : 'in_stock',
    imageUrl: null,
    hints: {},
  }));
}

/** A storefront walk over given pages of offers, reporting progress like the real adapters do. */
function pagedSource(pages: RawOffer[][], platform = 'shopify', pageDelayMs = 0): ScrapeSource {
  return async (_retailer, onProgress) => {
    const all: RawOffer[] = [];
    for (const [i, page] of pages.entries()) {
      if (pageDelayMs) await new Promise((r) => setTimeout(r, pageDelayMs));
      all.push(...page);
      onProgress({ pagesFetched: i + 1, offersFound: all.length });
    }
    return { platform, offers: all, pagesFetched: pages.length, detectedPlatform: platform };
  };
}

const failing =
  (error: Error): ScrapeSource =>
  async (_r, onProgress) => {
    onProgress({ pagesFetched: 2, offersFound: 40 });
    throw error;
  };

describe('runScrape', () => {
  it('completes a run: log, message, counts and retailer stats; remembers a detected platform', async () => {
    const r = await deps.db.models.Retailer.create({
      name: 'Run OK',
      url: 'https://shop.example.ca/',
      platform: 'auto',
    });
    const result = await runScrape(
      deps,
      { retailerId: r.id, trigger: 'manual', jobId: 'job-1' },
      { source: pagedSource([offers(30), offers(50).slice(30)]) },
    );
    expect(result.status).toBe('completed');
    const log = await deps.db.models.ScrapeLog.findByPk((result as { scrapeLogId: number }).scrapeLogId);
    expect(log).toMatchObject({
      status: 'completed',
      trigger: 'manual',
      jobId: 'job-1',
      pagesFetched: 2,
      offersFound: 50,
      productsUpdated: 50,
    });
    expect(log!.message).toBe('Scraped 50 offers: 0 price changes, 50 new, 0 gone');
    expect(log!.finishedAt).not.toBeNull();
    await r.reload();
    expect(r.errorCount).toBe(0);
    expect(r.lastScrapeAt).not.toBeNull();
    expect(r.lastSuccessAt).not.toBeNull();
    expect(Number(r.successRate)).toBe(100);
    expect(r.inStockProductCount).toBe(40);
    expect(r.detectedPlatform).toBe('shopify');
    expect(await getScrapeProgress(deps, r.id)).toMatchObject({
      status: 'completed',
      pagesFetched: 2,
      offersFound: 50,
    });

    const again = await runScrape(
      deps,
      { retailerId: r.id, trigger: 'schedule' },
      { source: pagedSource([offers(50, 100)]) },
    );
    expect(again.message).toBe('Scraped 50 offers: 50 price changes, 0 new, 0 gone');
  });

  it('a failure changes no listing, logs the classified error, moves errorCount and leaves other retailers alone', async () => {
    const r = await deps.db.models.Retailer.create({ name: 'Run Fail', url: 'https://shop.example.ca/' });
    const other = await deps.db.models.Retailer.create({ name: 'Run Other', url: 'https://shop.example.ca/' });
    await runScrape(deps, { retailerId: r.id, trigger: 'schedule' }, { source: pagedSource([offers(20)]) });
    await runScrape(deps, { retailerId: other.id, trigger: 'schedule' }, { source: pagedSource([offers(20)]) });
    const before = await deps.db.models.Listing.findAll({
      where: { retailerId: r.id },
      order: [['id', 'ASC']],
      raw: true,
    });
    const obsBefore = (await observationsOf(deps.db)).length;

    const fail = await runScrape(
      deps,
      { retailerId: r.id, trigger: 'schedule' },
      {
        source: failing(
          new RetryableScrapeError('HTTP 503 from https://shop.example.ca/products.json', { code: 'server_error' }),
        ),
      },
    );
    expect(fail).toMatchObject({ status: 'failed', kind: 'retryable' });
    const fatal = await runScrape(
      deps,
      { retailerId: r.id, trigger: 'schedule' },
      { source: failing(new FatalScrapeError('robots.txt disallows /products.json', { code: 'robots_disallowed' })) },
    );
    expect(fatal).toMatchObject({ status: 'failed', kind: 'fatal' });
    const logs = await deps.db.models.ScrapeLog.findAll({ where: { retailerId: r.id }, order: [['id', 'ASC']] });
    expect(logs.map((l) => [l.status, l.message])).toEqual([
      ['completed', 'Scraped 20 offers: 0 price changes, 20 new, 0 gone'],
      ['failed', 'Temporary failure: HTTP 503 from https://shop.example.ca/products.json'],
      ['failed', 'Stopped: robots.txt disallows /products.json'],
    ]);
    expect(logs[1]).toMatchObject({ pagesFetched: 2, offersFound: 40 });
    await r.reload();
    expect(r.errorCount).toBe(2);
    expect(Number(r.successRate)).toBeCloseTo(33.33, 2);
    expect(r.inStockProductCount).toBe(16);

    // a later success in the same run of events resets errorCount (a failure on another retailer does not touch it)
    await runScrape(deps, { retailerId: other.id, trigger: 'schedule' }, { source: failing(new Error('boom')) });
    expect(
      await deps.db.models.Listing.findAll({ where: { retailerId: r.id }, order: [['id', 'ASC']], raw: true }),
    ).toEqual(before);
    expect(await observationsOf(deps.db)).toHaveLength(obsBefore);
    await runScrape(deps, { retailerId: r.id, trigger: 'schedule' }, { source: pagedSource([offers(20)]) });
    expect((await r.reload()).errorCount).toBe(0);
    expect((await other.reload()).errorCount).toBe(1);
  });

  it('writes progress while the run goes and closes a stale started log when the next run starts', async () => {
    const r = await deps.db.models.Retailer.create({ name: 'Run Progress', url: 'https://shop.example.ca/' });
    const stale = await deps.db.models.ScrapeLog.create({
      retailerId: r.id,
      status: 'started',
      startedAt: new Date(Date.now() - 60_000),
    });
    const pages = Array.from({ length: 5 }, (_, p) => offers(50).slice(p * 10, p * 10 + 10));
    const run = runScrape(
      deps,
      { retailerId: r.id, trigger: 'manual' },
      { source: pagedSource(pages, 'woocommerce', 400) },
    );
    let seen = null;
    for (let i = 0; i < 40 && !seen; i++) {
      await new Promise((res) => setTimeout(res, 100));
      const p = await getScrapeProgress(deps, r.id);
      if (p && p.id !== stale.id && p.status === 'started' && p.pagesFetched > 0) seen = p;
    }
    expect(seen).not.toBeNull();
    expect(seen!.offersFound).toBeGreaterThan(0);
    expect((await run).status).toBe('completed');
    await stale.reload();
    expect(stale.status).toBe('failed');
    expect(stale.message).toBe('Worker stopped during the run');
    expect(stale.finishedAt).not.toBeNull();
    await r.reload();
    expect(r.errorCount).toBe(0);
    expect(Number(r.successRate)).toBe(50);
  });

  it('success rate covers the last 20 finished runs', async () => {
    const r = await deps.db.models.Retailer.create({ name: 'Run Rate', url: 'https://shop.example.ca/' });
    for (let i = 0; i < 5; i++)
      await runScrape(deps, { retailerId: r.id, trigger: 'schedule' }, { source: failing(new Error('down')) });
    for (let i = 0; i < 20; i++)
      await runScrape(deps, { retailerId: r.id, trigger: 'schedule' }, { source: pagedSource([offers(3)]) });
    expect(Number((await r.reload()).successRate)).toBe(100);
    await runScrape(deps, { retailerId: r.id, trigger: 'schedule' }, { source: failing(new Error('down')) });
    expect(Number((await r.reload()).successRate)).toBe(95);
  }, 60_000);

  it('skips a scheduled run of an inactive retailer', async () => {
    const r = await deps.db.models.Retailer.create({
      name: 'Run Inactive',
      url: 'https://shop.example.ca/',
      isActive: false,
    });
    expect(
      await runScrape(deps, { retailerId: r.id, trigger: 'schedule' }, { source: pagedSource([offers(3)]) }),
    ).toMatchObject({ status: 'skipped' });
    expect(await deps.db.models.ScrapeLog.count({ where: { retailerId: r.id } })).toBe(0);
  });
});

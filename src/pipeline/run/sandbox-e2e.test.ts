import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_FAULTS,
  FAULT_MODES,
  startSandbox,
  type FaultMode,
  type Sandbox,
  type SandboxStorefront,
} from '../../sandbox/index.js';
import { registerSandboxRetailers } from '../../sandbox/register-retailers.js';
import { createTestDeps } from '../../test/test-db.js';
import type { Retailer } from '../../db/models/index.js';
import type { PipelineDeps } from '../deps.js';
import { canonicalUrl } from '../match/canonical.js';
import { runScrape, type RunScrapeOptions } from './scrape-run.service.js';
import { observationsOf } from '../../test/catalogue.js';

/**
 * End to end through the real fetcher and adapters: every sandbox storefront scraped into listings and
 * observations, then the fault matrix. Only sleeping is shortened (Crawl-delay, backoff) and timeouts are short.
 */
const fast: RunScrapeOptions = {
  fetcherOptions: { sleep: async () => {}, totalTimeoutMs: 1500, connectTimeoutMs: 1000 },
};

let deps: PipelineDeps;
let sandbox: Sandbox;
let retailerOf: Map<string, Retailer>;

beforeAll(async () => {
  deps = await createTestDeps();
  sandbox = await startSandbox({ scale: 'small', seed: 11, day: 0, slowMs: 4000, rate429Count: 2 });
  retailerOf = await registerSandboxRetailers(deps.db, sandbox);
}, 60_000);
afterAll(async () => {
  await sandbox?.close();
});

const run = (store: SandboxStorefront) =>
  runScrape(deps, { retailerId: retailerOf.get(store.key)!.id, trigger: 'manual' }, fast);

async function snapshot(retailerId: number) {
  const listings = await deps.db.models.Listing.findAll({ where: { retailerId }, order: [['id', 'ASC']], raw: true });
  const observations = (await observationsOf(deps, { retailerId })).sort((a, b) => a.id - b.id);
  return { listings, observations };
}

/** Consecutive observations of a listing always differ (price or stock): none is written for nothing. */
async function expectNoRedundantObservations(retailerId: number) {
  const { observations } = await snapshot(retailerId);
  const last = new Map<number, { priceCents: number; stockStatus: string }>();
  for (const o of observations) {
    const prev = last.get(o.listingId);
    if (prev) expect(prev.priceCents !== o.priceCents || prev.stockStatus !== o.stockStatus).toBe(true);
    last.set(o.listingId, o);
  }
}

async function expectMatchesTruth(store: SandboxStorefront) {
  const retailerId = retailerOf.get(store.key)!.id;
  // only listings seen in the latest run: a store may hide sold-out items, and an unseen listing keeps its
  // last known state (it is never marked out of stock for being missing)
  const listings = await deps.db.models.Listing.findAll({ where: { retailerId, isGone: false, missedRuns: 0 } });
  const byUrl = new Map(listings.map((l) => [l.url, l]));
  const truth = sandbox.groundTruth(store.key);
  let matched = 0;
  for (const t of truth) {
    const listing = byUrl.get(canonicalUrl(new URL(t.url)));
    if (!listing) continue;
    matched++;
    expect(listing.priceCents, t.title).toBe(t.priceCents);
    expect(listing.stockStatus === 'out_of_stock', t.title).toBe(t.stockStatus === 'out_of_stock');
    expect(listing.productId).not.toBeNull();
  }
  // listings that share a SKU are one listing, so the counts may differ slightly
  expect(matched / truth.length).toBeGreaterThanOrEqual(0.85);
  expect(listings.length).toBeLessThanOrEqual(truth.length + Math.ceil(truth.length * 0.05));
}

describe('every adapter against its sandbox storefront', () => {
  it('scrapes all storefronts into listings and observations; a second run writes no observation; day 2 writes changes only', async () => {
    expect(new Set(sandbox.storefronts.map((s) => s.platform))).toEqual(
      new Set(['shopify', 'woocommerce', 'bigcommerce', 'magento', 'lightspeed', 'jsonld', 'selectors']),
    );
    for (const store of sandbox.storefronts) {
      const first = await run(store);
      expect(first.status, `${store.key}: ${first.message}`).toBe('completed');
      await expectMatchesTruth(store);
      const retailerId = retailerOf.get(store.key)!.id;
      const listingCount = await deps.db.models.Listing.count({ where: { retailerId } });
      expect(listingCount).toBeGreaterThan(50);
      expect((await snapshot(retailerId)).observations.length).toBe(listingCount);

      const second = await run(store);
      expect(second.status).toBe('completed');
      expect(second.status === 'completed' && second.ingest.status === 'completed' && second.ingest.observations).toBe(
        0,
      );
      expect(second.message).toMatch(/^Scraped [\d,]+ offers: 0 price changes, 0 new, 0 gone$/);
      expect((await snapshot(retailerId)).observations.length).toBe(listingCount);
    }

    sandbox.setDay(1);
    for (const store of sandbox.storefronts) {
      const next = await run(store);
      expect(next.status, `${store.key}: ${next.message}`).toBe('completed');
      await expectMatchesTruth(store);
      await expectNoRedundantObservations(retailerOf.get(store.key)!.id);
    }
    const day1Changes = await deps.db.models.ScrapeLog.sum('productsUpdated', { where: { status: 'completed' } });
    expect(day1Changes).toBeGreaterThan(0);
  }, 240_000);
});

type TransportFault = Exclude<FaultMode, (typeof CONTENT_FAULTS)[number]>;

/** What each fault must look like in the log (content faults: sandbox-content-faults.test.ts). */
const EXPECTED: Record<TransportFault, { status: 'completed' | 'failed'; message: RegExp }> = {
  slow: { status: 'failed', message: /time/i },
  error500: { status: 'failed', message: /500/ },
  rate429: { status: 'completed', message: /^Scraped / },
  malformed: { status: 'failed', message: /^(Failed|Stopped|Rejected)/ },
  empty: { status: 'failed', message: /^Failed: The \w+ adapter found no offers on http/ },
  'robots-disallow': { status: 'failed', message: /robots/i },
  'redirect-private': {
    status: 'failed',
    message: /^Stopped: .*(private|refus|not allowed|blocked|link-local|metadata)/i,
  },
  oversized: { status: 'failed', message: /^Stopped: .*(large|size|bytes|cap|MB)/i },
  partial: { status: 'failed', message: /^Rejected: only [\d,]+ offers found, fewer than half of the usual/ },
  'markup-changed': { status: 'failed', message: /^(Failed|Stopped|Rejected)/ },
  'redirect-loop': { status: 'failed', message: /^Stopped: More than \d+ redirects/ },
  challenge: { status: 'failed', message: /^Blocked by Cloudflare: a bot challenge instead of the store page at http/ },
  // the matrix puts this mode on a Shopify store, which has no HTML fallback for /products.json
  'api-forbidden': { status: 'failed', message: /HTTP 403/ },
};

describe('fault matrix', () => {
  const transportFaults = FAULT_MODES.filter((m): m is TransportFault => m in EXPECTED);
  it.each(transportFaults.map((mode, i) => [mode, i] as const))(
    '%s: nothing collected earlier is lost or changed, the log says what happened, others are unaffected',
    async (mode, i) => {
      const stores = sandbox.storefronts;
      const store = stores[i % stores.length];
      const healthy = stores[(i + 1) % stores.length];
      const retailer = retailerOf.get(store.key)!;
      // the faulted store has history (the adapter test ran first; run it here too when this test runs alone)
      for (const s of [store, healthy]) {
        if (!(await deps.db.models.Listing.count({ where: { retailerId: retailerOf.get(s.key)!.id } })))
          expect((await run(s)).status).toBe('completed');
      }
      const before = await snapshot(retailer.id);
      const errorsBefore = (await retailer.reload()).errorCount;
      const healthyBefore = (await snapshot(retailerOf.get(healthy.key)!.id)).observations.length;

      sandbox.setFault(store.key, mode);
      try {
        const [faulted, other] = await Promise.all([run(store), run(healthy)]);
        const expected = EXPECTED[mode];
        expect(faulted.status, faulted.message).toBe(expected.status);
        expect(faulted.message).toMatch(expected.message);
        const log = await deps.db.models.ScrapeLog.findByPk((faulted as { scrapeLogId: number }).scrapeLogId);
        expect(log!.status).toBe(expected.status);
        expect(log!.message).toBe(faulted.message);
        expect(log!.finishedAt).not.toBeNull();

        const after = await snapshot(retailer.id);
        if (expected.status === 'failed') {
          expect(after.listings).toEqual(before.listings);
          expect((await retailer.reload()).errorCount).toBe(errorsBefore + 1);
        } else {
          // a store that recovered within the run (429 then OK): same day, same data, only last-seen moved
          expect(after.listings.map(({ lastSeenAt: _l, updatedAt: _u, ...rest }) => rest)).toEqual(
            before.listings.map(({ lastSeenAt: _l, updatedAt: _u, ...rest }) => rest),
          );
          expect((await retailer.reload()).errorCount).toBe(0);
        }
        expect(after.observations).toEqual(before.observations);
        expect(after.listings.filter((l) => l.stockStatus === 'out_of_stock').length).toBe(
          before.listings.filter((l) => l.stockStatus === 'out_of_stock').length,
        );
        expect(after.listings.some((l) => l.isGone)).toBe(before.listings.some((l) => l.isGone));

        expect(other.status, `${healthy.key}: ${other.message}`).toBe('completed');
        expect((await snapshot(retailerOf.get(healthy.key)!.id)).observations.length).toBe(healthyBefore);
      } finally {
        sandbox.setFault(store.key, null);
      }
      // and the store's next run, fault gone, succeeds and resets errorCount
      expect((await run(store)).status).toBe('completed');
      expect((await retailer.reload()).errorCount).toBe(0);
    },
    60_000,
  );
});

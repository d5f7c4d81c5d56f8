import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type FaultMode, type Sandbox, type SandboxStorefront } from '../../sandbox/index.js';
import { detectPlatform } from './detect-platform.js';
import { ScrapeError } from '../errors.js';
import { createFetcher, type FetcherOptions } from '../fetch/index.js';
import { offerKey } from '../match/offer-identity.js';
import { previewOffers, scrapeOffers } from './scrape-offers.js';
import type { RawOffer, RetailerScrapeConfig } from '../types.js';

/**
 * End to end: every sandbox storefront scraped through the real polite fetcher and the adapters, compared with the
 * sandbox's ground truth; then the sandbox fault modes, each ending in the documented error class or result.
 */
let sandbox: Sandbox;

const fetcher = (o: Partial<FetcherOptions> = {}) =>
  createFetcher({
    userAgent: 'PerRoundBot/1.0 (+https://perround.ca/bot; sandbox test)',
    minDelayMs: 0,
    maxCrawlDelayMs: 0,
    allowPrivateNetworks: true,
    retryBaseDelayMs: 5,
    maxRetries: 1,
    ...o,
  });

const retailerOf = (
  sf: SandboxStorefront,
  platform: RetailerScrapeConfig['platform'] = sf.platform,
): RetailerScrapeConfig => ({
  id: 1,
  name: sf.name,
  url: sf.url,
  platform,
  selector: (sf.selector as RetailerScrapeConfig['selector']) ?? null,
});

const store = (key: string) => sandbox.storefronts.find((s) => s.key === key)!;

async function withFault<T>(
  key: string,
  mode: FaultMode,
  fn: () => Promise<T>,
  opts?: { slowMs?: number; rate429Count?: number },
): Promise<T> {
  sandbox.setFault(key, mode, opts);
  try {
    return await fn();
  } finally {
    sandbox.setFault(key, null);
  }
}

async function failure(p: Promise<unknown>): Promise<ScrapeError> {
  try {
    await p;
  } catch (e) {
    expect(e, String(e)).toBeInstanceOf(ScrapeError);
    return e as ScrapeError;
  }
  throw new Error('expected the scrape to fail');
}

beforeAll(async () => {
  sandbox = await startSandbox({ scale: 'small', seed: 7 });
});
afterAll(async () => {
  await sandbox?.close();
});

describe('every storefront, end to end', () => {
  it('collects exactly the ground truth of each store: listings, prices, stock', async () => {
    expect(sandbox.storefronts.length).toBeGreaterThanOrEqual(8);
    for (const sf of sandbox.storefronts) {
      const truth = sandbox.groundTruth(sf.key);
      const out = await scrapeOffers(retailerOf(sf), fetcher());
      expect(out.platform).toBe(sf.platform);
      expect(out.pagesFetched, sf.key).toBeGreaterThan(0);
      const found = new Map<string, RawOffer>();
      for (const o of out.offers) {
        if (o.sku) found.set(`sku:${o.sku}`, o);
        if (o.url) found.set(`url:${o.url.replace(/\/$/, '')}`, o);
      }
      const problems: string[] = [];
      for (const t of truth) {
        const o = (t.sku && found.get(`sku:${t.sku}`)) || found.get(`url:${t.url.replace(/\/$/, '')}`);
        if (!o) problems.push(`missing ${t.url}`);
        else {
          if (o.priceCents !== t.priceCents) problems.push(`${t.url}: ${o.priceCents} != ${t.priceCents}`);
          // Out of stock must be exact; in/low stock may be reported as in_stock by listings that do not say 'low'.
          if ((t.stockStatus === 'out_of_stock') !== (o.stockStatus === 'out_of_stock'))
            problems.push(`${t.url}: stock ${o.stockStatus} != ${t.stockStatus}`);
          if (!o.title.trim()) problems.push(`${t.url}: empty title`);
          if (o.url && new URL(o.url).origin !== new URL(sf.url).origin)
            problems.push(`${t.url}: off-site url ${o.url}`);
        }
      }
      expect(problems.slice(0, 5), `${sf.key}: ${problems.length} problems`).toEqual([]);
      expect(out.offers.length, sf.key).toBe(truth.length);
      expect(new Set(out.offers.map(offerKey)).size).toBe(out.offers.length);
    }
  });

  it('detects every platform store (auto), and scrapeOffers reports what it detected', async () => {
    for (const sf of sandbox.storefronts.filter((s) => s.platform !== 'selectors')) {
      expect(await detectPlatform(sf.url, fetcher()), sf.key).toBe(sf.platform);
    }
    const shopify = sandbox.storefronts.find((s) => s.platform === 'shopify')!;
    const out = await scrapeOffers(retailerOf(shopify, 'auto'), fetcher());
    expect(out.detectedPlatform).toBe('shopify');
    expect(out.offers.length).toBe(sandbox.groundTruth(shopify.key).length);
  });

  it('previewOffers stops after the first page(s) holding the limit', async () => {
    const bc = sandbox.storefronts.find((s) => s.platform === 'bigcommerce')!;
    const full = await scrapeOffers(retailerOf(bc), fetcher());
    const preview = await previewOffers(retailerOf(bc), fetcher(), 20);
    expect(preview.offers).toHaveLength(20);
    expect(preview.pagesFetched).toBeLessThan(full.pagesFetched);
  });

  it('a second run on the next simulated day sees the moved prices', async () => {
    const woo = sandbox.storefronts.find((s) => s.platform === 'woocommerce')!;
    const day0 = await scrapeOffers(retailerOf(woo), fetcher());
    sandbox.setDay(sandbox.day + 1);
    try {
      const day1 = await scrapeOffers(retailerOf(woo), fetcher());
      const before = new Map(day0.offers.map((o) => [offerKey(o), o.priceCents]));
      const changed = day1.offers.filter((o) => before.has(offerKey(o)) && before.get(offerKey(o)) !== o.priceCents);
      expect(changed.length).toBeGreaterThan(0);
      const truth = new Map(sandbox.groundTruth(woo.key).map((t) => [t.url, t.priceCents]));
      for (const o of day1.offers) expect(o.priceCents).toBe(truth.get(o.url!));
    } finally {
      sandbox.setDay(sandbox.day - 1);
    }
  });
});

describe('fault modes through the fetcher', () => {
  it('robots.txt disallow: fatal, nothing scraped', async () => {
    const sf = store('northern-arms');
    const e = await withFault(sf.key, 'robots-disallow', () => failure(scrapeOffers(retailerOf(sf), fetcher())));
    expect([e.kind, e.code]).toEqual(['fatal', 'robots_disallowed']);
  });

  it('redirect to the metadata address: refused as SSRF even with private networks allowed', async () => {
    const sf = store('maple-leaf-shooting');
    const e = await withFault(sf.key, 'redirect-private', () => failure(scrapeOffers(retailerOf(sf), fetcher())));
    expect([e.kind, e.code]).toEqual(['fatal', 'ssrf_refused']);
  });

  it('500s: retried, then fatal', async () => {
    const sf = store('boreal-firearms');
    const e = await withFault(sf.key, 'error500', () => failure(scrapeOffers(retailerOf(sf), fetcher())));
    expect([e.kind, e.code, e.status]).toEqual(['fatal', 'server_error', 500]);
  });

  it('429 with Retry-After: waits and then completes', async () => {
    const sf = store('laurentian-sports');
    const out = await withFault(
      sf.key,
      'rate429',
      () => scrapeOffers(retailerOf(sf), fetcher({ maxRetries: 3, maxRetryAfterMs: 20 })),
      { rate429Count: 2 },
    );
    expect(out.offers.length).toBe(sandbox.groundTruth(sf.key).length);
  });

  it('slow responses: timed out as a fatal timeout after retries', async () => {
    const sf = store('fundy-shooting');
    const e = await withFault(
      sf.key,
      'slow',
      () => failure(scrapeOffers(retailerOf(sf), fetcher({ totalTimeoutMs: 200 }))),
      { slowMs: 3000 },
    );
    expect([e.kind, e.code]).toEqual(['fatal', 'timeout']);
  });

  it('oversized body: aborted at the cap', async () => {
    const sf = store('coastal-guns');
    const e = await withFault(sf.key, 'oversized', () =>
      failure(scrapeOffers(retailerOf(sf), fetcher({ maxBytes: 1024 * 1024 }))),
    );
    expect([e.kind, e.code]).toEqual(['fatal', 'too_large']);
  });

  it('malformed pages: a clear malformed error for JSON, fewer or no rows for HTML, never a TypeError', async () => {
    const shop = store('frontier-outfitters');
    const e = await withFault(shop.key, 'malformed', () => failure(scrapeOffers(retailerOf(shop), fetcher())));
    expect([e.kind, e.code]).toEqual(['non_retryable', 'malformed']);
    const bc = store('boreal-firearms');
    const out = await withFault(bc.key, 'malformed', () => scrapeOffers(retailerOf(bc), fetcher()));
    expect(out.offers.length).toBeLessThan(sandbox.groundTruth(bc.key).length);
  });

  it("WooCommerce behind a firewall that refuses the Store API: read from the theme's shop pages instead", async () => {
    const woo = store('maple-leaf-shooting');
    const truth = sandbox.groundTruth(woo.key);
    const out = await withFault(woo.key, 'api-forbidden', () => scrapeOffers(retailerOf(woo), fetcher()));
    expect(out.offers).toHaveLength(truth.length);
    const byUrl = new Map(out.offers.map((o) => [o.url, o]));
    for (const t of truth) {
      const o = byUrl.get(t.url);
      expect(o, t.url).toBeDefined();
      expect([o!.priceCents, o!.stockStatus === 'out_of_stock', o!.sku]).toEqual([
        t.priceCents,
        t.stockStatus === 'out_of_stock',
        t.sku,
      ]);
    }
    expect(await withFault(woo.key, 'api-forbidden', () => detectPlatform(woo.url, fetcher()))).toBe('woocommerce');
  });

  it('a challenge page: blocked (fatal, no retries), never read as an empty catalogue, on every platform', async () => {
    for (const sf of sandbox.storefronts) {
      const e = await failure(withFault(sf.key, 'challenge', () => scrapeOffers(retailerOf(sf), fetcher())));
      expect(e, sf.key).toMatchObject({ kind: 'fatal', code: 'blocked' });
      expect(e.message).toMatch(
        /^Blocked by Cloudflare: a bot challenge instead of the store page at http:\/\/127\.0\.0\.1/,
      );
    }
  });

  it('empty catalogue and changed markup: never a silent zero, the error names the adapter and the URL', async () => {
    const woo = store('maple-leaf-shooting');
    await expect(withFault(woo.key, 'empty', () => scrapeOffers(retailerOf(woo), fetcher()))).rejects.toThrow(
      `The woocommerce adapter found no offers on ${woo.url}`,
    );
    const sel = store('hinterland-gun-shop');
    await expect(
      withFault(sel.key, 'markup-changed', () => scrapeOffers(retailerOf(sel), fetcher())),
    ).rejects.toMatchObject({ code: 'no_offers', message: `The selectors adapter found no offers on ${sel.url}` });
  });
});

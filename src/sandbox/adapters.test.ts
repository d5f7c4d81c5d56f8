import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectPlatform } from '../pipeline/adapters/detect-platform.js';
import { createFetcher } from '../pipeline/fetch/index.js';
import { scrapeOffers } from '../pipeline/adapters/scrape-offers.js';
import type { RawOffer } from '../pipeline/types.js';
import { startSandbox, type Sandbox } from './index.js';

/**
 * The platform adapters (src/pipeline/adapters) against the sandbox storefronts, through the real polite
 * fetcher: every listing the sandbox says is there must come back with the right price and stock signal.
 */
let sandbox: Sandbox;
const fetcher = () =>
  createFetcher({
    userAgent: 'PerRoundBot/1.0 (sandbox test)',
    minDelayMs: 0,
    allowPrivateNetworks: true,
    maxCrawlDelayMs: 0,
    retryBaseDelayMs: 10,
    maxRetries: 1,
  });

beforeAll(async () => {
  sandbox = await startSandbox({ scale: 'small', seed: 42 });
});
afterAll(async () => {
  await sandbox?.close();
});

const norm = (u: string | null) => (u ? u.replace(/\/$/, '') : null);

describe('platform adapters meet the sandbox storefronts', () => {
  it.each([
    'northern-arms',
    'frontier-outfitters',
    'maple-leaf-shooting',
    'coastal-guns',
    'boreal-firearms',
    'laurentian-sports',
    'fundy-shooting',
    'rocky-ridge-rifle',
    'hinterland-gun-shop',
  ])('%s: every listing, price and stock', async (key) => {
    const sf = sandbox.storefronts.find((s) => s.key === key)!;
    const truth = sandbox.groundTruth(key);
    const out = await scrapeOffers(
      { id: 1, name: sf.name, url: sf.url, platform: sf.platform, selector: (sf.selector as never) ?? null },
      fetcher(),
    );
    const bySku = new Map<string, RawOffer>();
    const byUrl = new Map<string, RawOffer>();
    for (const o of out.offers) {
      if (o.sku) bySku.set(o.sku, o);
      if (o.url) byUrl.set(norm(o.url)!, o);
    }
    const missing: string[] = [];
    const wrong: string[] = [];
    for (const t of truth) {
      const o = (t.sku ? bySku.get(t.sku) : undefined) ?? byUrl.get(norm(t.url)!);
      if (!o) {
        missing.push(`${t.sku ?? ''} ${t.url}`);
        continue;
      }
      if (o.priceCents !== t.priceCents) wrong.push(`${t.title}: price ${o.priceCents} != ${t.priceCents}`);
      const stockOk =
        t.stockStatus === 'out_of_stock'
          ? o.stockStatus === 'out_of_stock'
          : o.stockStatus === 'in_stock' || o.stockStatus === t.stockStatus || o.stockStatus === 'unknown';
      if (!stockOk) wrong.push(`${t.title}: stock ${o.stockStatus} != ${t.stockStatus}`);
      if (!o.title) wrong.push(`${t.url}: no title`);
    }
    expect(missing.slice(0, 5), `${missing.length} missing`).toEqual([]);
    expect(wrong.slice(0, 5), `${wrong.length} wrong`).toEqual([]);
    expect(out.offers.length).toBe(truth.length);
  });

  it.each([
    'northern-arms',
    'maple-leaf-shooting',
    'boreal-firearms',
    'laurentian-sports',
    'fundy-shooting',
    'rocky-ridge-rifle',
  ])('detects the platform of %s', async (key) => {
    const sf = sandbox.storefronts.find((s) => s.key === key)!;
    expect(await detectPlatform(sf.url, fetcher())).toBe(sf.platform);
  });

  it.each(['error500', 'malformed', 'robots-disallow', 'redirect-private', 'oversized'] as const)(
    'fault %s makes the Shopify scrape fail, not return offers',
    async (mode) => {
      const sf = sandbox.storefronts.find((s) => s.key === 'northern-arms')!;
      sandbox.setFault(sf.key, mode);
      try {
        await expect(
          scrapeOffers({ id: 1, name: sf.name, url: sf.url, platform: 'shopify', selector: null }, fetcher()),
        ).rejects.toThrow();
      } finally {
        sandbox.setFault(sf.key, null);
      }
    },
  );

  it.each(['empty', 'partial', 'markup-changed'] as const)(
    'fault %s on the selectors store yields under half the offers (or fails)',
    async (mode) => {
      const sf = sandbox.storefronts.find((s) => s.key === 'hinterland-gun-shop')!;
      const usual = sandbox.groundTruth(sf.key).length;
      sandbox.setFault(sf.key, mode);
      try {
        const out = await scrapeOffers(
          { id: 1, name: sf.name, url: sf.url, platform: 'selectors', selector: sf.selector as never },
          fetcher(),
        ).catch(() => ({ offers: [] }));
        expect(out.offers.length).toBeLessThan(usual / 2);
      } finally {
        sandbox.setFault(sf.key, null);
      }
    },
  );

  it('fault rate429: the fetcher waits for Retry-After and the scrape completes', async () => {
    const sf = sandbox.storefronts.find((s) => s.key === 'maple-leaf-shooting')!;
    sandbox.setFault(sf.key, 'rate429', { rate429Count: 1 });
    try {
      const out = await scrapeOffers(
        { id: 1, name: sf.name, url: sf.url, platform: 'woocommerce', selector: null },
        fetcher(),
      );
      expect(out.offers.length).toBe(sandbox.groundTruth(sf.key).length);
    } finally {
      sandbox.setFault(sf.key, null);
    }
  });
});

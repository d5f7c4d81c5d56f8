import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../../../pipeline/jobs/worker.js';
import { HINTERLAND_SELECTORS, startSandbox, type Sandbox } from '../../../sandbox/index.js';
import { pricePerRound } from '../../../shared/format.js';
import { createTestDeps } from '../../../test/test-db.js';
import { freePort } from '../../../test/global-setup.js';
import { buildApp } from '../../app.js';

import type { AppDeps } from '../../deps.js';
import { createCaller } from '../../trpc/app-router.js';
import { createContextInner } from '../../trpc/context.js';
import { retailerTestInputSchema } from '../../../shared/schemas/admin.js';
import { testRetailer } from '../../../pipeline/index.js';
import { createUserWithSession, dbFingerprint } from './admin-test-support.js';

/**
 * The admin flow against the retailer sandbox (real storefront formats on loopback) with a real worker:
 * Test writes nothing; a manual run fills the catalogue; an override survives the next scrape and drives the
 * price per round that the public search shows.
 */
let deps: AppDeps;
let app: Awaited<ReturnType<typeof buildApp>>;
let sandbox: Sandbox;
let adminCookie: string;

beforeAll(async () => {
  deps = await createTestDeps();
  await startWorker(deps);
  app = await buildApp(deps, { logger: false });
  sandbox = await startSandbox();
  adminCookie = (await createUserWithSession(deps.db, { isAdmin: true })).cookie;
});
afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  return app.inject({
    method,
    url,
    headers: {
      origin: 'http://localhost:3000',
      cookie: adminCookie,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

/** POST run answers 202 with the job at once; the run is followed by its job id until it ends. */
async function runAndFollow(retailerName: string) {
  const started = await send('POST', `/api/admin/scrapers/${encodeURIComponent(retailerName)}/run`);
  expect(started.statusCode, started.body).toBe(202);
  for (;;) {
    const run = (await send('GET', `/api/admin/runs/${started.json().jobId}`)).json();
    if (run.state === 'completed' || run.state === 'failed') return run;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const store = (key: string) => sandbox.storefronts.find((s) => s.key === key)!;

describe('the Test action', () => {
  it('auto-detects the platform and shows the first 20 offers as understood, writing nothing', async () => {
    const shop = store('northern-arms');
    const before = await dbFingerprint(deps);
    const res = await send('POST', '/api/admin/retailers/test', { name: 'Whatever', url: shop.url, platform: 'auto' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ok: true, platform: 'shopify', detectedPlatform: 'shopify' });
    expect(body.offers).toHaveLength(20);
    for (const o of body.offers) {
      expect(o.title).toMatch(/\S/);
      expect(o.price).toMatch(/^\d+\.\d{2}$/);
      expect(['in_stock', 'low_stock', 'out_of_stock', 'unknown']).toContain(o.stockStatus);
      if (o.productType === 'ammunition' && o.rounds)
        expect(o.pricePerRound).toBe(pricePerRound(Math.round(Number(o.price) * 100), o.rounds));
    }
    expect(body.offers.some((o: { calibre: string | null }) => o.calibre)).toBe(true);
    expect(await dbFingerprint(deps)).toEqual(before);
  });

  it('uses the given CSS selectors', async () => {
    const shop = store('hinterland-gun-shop');
    const res = await send('POST', '/api/admin/retailers/test', {
      url: shop.url,
      platform: 'selectors',
      selector: HINTERLAND_SELECTORS,
    });
    expect(res.json()).toMatchObject({ ok: true, platform: 'selectors' });
    expect(res.json().offers.length).toBeGreaterThan(0);
  });

  it('answers the error (not a 5xx) when the storefront cannot be read, writing nothing', async () => {
    const before = await dbFingerprint(deps);
    const port = await freePort();
    const res = await send('POST', '/api/admin/retailers/test', {
      url: `http://127.0.0.1:${port}/`,
      platform: 'shopify',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: false });
    expect(res.json().error).toMatch(/\S/);
    expect(await dbFingerprint(deps)).toEqual(before);
  });
});

describe('the Test action diagnoses like a run', () => {
  it('a store behind a bot challenge is reported blocked, not empty', async () => {
    const woo = store('coastal-guns');
    sandbox.setFault(woo.key, 'challenge');
    try {
      const res = await send('POST', '/api/admin/retailers/test', { url: woo.url, platform: 'auto' });
      expect(res.json()).toMatchObject({
        ok: false,
        diagnosis: 'blocked',
        error: expect.stringMatching(/^Blocked by Cloudflare: a bot challenge/),
      });
    } finally {
      sandbox.setFault(woo.key, null);
    }
  });

  it('a store whose pages hold nothing names the adapter and the URL', async () => {
    const shop = store('hinterland-gun-shop');
    sandbox.setFault(shop.key, 'markup-changed');
    try {
      const res = await send('POST', '/api/admin/retailers/test', {
        url: shop.url,
        platform: 'selectors',
        selector: HINTERLAND_SELECTORS,
      });
      expect(res.json()).toMatchObject({
        ok: false,
        diagnosis: 'no_offers',
        error: `The selectors adapter found no offers on ${shop.url}`,
      });
    } finally {
      sandbox.setFault(shop.key, null);
    }
  });

  it('warns when the store prices in another currency than CAD, showing the offers with their currency', async () => {
    const offer = {
      title: 'CCI Blazer Brass 9mm 115gr FMJ 50rds',
      priceCents: 1499,
      currency: 'USD',
      url: null,
      sku: null,
      gtin: null,
      vendor: null,
      stockStatus: 'in_stock' as const,
      imageUrl: null,
      hints: {},
    };
    const preview = async () => ({
      platform: 'shopify',
      offers: [offer, { ...offer, title: 'CCI Blazer 9mm 1000rds' }],
      pagesFetched: 1,
      foreignCurrencies: { USD: 2 },
    });
    const result = await testRetailer(
      deps,
      retailerTestInputSchema.parse({ url: 'https://us-store.example.com/', platform: 'shopify' }),
      { preview },
    );
    expect(result).toMatchObject({
      ok: true,
      warnings: ['2 of 2 offers are priced in USD, not CAD: they would not be stored (PerRound compares CAD prices).'],
    });
    expect(result.ok && result.offers[0]).toMatchObject({ price: '14.99', currency: 'USD' });
  });
});

describe('run, correct, run again', () => {
  it('an override of the round count survives the next scrape and sets the price per round in search', async () => {
    const shop = store('maple-leaf-shooting');
    const created = await send('POST', '/api/admin/retailers', {
      name: shop.name,
      url: shop.url,
      platform: 'auto',
      scrapeIntervalHours: 4,
      isActive: 'true',
    });
    expect(created.statusCode).toBe(201);
    const retailerId = created.json().id;

    const run1 = await runAndFollow(shop.name);
    expect(run1).toMatchObject({ state: 'completed', retailerName: shop.name });
    expect(run1.offersFound).toBeGreaterThan(0);
    expect(run1.productsUpdated).toBeGreaterThan(0);
    expect((await deps.db.models.Retailer.findByPk(retailerId))?.detectedPlatform).toBe('woocommerce');

    const ammo = await deps.db.models.Listing.findOne({
      where: { retailerId, productType: 'ammunition', isGone: false },
      order: [['id', 'ASC']],
    });
    expect(ammo).not.toBeNull();
    const corrected = (ammo!.boxQuantity ?? 20) === 7 ? 9 : 7;
    const put = await send('PUT', `/api/admin/listings/${ammo!.id}/overrides`, { boxQuantity: corrected });
    expect(put.statusCode).toBe(200);

    expect((await runAndFollow(shop.name)).state).toBe('completed');

    const after = await deps.db.models.Listing.findByPk(ammo!.id);
    expect(after).toMatchObject({ boxQuantity: corrected, overrides: { boxQuantity: corrected } });
    expect(after!.autoClassification.boxQuantity).toBe(ammo!.autoClassification.boxQuantity);

    const caller = createCaller(createContextInner(deps));
    const found = await caller.products.list({ search: after!.title, retailer: retailerId });
    const row = found.products.find((p) => p.id === after!.id);
    expect(row, 'the corrected listing is in the search results').toBeDefined();
    expect(row!.boxQuantity).toBe(corrected);
    expect(row!.pricePerRound).toBe(pricePerRound(after!.priceCents, corrected));

    // Reset to automatic: the next scrape brings the automatic value back.
    await send('DELETE', `/api/admin/listings/${ammo!.id}/overrides`);
    expect((await deps.db.models.Listing.findByPk(ammo!.id))?.boxQuantity).toBe(
      ammo!.autoClassification.boxQuantity ?? null,
    );
  }, 120_000);
});

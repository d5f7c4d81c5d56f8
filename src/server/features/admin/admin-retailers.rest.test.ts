import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps } from '../../../test/test-db.js';
import { buildApp } from '../../app.js';
import type { AppDeps } from '../../deps.js';
import { createCaller } from '../../trpc/app-router.js';
import { createContextInner } from '../../trpc/context.js';
import { createUserWithSession } from '../../../test/users.js';
import { dbFingerprint, seedCatalogue } from '../../../test/catalogue.js';
import { addObservation, addProduct, observationsOf, productById } from '../../../test/catalogue.js';

let deps: AppDeps;
let app: Awaited<ReturnType<typeof buildApp>>;
let adminCookie: string;
let admin: Awaited<ReturnType<typeof createUserWithSession>>['user'];

beforeAll(async () => {
  deps = await createTestDeps();
  app = await buildApp(deps, { logger: false });
  const a = await createUserWithSession(deps.db, { isAdmin: true });
  adminCookie = a.cookie;
  admin = a.user;
  return () => app.close();
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

const valid = {
  name: 'Prairie Ammo',
  url: 'https://prairie-ammo.example.ca/',
  platform: 'woocommerce',
  selector: {},
  scrapeIntervalHours: '6',
  isActive: 'true',
};

describe('POST /api/admin/retailers', () => {
  it('creates a retailer from the form values (interval parsed, isActive from "true"/"false")', async () => {
    const res = await send('POST', '/api/admin/retailers', valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Prairie Ammo',
      platform: 'woocommerce',
      scrapeIntervalHours: 6,
      isActive: true,
      selector: null,
      errorCount: 0,
    });
    const row = await deps.db.models.Retailer.findByPk(body.id);
    expect(row?.url).toBe('https://prairie-ammo.example.ca/');
  });

  it.each([
    [{ ...valid, name: '  ' }, 'Name is required'],
    [{ ...valid, name: 'X1', url: 'ftp://files.example.ca/' }, 'url must'],
    [{ ...valid, name: 'X2', url: 'not a url' }, 'url must be a valid URL'],
    [{ ...valid, name: 'X3', scrapeIntervalHours: 2 }, 'scrapeIntervalHours must be 3 to 12'],
    [{ ...valid, name: 'X4', scrapeIntervalHours: 13 }, 'scrapeIntervalHours must be 3 to 12'],
    [{ ...valid, name: 'X5', scrapeIntervalHours: 4.5 }, 'whole number'],
    [{ ...valid, name: 'X6', platform: 'ebay' }, ''],
    [
      { ...valid, name: 'X7', platform: 'selectors', selector: null },
      'selector is required for the selectors platform',
    ],
    [{ ...valid, name: 'X8', platform: 'selectors', selector: { productList: '.p', name: '.n' } }, 'selector.price'],
    [{ ...valid, name: 'X9', selector: 'not-an-object' }, ''],
  ])('refuses invalid input %# with a 400 and creates nothing', async (input, message) => {
    const before = await dbFingerprint(deps);
    const res = await send('POST', '/api/admin/retailers', input);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await dbFingerprint(deps)).toEqual(before);
  });

  it('refuses a duplicate name (case-insensitive) with a 409', async () => {
    expect((await send('POST', '/api/admin/retailers', { ...valid, name: 'Twice Ammo' })).statusCode).toBe(201);
    const res = await send('POST', '/api/admin/retailers', { ...valid, name: 'TWICE AMMO' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('already exists');
  });

  it('accepts the selectors platform with a complete selector object', async () => {
    const selector = { productList: '.product', name: '.title', price: '.price', sku: '.sku', stockStatus: '.stock' };
    const res = await send('POST', '/api/admin/retailers', {
      ...valid,
      name: 'Selector Shop',
      platform: 'selectors',
      selector,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().selector).toEqual(selector);
  });
});

describe('GET /api/admin/retailers', () => {
  it('lists every retailer with stats, platform and next run', async () => {
    const { retailer } = await seedCatalogue(deps.db, 'Stats Shop');
    await retailer.update({ isActive: true });
    const res = await send('GET', '/api/admin/retailers');
    expect(res.statusCode).toBe(200);
    const row = res.json().find((r: { id: number }) => r.id === retailer.id);
    expect(row).toMatchObject({
      name: 'Stats Shop',
      platform: 'shopify',
      errorCount: 1,
      successRate: 92.5,
      inStockProductCount: 1,
      listingCount: 1,
      scrapeIntervalHours: 6,
      running: false,
    });
    expect(new Date(row.nextRunAt).getTime()).toBe(retailer.lastScrapeAt!.getTime() + 6 * 3600_000);
    // Sorted by name, inactive ones included.
    const names = res.json().map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });
});

describe('PUT /api/admin/retailers/:id', () => {
  it('updates every form field', async () => {
    const created = (await send('POST', '/api/admin/retailers', { ...valid, name: 'Edit Me' })).json();
    const res = await send('PUT', `/api/admin/retailers/${created.id}`, {
      ...valid,
      name: 'Edited',
      scrapeIntervalHours: 12,
      isActive: 'false',
      platform: 'shopify',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      name: 'Edited',
      scrapeIntervalHours: 12,
      isActive: false,
      platform: 'shopify',
      nextRunAt: null,
    });
  });

  it('answers 404 for an unknown retailer and 400 for a bad id, changing nothing', async () => {
    const before = await dbFingerprint(deps);
    expect((await send('PUT', '/api/admin/retailers/999999', valid)).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/retailers/abc', valid)).statusCode).toBe(400);
    expect((await send('PUT', `/api/admin/retailers/1`, { ...valid, scrapeIntervalHours: 99 })).statusCode).toBe(400);
    expect(await dbFingerprint(deps)).toEqual(before);
  });
});

describe('DELETE /api/admin/retailers/:id', () => {
  it('removes the retailer with its listings, observations, logs and orphaned products in one go', async () => {
    const { retailer, listing, log } = await seedCatalogue(deps.db, 'Doomed Shop');
    const productId = await addProduct(deps, { name: 'Federal 9mm', productType: 'ammunition' });
    await listing.update({ productId });
    await addObservation(deps, listing.id, 2499, new Date());
    const { retailer: other, listing: otherListing } = await seedCatalogue(deps.db, 'Survivor Shop');
    await otherListing.update({ productId });

    const res = await send('DELETE', `/api/admin/retailers/${retailer.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: retailer.id, listingsRemoved: 1 });
    expect(await deps.db.models.Retailer.findByPk(retailer.id)).toBeNull();
    expect(await deps.db.models.Listing.findByPk(listing.id)).toBeNull();
    expect(await deps.db.models.ScrapeLog.findByPk(log.id)).toBeNull();
    expect(await observationsOf(deps, { listingId: listing.id })).toHaveLength(0);
    // The product is still sold by the other retailer, so it stays.
    expect(await productById(deps, productId)).not.toBeNull();

    await send('DELETE', `/api/admin/retailers/${other.id}`);
    expect(await productById(deps, productId)).toBeNull();
  });

  it('answers 404 for an unknown retailer', async () => {
    expect((await send('DELETE', '/api/admin/retailers/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/admin/logs', () => {
  it('lists the latest runs newest first with the retailer name, filtered by retailer and status', async () => {
    const { retailer } = await seedCatalogue(deps.db, 'Log Shop');
    await deps.db.models.ScrapeLog.create({
      retailerId: retailer.id,
      status: 'failed',
      message: 'HTTP 503',
      startedAt: new Date(Date.now() + 1000),
    });
    await deps.db.models.ScrapeLog.create({
      retailerId: retailer.id,
      status: 'started',
      startedAt: new Date(Date.now() + 2000),
    });

    const all = (await send('GET', `/api/admin/logs?retailerId=${retailer.id}`)).json();
    expect(all.map((l: { status: string }) => l.status)).toEqual(['started', 'failed', 'completed']);
    expect(all[1]).toMatchObject({
      message: 'HTTP 503',
      retailer: { id: retailer.id, name: 'Log Shop' },
      productsUpdated: 0,
    });

    const failed = (await send('GET', `/api/admin/logs?retailerId=${retailer.id}&status=failed`)).json();
    expect(failed).toHaveLength(1);
    expect((await send('GET', '/api/admin/logs?status=all&retailerId=all')).statusCode).toBe(200);
    expect((await send('GET', '/api/admin/logs?status=exploded')).statusCode).toBe(400);
  });
});

describe('the same services over tRPC', () => {
  it('create, update, list and delete', async () => {
    const caller = createCaller(createContextInner(deps, { user: admin }));
    const created = await caller.admin.createRetailer({
      name: 'Trpc Shop',
      url: 'https://trpc.example.ca/',
      platform: 'auto',
      scrapeIntervalHours: 4,
      isActive: true,
    });
    expect(created.nextRunAt).toBeInstanceOf(Date);
    const updated = await caller.admin.updateRetailer({
      id: created.id,
      name: 'Trpc Shop',
      url: 'https://trpc.example.ca/',
      platform: 'jsonld',
      scrapeIntervalHours: 3,
      isActive: true,
    });
    expect(updated.scrapeIntervalHours).toBe(3);
    expect((await caller.admin.retailers()).some((r) => r.id === created.id)).toBe(true);
    await caller.admin.deleteRetailer({ id: created.id });
    expect(await deps.db.models.Retailer.findByPk(created.id)).toBeNull();
  });
});

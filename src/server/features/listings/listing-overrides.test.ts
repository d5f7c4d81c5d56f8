import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDeps } from '../../../test/test-db.js';
import { buildApp } from '../../app.js';
import type { AppDeps } from '../../deps.js';
import { createCaller } from '../../trpc/app-router.js';
import { createContextInner } from '../../trpc/context.js';
import { createUserWithSession } from '../../../test/users.js';
import { dbFingerprint, seedCatalogue } from '../../../test/catalogue.js';

let deps: AppDeps;
let app: Awaited<ReturnType<typeof buildApp>>;
let adminCookie: string;
let seeded: Awaited<ReturnType<typeof seedCatalogue>>;

beforeAll(async () => {
  deps = await createTestDeps();
  app = await buildApp(deps, { logger: false });
  adminCookie = (await createUserWithSession(deps.db, { isAdmin: true })).cookie;
  seeded = await seedCatalogue(deps.db);
  return () => app.close();
});

// every test starts from the listing as scraped (no override) and arranges the overrides it needs
beforeEach(async () => {
  expect((await send('DELETE', `/api/admin/listings/${seeded.listing.id}/overrides`)).statusCode).toBe(200);
});

function send(method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) {
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

describe('GET /api/admin/listings', () => {
  it('finds listings by title, SKU or id and shows auto, overrides and effective values', async () => {
    const res = await send('GET', '/api/admin/listings?search=american%20eagle');
    expect(res.statusCode).toBe(200);
    const [row] = res.json();
    expect(row).toMatchObject({
      id: seeded.listing.id,
      title: 'Federal American Eagle 9mm 115gr FMJ 50rds',
      retailer: { name: 'Test Guns & Ammo' },
      price: '24.99',
      auto: { boxQuantity: 115, calibre: '9mm' },
      overrides: {},
      effective: { boxQuantity: 115, calibre: '9mm' },
      pricePerRound: '0.217',
    });
    expect((await send('GET', '/api/admin/listings?search=ae9dp')).json()).toHaveLength(1);
    expect((await send('GET', `/api/admin/listings?search=${seeded.listing.id}`)).json()[0].id).toBe(seeded.listing.id);
    expect((await send('GET', '/api/admin/listings?search=%25')).json()).toHaveLength(0);
  });
});

describe('PUT /api/admin/listings/:id/overrides', () => {
  it('corrects the round count: the effective columns and price per round change at once', async () => {
    const res = await send('PUT', `/api/admin/listings/${seeded.listing.id}/overrides`, { boxQuantity: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      overrides: { boxQuantity: 50 },
      auto: { boxQuantity: 115 },
      effective: { boxQuantity: 50 },
      pricePerRound: '0.500',
    });
    const row = await deps.db.models.Listing.findByPk(seeded.listing.id);
    expect(row?.boxQuantity).toBe(50);
    expect(row?.overrides).toEqual({ boxQuantity: 50 });
    expect(row?.autoClassification.boxQuantity).toBe(115);
  });

  it('merges further overrides, and null means "none" (it wins over the automatic value)', async () => {
    await send('PUT', `/api/admin/listings/${seeded.listing.id}/overrides`, { boxQuantity: 50 });
    const res = await send('PUT', `/api/admin/listings/${seeded.listing.id}/overrides`, {
      manufacturer: 'winchester',
      grain: null,
    });
    expect(res.json().overrides).toEqual({ boxQuantity: 50, manufacturer: 'winchester', grain: null });
    const row = await deps.db.models.Listing.findByPk(seeded.listing.id);
    expect(row).toMatchObject({ boxQuantity: 50, manufacturer: 'winchester', grain: null, calibre: '9mm' });
  });

  it.each([
    [{ calibre: '9mm-wonder' }, "Unknown calibre '9mm-wonder'"],
    [{ manufacturer: 'acme-blasters' }, "Unknown manufacturer 'acme-blasters'"],
    [{ boxQuantity: 0 }, 'boxQuantity must be a positive whole number'],
    [{ boxQuantity: 2.5 }, 'boxQuantity must be a positive whole number'],
    [{ boxQuantity: 'fifty' }, 'boxQuantity must be a positive whole number'],
    [{ productType: 'grenade' }, 'Unknown product type'],
    [{ accessoryCategory: 'hats' }, 'Unknown accessory category'],
    [{ rounds: 50 }, ''],
    [{}, 'Give at least one field to override'],
  ])('refuses %j with a 400 and changes nothing', async (body, message) => {
    const before = await dbFingerprint(deps);
    const res = await send('PUT', `/api/admin/listings/${seeded.listing.id}/overrides`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await dbFingerprint(deps)).toEqual(before);
  });

  it('answers 404 for an unknown listing', async () => {
    expect((await send('PUT', '/api/admin/listings/999999/overrides', { boxQuantity: 20 })).statusCode).toBe(404);
  });
});

describe('DELETE /api/admin/listings/:id/overrides', () => {
  it('resets one field to automatic, then all of them', async () => {
    await send('PUT', `/api/admin/listings/${seeded.listing.id}/overrides`, {
      boxQuantity: 50,
      manufacturer: 'winchester',
      grain: null,
    });
    const one = await send('DELETE', `/api/admin/listings/${seeded.listing.id}/overrides?field=manufacturer`);
    expect(one.statusCode).toBe(200);
    expect(one.json().overrides).toEqual({ boxQuantity: 50, grain: null });
    expect(one.json().effective.manufacturer).toBe('federal');

    const all = await send('DELETE', `/api/admin/listings/${seeded.listing.id}/overrides`);
    expect(all.json()).toMatchObject({
      overrides: {},
      effective: { boxQuantity: 115, grain: 115, manufacturer: 'federal' },
    });
    const row = await deps.db.models.Listing.findByPk(seeded.listing.id);
    expect(row).toMatchObject({ boxQuantity: 115, grain: 115, overrides: {} });
    expect((await send('DELETE', `/api/admin/listings/${seeded.listing.id}/overrides?field=colour`)).statusCode).toBe(
      400,
    );
  });
});

describe('listings.* over tRPC', () => {
  it('search, set and reset', async () => {
    const { user } = await createUserWithSession(deps.db, { isAdmin: true });
    const caller = createCaller(createContextInner(deps, { user }));
    const [found] = await caller.listings.search({ search: 'Federal' });
    const set = await caller.listings.setOverrides({
      id: found.id,
      productType: 'accessory',
      accessoryCategory: 'storage',
    });
    expect(set.effective).toMatchObject({ productType: 'accessory', accessoryCategory: 'storage' });
    expect(set.pricePerRound).toBeNull();
    expect((await caller.listings.search({ overriddenOnly: true })).map((l) => l.id)).toEqual([found.id]);
    const reset = await caller.listings.resetOverrides({ id: found.id });
    expect(reset.effective.productType).toBe('ammunition');
  });
});

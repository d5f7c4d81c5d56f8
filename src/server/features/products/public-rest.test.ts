import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { User } from '../../../db/models/index.js';
import type { AppDeps } from '../../deps.js';
import { createTestDeps } from '../../../test/test-db.js';
import { createSession, generateSessionToken, SESSION_COOKIE_NAME } from '../auth/session.js';
import { addListing, addObservation, addProduct, addRetailer } from './test-fixtures.js';

let deps: AppDeps;
let app: FastifyInstance;
let productId: number;
let listingId: number;
let offSiteListing: number;
let scriptListing: number;
let retailerId: number;
let unverifiedCookie: string;
let verifiedCookie: string;

async function cookieFor(user: User) {
  const token = generateSessionToken();
  await createSession(deps.db, token, user.id);
  return `${SESSION_COOKIE_NAME}=${token}`;
}

beforeAll(async () => {
  deps = await createTestDeps();
  app = await buildApp(deps, { logger: false, clientDir: '/nonexistent' });
  retailerId = await addRetailer(deps, { name: 'Alpha', url: 'https://www.alpha.example.ca/' });
  productId = await addProduct(deps, { name: 'Federal 9mm' });
  listingId = await addListing(deps, {
    retailerId,
    productId,
    title: 'Federal 9mm 115gr',
    priceCents: 1899,
    url: 'https://alpha.example.ca/products/federal-9mm?variant=1',
    productType: 'ammunition',
    boxQuantity: 50,
    calibre: '9mm',
    manufacturer: 'federal',
  });
  offSiteListing = await addListing(deps, {
    retailerId,
    title: 'Elsewhere',
    priceCents: 100,
    url: 'https://evil.example.com/alpha.example.ca',
  });
  scriptListing = await addListing(deps, { retailerId, title: 'Script', priceCents: 100, url: 'javascript:alert(1)' });
  await addObservation(deps, listingId, 1899, new Date(Date.now() - 40 * 24 * 60 * 60 * 1000));
  unverifiedCookie = await cookieFor(
    await deps.db.models.User.create({ email: 'u@example.ca', passwordHash: 'x', emailVerified: false }),
  );
  verifiedCookie = await cookieFor(
    await deps.db.models.User.create({ email: 'v@example.ca', passwordHash: 'x', emailVerified: true }),
  );
});
afterAll(() => app.close());

const json = (res: { body: string }) => JSON.parse(res.body);

describe('REST /api (SPEC §7)', () => {
  it('GET /api/products searches with query parameters', async () => {
    const res = await app.inject({ url: '/api/products?search=federal&inStock=true&calibre=9mm&page=1&limit=20' });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({ total: 1, totalPages: 1 });
    expect(body.products[0]).toMatchObject({
      id: listingId,
      productId,
      currentPrice: '18.99',
      pricePerRound: '0.380',
      retailer: { id: retailerId, name: 'Alpha' },
    });
  });

  it('GET /api/products takes repeated and comma-separated calibres, the new facets and the ppr sorts', async () => {
    for (const query of [
      'calibre=9mm&calibre=.380acp',
      'calibre=.380acp,9mm',
      'calibre=9mm&sortBy=ppr-asc&facets=true&group=product',
    ]) {
      const body = json(await app.inject({ url: `/api/products?${query}` }));
      expect(body.total, query).toBe(1);
    }
    const grouped = json(await app.inject({ url: '/api/products?search=9x19&group=product&facets=true' }));
    expect(grouped).toMatchObject({
      sortBy: 'ppr-asc',
      understood: { calibre: ['9mm'] },
      groups: [{ productId, offers: [{ listingId }] }],
    });
    expect(grouped.facets.calibre).toEqual([
      { value: '9mm', count: 1, label: '9mm Luger (9x19mm Parabellum)', group: 'handgun' },
    ]);
  });

  it.each([
    ['casing=paper', 'Unknown casing'],
    ['group=tiles', 'group must be listing, product or auto'],
    ['roundsMin=50&roundsMax=20', 'roundsMin must not be above roundsMax'],
    ['sortBy=cheapest', 'Unknown sort order'],
    ['page=0', 'page must be 1 or more'],
    ['limit=500', 'limit must be 1 to 100'],
    ['productType=knife', 'Unknown product type'],
    ['priceMin=-1', 'priceMin must be 0 or more'],
    ['priceMin=20&priceMax=10', 'priceMin must not be above priceMax'],
    ['retailer=abc', 'retailer must be a retailer id'],
  ])('GET /api/products?%s is a 400 with a message', async (query, message) => {
    const res = await app.inject({ url: `/api/products?${query}` });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(message);
  });

  it('GET /api/retailers lists active retailers', async () => {
    const res = await app.inject({ url: '/api/retailers' });
    expect(json(res)).toEqual([
      { id: retailerId, name: 'Alpha', url: 'https://www.alpha.example.ca/', isActive: true },
    ]);
  });

  it('GET /api/products/:id/price-history enforces 7/30/90 days by account', async () => {
    const url = (days: number) => `/api/products/${productId}/price-history?days=${days}`;
    const week = await app.inject({ url: url(7) });
    expect(week.statusCode).toBe(200);
    expect(json(week)).toHaveLength(7);
    expect(json(week).at(-1)).toMatchObject({ avgPrice: '18.99', minPrice: '18.99', maxPrice: '18.99' });
    const visitor = await app.inject({ url: url(30) });
    expect([visitor.statusCode, json(visitor).message]).toEqual([401, 'Sign in to see 30-day price history']);
    const unverified = await app.inject({ url: url(30), headers: { cookie: unverifiedCookie } });
    expect([unverified.statusCode, json(unverified).message]).toEqual([
      403,
      'Verify your email to access 30-day price history',
    ]);
    const verified = await app.inject({ url: url(30), headers: { cookie: verifiedCookie } });
    expect(verified.statusCode).toBe(200);
    expect(json(verified)).toHaveLength(30);
    const pro = await app.inject({ url: url(90), headers: { cookie: verifiedCookie } });
    expect([pro.statusCode, json(pro).message]).toEqual([
      403,
      '90-day and 1-year history are Pro features (coming soon)',
    ]);
    const odd = await app.inject({ url: url(14) });
    expect([odd.statusCode, json(odd).message]).toEqual([400, 'days must be 7, 30, 90 or 365']);
  });

  it('GET /api/price-changes/weekly answers an array', async () => {
    const res = await app.inject({ url: '/api/price-changes/weekly' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual([]);
  });

  it('POST /api/track/watch-click records a watch click with the signed-in user', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/track/watch-click',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', cookie: verifiedCookie },
      payload: { productId, productName: 'Federal 9mm 115gr', retailer: 'Alpha', price: '18.99' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ ok: true });
    const [row] = await deps.db.query<Record<string, unknown>>(
      `SELECT c.kind, c.product_id, c.product_name, c.retailer_name, c.price_cents, u.email FROM click_events c JOIN users u ON u.id = c.user_id`,
      { type: 'SELECT' as never },
    );
    expect(row).toEqual({
      kind: 'watch',
      product_id: productId,
      product_name: 'Federal 9mm 115gr',
      retailer_name: 'Alpha',
      price_cents: 1899,
      email: 'v@example.ca',
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/track/watch-click',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: { productId: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('outbound redirects', () => {
  const outboundCount = async () =>
    (
      await deps.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM click_events WHERE kind = 'outbound'`, {
        type: 'SELECT' as never,
      })
    )[0]!.n;

  it('GET /go/:listingId records the click and redirects to the listing URL on the retailer host', async () => {
    const before = await outboundCount();
    const res = await app.inject({ url: `/go/${listingId}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://alpha.example.ca/products/federal-9mm?variant=1');
    expect(await outboundCount()).toBe(before + 1);
  });

  it('sends an off-site or non-http listing URL to the retailer home page instead', async () => {
    for (const id of [offSiteListing, scriptListing]) {
      const res = await app.inject({ url: `/go/${id}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('https://www.alpha.example.ca/');
    }
  });

  it('GET /go/retailer/:id redirects to the retailer site; unknown ids are not found', async () => {
    const res = await app.inject({ url: `/go/retailer/${retailerId}` });
    expect([res.statusCode, res.headers.location]).toEqual([302, 'https://www.alpha.example.ca/']);
    const before = await outboundCount();
    for (const url of ['/go/999999', '/go/abc', '/go/retailer/999999', '/go/-1', '/go/99999999999999']) {
      const missing = await app.inject({ url });
      expect(missing.statusCode, url).not.toBe(302);
      expect(missing.headers.location, url).toBeUndefined();
    }
    expect(await outboundCount()).toBe(before);
  });
});

describe('REST parameter messages', () => {
  it.each([
    ['/api/products?boxQuantity=lots', 'boxQuantity must be a positive whole number'],
    ['/api/products?priceMax=cheap', 'priceMax must be a number'],
    ['/api/products?page=two', 'page must be a whole number'],
    ['/api/products/abc/price-history?days=7', 'id must be a product id'],
    ['/api/products/1/price-history?days=week', 'days must be 7, 30, 90 or 365'],
  ])('%s is a 400: %s', async (url, message) => {
    const res = await app.inject({ url });
    expect([res.statusCode, json(res).message]).toEqual([400, message]);
  });
});

describe('REST answers over the compression threshold', () => {
  it('arrive gzip-compressed and whole over a real socket (not an empty body)', async () => {
    const title = (i: number) => `Filler listing ${i}, a title long enough to make the answer big`;
    for (let i = 0; i < 100; i++) await addListing(deps, { retailerId, title: title(i), priceCents: 5000 + i });
    const server = await buildApp(deps, { logger: false, clientDir: '/nonexistent' });
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/api/products?limit=100&sortBy=price-desc`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      const body = (await res.json()) as { products: Array<{ name: string }> };
      expect(body.products).toHaveLength(100);
      expect(body.products[0]!.name).toBe(title(99));
    } finally {
      await server.close();
    }
  });
});

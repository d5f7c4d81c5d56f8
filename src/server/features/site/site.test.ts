import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps } from '../../../test/test-db.js';
import { buildApp } from '../../app.js';
import type { AppDeps } from '../../deps.js';
import { addListing, addProduct, addRetailer } from '../../../test/catalogue.js';
import { clearLandingStatsCache, getLandingStats } from './landing-stats.service.js';
import { clearSitemapCache } from './sitemap.service.js';

let app: Awaited<ReturnType<typeof buildApp>>;
let deps: AppDeps;
let productId: number;

const INDEX_HTML = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="description" content="default description" />
<title>Default title</title></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  deps = (await createTestDeps()) as AppDeps;
  const clientDir = await mkdtemp(path.join(tmpdir(), 'perround-site-'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildApp(deps, { clientDir, logger: false });

  const alpha = await addRetailer(deps, { name: 'Alpha Arms' });
  const beta = await addRetailer(deps, { name: 'Beta Outdoors' });
  const closed = await addRetailer(deps, { name: 'Closed Shop', isActive: false });
  productId = await addProduct(deps, {
    name: 'Federal <American> Eagle 9mm',
    productType: 'ammunition',
    calibre: '9mm',
    boxQuantity: 50,
  });
  const ammo = (
    retailerId: number,
    calibre: string,
    priceCents: number,
    boxQuantity: number,
    extra: Record<string, unknown> = {},
  ) =>
    addListing(deps, {
      retailerId,
      title: `${calibre} box of ${boxQuantity} at ${priceCents}`,
      priceCents,
      productType: 'ammunition',
      calibre,
      boxQuantity,
      ...extra,
    });
  await ammo(alpha, '9mm', 1899, 50, { productId, title: 'Federal <American> Eagle 9mm' });
  await ammo(beta, '9mm', 1949, 50, { productId });
  await ammo(beta, '9mm', 30000, 1000); // $0.300 a round: the lowest 9mm
  await ammo(alpha, '9mm', 100, 50, { stockStatus: 'out_of_stock' }); // cheaper, but not buyable today
  await ammo(closed, '9mm', 100, 50); // cheaper, but its retailer is inactive
  await ammo(alpha, '9mm', 150, 50, { isGone: true }); // cheaper, but gone
  for (const [calibre, n] of [
    ['.223rem', 4],
    ['.22lr', 3],
    ['12ga', 2],
    ['.308win', 2],
    ['.45acp', 1],
  ] as const) {
    for (let i = 0; i < n; i++) await ammo(alpha, calibre, 2000 + i * 100, 20);
  }
  await addListing(deps, {
    retailerId: alpha,
    title: 'Ruger 10/22',
    priceCents: 44900,
    productType: 'firearm',
    calibre: '.17hmr',
  });
  clearLandingStatsCache();
  clearSitemapCache();
});
afterAll(() => app.close());

describe('landing numbers', () => {
  it("gives today's lowest price per round of the five most offered calibres, buyable listings only", async () => {
    const stats = await getLandingStats(deps);
    expect(stats.calibres.map((c) => c.calibre)).toEqual(['.223rem', '.22lr', '9mm', '.308win', '12ga']);
    const nine = stats.calibres.find((c) => c.calibre === '9mm')!;
    expect(nine).toMatchObject({
      listings: 3,
      pricePerRound: '0.300',
      priceCents: 30000,
      boxQuantity: 1000,
      retailerName: 'Beta Outdoors',
    });
    expect(stats.calibres.find((c) => c.calibre === '.223rem')).toMatchObject({ listings: 4, pricePerRound: '1.000' });
    expect(stats.activeRetailers).toBe(2);
    expect(stats.liveListings).toBe(17);
  });

  it('is served by tRPC from a cache, so repeated visits cost no query', async () => {
    const first = await app.inject({ method: 'GET', url: '/trpc/site.landingStats' });
    expect(first.statusCode).toBe(200);
    await addRetailer(deps, { name: 'Later Store' });
    const second = await app.inject({ method: 'GET', url: '/trpc/site.landingStats' });
    expect(second.json().result.data.json.activeRetailers).toBe(first.json().result.data.json.activeRetailers);
  });
});

describe('pages as crawlers see them', () => {
  it('answers a route with its own title and description in the HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/privacy' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Privacy policy | PerRound</title>');
    expect(res.body).toContain('<meta name="description" content="What PerRound collects');
    expect(res.body).not.toContain('Default title');
    expect(res.body).not.toContain('default description');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/privacy" />');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a path that is no route, with the page the client draws its 404 in', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.body).toContain('<title>404 Page Not Found | PerRound</title>');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('previews a shared history link with the product, its lowest price and escaped text', async () => {
    const res = await app.inject({ method: 'GET', url: `/?product=${productId}&chart=history` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<meta property="og:title" content="Federal &lt;American&gt; Eagle 9mm: price history | PerRound" />',
    );
    expect(res.body).toContain('from $18.99 at 2 Canadian retailers');
    expect(res.body).toContain(
      `<meta property="og:url" content="http://localhost:3000/?product=${productId}&amp;chart=history" />`,
    );
    expect(res.body).toContain('<meta property="og:image" content="http://localhost:3000/og-image.png" />');
    expect(res.body).not.toContain('<American>');
  });

  it('falls back to the browse page meta for a history link to an unknown product', async () => {
    const res = await app.inject({ method: 'GET', url: '/?product=999999&chart=history' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>PerRound: ammo prices per round across Canadian retailers</title>');
  });

  it('serves a real robots.txt that points at the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).not.toContain('Disallow: /landing');
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('lists home, landing, static pages and one page per calibre with listings in sitemap.xml', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of ['/', '/landing', '/contact', '/privacy', '/terms', '/coming-soon'])
      expect(locs).toContain(`http://localhost:3000${page}`);
    for (const page of ['/admin', '/account', '/auth']) expect(locs).not.toContain(`http://localhost:3000${page}`);
    expect(locs).toContain('http://localhost:3000/?calibre=9mm');
    expect(locs).toContain('http://localhost:3000/?calibre=.17hmr');
    expect(locs).toHaveLength(6 + 7);
  });

  it('caches files with stable names for a day and fingerprinted ones for good', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });
});

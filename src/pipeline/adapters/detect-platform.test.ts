import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectPlatform, platformFromMarkup } from './detect-platform.js';
import { NonRetryableScrapeError } from '../errors.js';
import { createFetcher } from '../fetch/index.js';
import { scrapeOffers } from './scrape-offers.js';

let server: http.Server;
let base: string;
const pages = new Map<string, { type: string; body: string }>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    res.writeHead(page ? 200 : 404, { 'content-type': page?.type ?? 'text/html' });
    res.end(page?.body ?? 'Not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const fetcher = () =>
  createFetcher({ userAgent: 'PerRoundBot/1.0 (test)', minDelayMs: 0, allowPrivateNetworks: true, maxRetries: 0 });

describe('detectPlatform', () => {
  it('recognises page markers', () => {
    expect(platformFromMarkup('<meta name="platform" content="bigcommerce.stencil">')).toBe('bigcommerce');
    expect(
      platformFromMarkup('<link href="https://x.ca/static/version1731000000/frontend/Luma/en_CA/css/a.css">'),
    ).toBe('magento');
    expect(platformFromMarkup('<link href="https://cdn.webshopapp.com/shops/1/themes/2/assets/style.css">')).toBe(
      'lightspeed',
    );
    expect(platformFromMarkup('<html><body>Hello</body></html>')).toBeNull();
    // The word alone is no marker: a WooCommerce store synced with Lightspeed POS, selling a "Lightspeed" product.
    const woo = `<link rel="stylesheet" href="/wp-content/plugins/woocommerce/assets/css/woocommerce.css">
      <h2 class="woocommerce-loop-product__title">Bushnell Lightspeed Rangefinder</h2><footer>Powered by Lightspeed</footer>`;
    expect(platformFromMarkup(woo)).toBe('woocommerce');
    // A brand image hotlinked from a Shopify or BigCommerce CDN does not make a WooCommerce page one of those.
    expect(platformFromMarkup(`${woo}<img src="https://cdn.shopify.com/s/files/1/0001/banner.jpg">`)).toBe(
      'woocommerce',
    );
    expect(platformFromMarkup('<img src="https://cdn11.bigcommerce.com/s-abc/images/stencil/a.jpg">')).toBe(
      'bigcommerce',
    );
    expect(platformFromMarkup('<script>Shopify.theme = {"name":"Dawn"};</script>')).toBe('shopify');
  });

  it('returns null for a site with no platform, no JSON-LD and no sitemap, and scrapeOffers says so', async () => {
    pages.clear();
    pages.set('/', { type: 'text/html', body: '<html><body><h1>Gun shop</h1><p>Call us.</p></body></html>' });
    expect(await detectPlatform(`${base}/`, fetcher())).toBeNull();
    await expect(
      scrapeOffers({ id: 1, name: 'X', url: `${base}/`, platform: 'auto', selector: null }, fetcher()),
    ).rejects.toSatisfy(
      (e) =>
        e instanceof NonRetryableScrapeError &&
        e.message === 'Could not detect the store platform' &&
        e.code === 'undetected',
    );
  });

  it('falls back to JSON-LD when the home page carries a Product', async () => {
    pages.clear();
    pages.set('/', {
      type: 'text/html',
      body: '<script type="application/ld+json">{"@type":"Product","name":"Lapua .308 Win 155gr Scenar (100)","offers":{"price":"249.99","priceCurrency":"CAD"}}</script>',
    });
    expect(await detectPlatform(`${base}/`, fetcher())).toBe('jsonld');
  });

  it('detects WooCommerce from the Store API even with an empty catalogue', async () => {
    pages.clear();
    pages.set('/wp-json/wc/store/v1/products?per_page=1', { type: 'application/json', body: '[]' });
    expect(await detectPlatform(`${base}/`, fetcher())).toBe('woocommerce');
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAULT_MODES, OVERSIZED_BYTES } from './faults.js';
import { PRIVATE_REDIRECT_TARGET, startSandbox, type Sandbox } from './index.js';

/** Each fault mode, switched per storefront, through both setFault() and the HTTP control endpoint. */
let sb: Sandbox;
const shop = () => sb.storefronts.find((s) => s.key === 'northern-arms')!;
const woo = () => sb.storefronts.find((s) => s.key === 'maple-leaf-shooting')!;
const html = () => sb.storefronts.find((s) => s.key === 'hinterland-gun-shop')!;

beforeAll(async () => {
  sb = await startSandbox({ scale: 'small', slowMs: 400, rate429Count: 2 });
});
afterEach(() => {
  for (const s of sb.storefronts) sb.setFault(s.key, null);
});
afterAll(async () => {
  await sb?.close();
});

const productsJson = () => fetch(`${shop().origin}products.json?limit=250`, { redirect: 'manual' });

describe('sandbox fault modes', () => {
  it('lists the eighteen modes and rejects unknown ones over HTTP', async () => {
    expect(FAULT_MODES).toHaveLength(18);
    expect((await fetch(`${sb.controlUrl}__sandbox/fault?store=northern-arms&mode=nope`)).status).toBe(400);
    expect((await fetch(`${sb.controlUrl}__sandbox/fault?store=nope&mode=slow`)).status).toBe(400);
  });

  it('slow: answers only after the delay', async () => {
    const r = await fetch(`${sb.controlUrl}__sandbox/fault?store=northern-arms&mode=slow&delayMs=300`);
    expect(await r.json()).toEqual({ store: 'northern-arms', fault: 'slow' });
    expect(shop().fault).toBe('slow');
    const t = Date.now();
    await expect(fetch(`${shop().origin}products.json`, { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    const ok = await productsJson();
    expect(ok.status).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(290);
  });

  it('error500: listing answers 500, robots.txt still works, other stores unaffected', async () => {
    sb.setFault('northern-arms', 'error500');
    expect((await productsJson()).status).toBe(500);
    expect((await fetch(`${shop().origin}robots.txt`)).status).toBe(200);
    expect((await fetch(`${woo().origin}wp-json/wc/store/v1/products`)).status).toBe(200);
  });

  it('challenge: a Cloudflare "Just a moment..." 403 on every page, robots.txt still works', async () => {
    sb.setFault('northern-arms', 'challenge');
    const r = await productsJson();
    expect(r.status).toBe(403);
    expect(r.headers.get('cf-mitigated')).toBe('challenge');
    expect(await r.text()).toContain('<title>Just a moment...</title>');
    expect((await fetch(`${shop().origin}robots.txt`)).status).toBe(200);
  });

  it('api-forbidden: the JSON APIs answer 403, the theme pages still answer', async () => {
    sb.setFault('maple-leaf-shooting', 'api-forbidden');
    try {
      expect((await fetch(`${woo().origin}wp-json/wc/store/v1/products`)).status).toBe(403);
      const shopPage = await fetch(`${woo().origin}shop/`);
      expect(shopPage.status).toBe(200);
      expect(await shopPage.text()).toContain('<ul class="products columns-4">');
    } finally {
      sb.setFault('maple-leaf-shooting', null);
    }
  });

  it('rate429: 429 with Retry-After: 1 for the first N requests, then OK', async () => {
    sb.setFault('northern-arms', 'rate429');
    const a = await productsJson();
    expect(a.status).toBe(429);
    expect(a.headers.get('retry-after')).toBe('1');
    expect((await productsJson()).status).toBe(429);
    expect((await productsJson()).status).toBe(200);
    sb.setFault('northern-arms', 'rate429', { rate429Count: 1 });
    expect((await productsJson()).status).toBe(429);
    expect((await productsJson()).status).toBe(200);
  });

  it('malformed: truncated JSON that does not parse, truncated HTML', async () => {
    sb.setFault('northern-arms', 'malformed');
    const r = await productsJson();
    expect(r.status).toBe(200);
    const body = await r.text();
    expect(() => JSON.parse(body)).toThrow();
    sb.setFault('hinterland-gun-shop', 'malformed');
    expect(await (await fetch(html().url)).text()).not.toContain('</html>');
  });

  it('empty: a catalogue with zero products', async () => {
    sb.setFault('northern-arms', 'empty');
    expect(await (await productsJson()).json()).toEqual({ products: [] });
    sb.setFault('maple-leaf-shooting', 'empty');
    const w = await fetch(
      `${woo().origin}wp-json/wc/store/v1/products?stock_status[]=instock&stock_status[]=outofstock`,
    );
    expect(w.headers.get('x-wp-total')).toBe('0');
  });

  it('robots-disallow: robots.txt disallows everything', async () => {
    sb.setFault('northern-arms', 'robots-disallow');
    expect(await (await fetch(`${shop().origin}robots.txt`)).text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('redirect-private: the listing redirects to the metadata address', async () => {
    await fetch(`${shop().origin}__sandbox/fault?mode=redirect-private`);
    const r = await productsJson();
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe(PRIVATE_REDIRECT_TARGET);
  });

  it('redirect-loop: every page redirects to itself with a growing counter', async () => {
    sb.setFault('northern-arms', 'redirect-loop');
    const r = await productsJson();
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe('/products.json?limit=250&loop=1');
    const again = await fetch(new URL(r.headers.get('location')!, shop().origin), { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('/products.json?limit=250&loop=2');
    sb.setFault('northern-arms', null);
  });

  it('oversized: streams more than 10 MB without Content-Length', async () => {
    sb.setFault('northern-arms', 'oversized');
    const r = await productsJson();
    expect(r.headers.get('content-length')).toBeNull();
    let bytes = 0;
    const reader = r.body!.getReader();
    for (let c = await reader.read(); !c.done; c = await reader.read()) bytes += c.value.length;
    expect(bytes).toBeGreaterThan(OVERSIZED_BYTES);
    expect(bytes).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('partial: far fewer than half of the usual products', async () => {
    const usual = ((await (await productsJson()).json()) as { products: unknown[] }).products.length;
    sb.setFault('northern-arms', 'partial');
    const now = ((await (await productsJson()).json()) as { products: unknown[] }).products.length;
    expect(now).toBeGreaterThan(0);
    expect(now).toBeLessThan(usual / 2);
  });

  it('markup-changed: the documented selectors find nothing; JSON APIs move away', async () => {
    const sel = html().selector!;
    const { load } = await import('cheerio');
    expect(load(await (await fetch(html().url)).text())(sel.productList).length).toBeGreaterThan(0);
    sb.setFault('hinterland-gun-shop', 'markup-changed');
    const changed = load(await (await fetch(html().url)).text());
    expect(changed(sel.productList).length).toBe(0);
    expect(changed('a[href^="/item/"]').length).toBeGreaterThan(0);
    sb.setFault('northern-arms', 'markup-changed');
    expect((await productsJson()).status).toBe(302);
    sb.setFault('maple-leaf-shooting', 'markup-changed');
    expect((await fetch(`${woo().origin}wp-json/wc/store/v1/products`)).status).toBe(404);
  });

  it('closes promptly with a slow request in flight', async () => {
    const other = await startSandbox({ scale: 'small', slowMs: 60_000 });
    other.setFault('northern-arms', 'slow');
    const pending = fetch(`${other.storefronts[0].origin}products.json`).catch(() => 'closed');
    await new Promise((r) => setTimeout(r, 50));
    const t = Date.now();
    await other.close();
    expect(await pending).toBe('closed');
    expect(Date.now() - t).toBeLessThan(10_000); // far under the 60 s the slow request would hold it
  });
});

import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from './index.js';

/** The storefronts speak the real platform formats; checked with plain fetch. */
let sb: Sandbox;
const sf = (key: string) => sb.storefronts.find((s) => s.key === key)!;
const get = async (url: string) => {
  const r = await fetch(url, { redirect: 'manual' });
  return { status: r.status, headers: r.headers, body: await r.text() };
};

beforeAll(async () => {
  sb = await startSandbox({ scale: 'small', seed: 7 });
});
afterAll(async () => {
  await sb?.close();
});

describe('sandbox storefronts', () => {
  it('runs at least eight storefronts on separate origins, covering every platform', () => {
    expect(sb.storefronts.length).toBeGreaterThanOrEqual(8);
    expect(new Set(sb.storefronts.map((s) => s.origin)).size).toBe(sb.storefronts.length);
    expect(new Set(sb.storefronts.map((s) => s.platform))).toEqual(
      new Set(['shopify', 'woocommerce', 'bigcommerce', 'magento', 'lightspeed', 'jsonld', 'selectors']),
    );
    expect(sf('hinterland-gun-shop').selector).toMatchObject({
      productList: expect.any(String),
      name: expect.any(String),
      price: expect.any(String),
      nextPage: expect.any(String),
    });
  });

  it('serves robots.txt with a Sitemap line everywhere, and Crawl-delay on one store', async () => {
    for (const s of sb.storefronts) {
      const r = await get(`${s.origin}robots.txt`);
      expect(r.status).toBe(200);
      const sitemap = /^Sitemap: (.+)$/m.exec(r.body)?.[1];
      expect(sitemap, s.key).toBeTruthy();
      const sm = await get(sitemap!);
      expect(sm.status, sitemap).toBe(200);
      expect(sm.body).toMatch(/<(urlset|sitemapindex) xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    }
    expect((await get(`${sf('laurentian-sports').origin}robots.txt`)).body).toMatch(/^Crawl-delay: 1$/m);
  });

  it('Shopify: products.json capped at 250, walked until [], variants with available', async () => {
    const s = sf('northern-arms');
    const truth = sb.groundTruth(s.key);
    expect(
      (JSON.parse((await get(`${s.origin}products.json?limit=500`)).body).products as unknown[]).length,
    ).toBeLessThanOrEqual(250);
    const variants: Array<{ id: number; sku: string; price: string; available: boolean; title: string }> = [];
    for (let page = 1; ; page++) {
      const { products } = JSON.parse((await get(`${s.origin}products.json?limit=25&page=${page}`)).body);
      if (!products.length) break;
      for (const p of products) variants.push(...p.variants);
      expect(page).toBeLessThan(20);
    }
    expect(variants.length).toBe(truth.length);
    for (const t of truth) {
      const v = variants.find((x) => x.id === t.listingId)!;
      expect(v.price).toBe((t.priceCents / 100).toFixed(2));
      expect(v.available).toBe(t.stockStatus !== 'out_of_stock');
      expect(v.sku).toBe(t.sku ?? '');
    }
    // Box sizes are variants of one product on this store.
    expect(variants.some((v) => /^Case of \d+/.test(v.title))).toBe(true);
  });

  it('WooCommerce: minor units, X-WP-Total headers, per_page ≤ 100, out of stock only on request', async () => {
    const s = sf('maple-leaf-shooting');
    const api = `${s.origin}wp-json/wc/store/v1/products`;
    expect((await get(`${api}?per_page=101`)).status).toBe(400);
    const truth = sb.groundTruth(s.key);
    const inStock = truth.filter((t) => t.stockStatus !== 'out_of_stock');
    const def = await get(`${api}?per_page=100`);
    expect(Number(def.headers.get('x-wp-total'))).toBe(inStock.length);
    const both = await get(`${api}?per_page=20&page=1&stock_status[]=instock&stock_status[]=outofstock`);
    expect(Number(both.headers.get('x-wp-total'))).toBe(truth.length);
    expect(Number(both.headers.get('x-wp-totalpages'))).toBe(Math.ceil(truth.length / 20));
    const items = JSON.parse(both.body);
    expect(items[0].prices.currency_minor_unit).toBe(2);
    const t = truth.find((x) => x.listingId === items[0].id)!;
    expect(items[0].prices.price).toBe(String(t.priceCents));
    const oos = JSON.parse((await get(`${api}?per_page=100&stock_status[]=outofstock`)).body);
    expect(oos.every((p: { is_in_stock: boolean }) => !p.is_in_stock)).toBe(true);
    expect(JSON.parse((await get(`${api}?per_page=20&page=99`)).body)).toEqual([]);
    // The other WooCommerce store uses UPCs as SKUs.
    expect(sb.groundTruth('coastal-guns').every((x) => /^\d{12}$/.test(x.sku ?? ''))).toBe(true);
  });

  it('BigCommerce: Cornerstone cards, ?page=N, next link, featured duplicates, escaped titles', async () => {
    const s = sf('boreal-firearms');
    const ids = new Set<string>();
    let cards = 0;
    let url: string | null = s.url;
    let pages = 0;
    let raw = '';
    while (url) {
      const r = await get(url);
      raw += r.body;
      const $ = cheerio.load(r.body);
      $('article.card').each((_, el) => {
        cards++;
        ids.add($(el).find('[data-product-id]').first().attr('data-product-id')!);
        expect($(el).find('.card-title a').text().trim()).not.toBe('');
        expect($(el).find('[data-product-price-without-tax]').text()).toMatch(/^\$[\d,]+\.\d\d$/);
      });
      url = $('.pagination-item--next a').attr('href') ?? null;
      pages++;
      expect(pages).toBeLessThan(30);
    }
    expect(ids.size).toBe(sb.groundTruth(s.key).length);
    expect(cards).toBeGreaterThan(ids.size);
    expect(raw).toContain('&amp;');
    // Every ampersand is an entity: titles like 'Sellier & Bellot' and cart links are escaped.
    expect(raw).not.toMatch(/&(?!amp;|quot;|#39;|lt;|gt;)/);
  });

  it('Magento: list.phtml markup, ?p=N, last page repeats past the end', async () => {
    const s = sf('laurentian-sports');
    const names: string[] = [];
    let url: string | null = s.url;
    let last = '';
    while (url) {
      const r = await get(url);
      last = r.body;
      const $ = cheerio.load(r.body);
      $('li.product-item .product-item-info').each((_, el) => {
        names.push($(el).find('a.product-item-link').text().trim());
        expect(Number($(el).find('[data-price-type="finalPrice"]').attr('data-price-amount'))).toBeGreaterThan(0);
      });
      url = $('.pages-item-next a.next').attr('href') ?? null;
    }
    expect(names.length).toBe(sb.groundTruth(s.key).length);
    const beyond = await get(`${s.origin}shop-all.html?p=999`);
    expect(cheerio.load(beyond.body)('a.product-item-link').first().text()).toBe(
      cheerio.load(last)('a.product-item-link').first().text(),
    );
  });

  it('Lightspeed: pageN.html pagination, ?page=N ignored, ?format=json', async () => {
    const s = sf('fundy-shooting');
    const first = cheerio
      .load((await get(s.url)).body)('.product .title')
      .first()
      .text();
    expect(
      cheerio
        .load((await get(`${s.url}?page=2`)).body)('.product .title')
        .first()
        .text(),
    ).toBe(first);
    const p2 = await get(`${s.origin}collection/page2.html`);
    expect(p2.status).toBe(200);
    expect(cheerio.load(p2.body)('.product .title').first().text()).not.toBe(first);
    const j = JSON.parse((await get(`${s.url}?format=json`)).body);
    expect(j.collection.count).toBe(sb.groundTruth(s.key).length);
    expect((await get(`${s.origin}collection/page999.html`)).status).toBe(404);
  });

  it('JSON-LD: sitemap → product pages with Product + Offer in CAD', async () => {
    const s = sf('rocky-ridge-rifle');
    const locs = [...(await get(`${s.origin}sitemap.xml`)).body.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1])
      .filter((u) => u.includes('/products/'));
    const truth = sb.groundTruth(s.key);
    expect(locs.length).toBe(truth.length);
    let gtins = 0;
    for (const t of truth.slice(0, 25)) {
      const $ = cheerio.load((await get(t.url)).body);
      const blocks = $('script[type="application/ld+json"]')
        .map((_, el) => JSON.parse($(el).text()))
        .get();
      const nodes = blocks.flatMap((b) => b['@graph'] ?? [b]);
      const product = nodes.find((n) => n['@type'] === 'Product');
      const offer = Array.isArray(product.offers) ? product.offers[0] : product.offers;
      expect(offer.priceCurrency).toBe('CAD');
      expect(Math.round(Number(offer.price) * 100)).toBe(t.priceCents);
      if (product.gtin13) gtins++;
    }
    expect(gtins).toBeGreaterThan(10);
  });

  it('selectors store: the documented selector JSON finds every product', async () => {
    const s = sf('hinterland-gun-shop');
    const sel = s.selector!;
    const skus: string[] = [];
    let url: string | null = s.url;
    while (url) {
      const r = await get(url);
      const $ = cheerio.load(r.body);
      $(sel.productList).each((_, el) => {
        skus.push($(el).find(sel.sku).text().trim());
        expect($(el).find(sel.price).text()).toMatch(/^\$[\d,]+\.\d\d$/);
        expect($(el).find(sel.name).text().trim()).not.toBe('');
        expect($(el).find(sel.stockStatus).text()).toMatch(/stock/i);
      });
      const next = $(sel.nextPage).attr('href');
      url = next ? new URL(next, url).href : null;
    }
    expect(skus.sort()).toEqual(
      sb
        .groundTruth(s.key)
        .map((t) => t.sku!)
        .sort(),
    );
  });

  it('moves prices between days, the same day always answers the same, over HTTP too', async () => {
    const s = sf('coastal-guns');
    const prices = async () => {
      const r = await get(
        `${s.origin}wp-json/wc/store/v1/products?per_page=100&stock_status[]=instock&stock_status[]=outofstock`,
      );
      return new Map(
        (JSON.parse(r.body) as Array<{ id: number; prices: { price: string } }>).map((p) => [p.id, p.prices.price]),
      );
    };
    const d0 = await prices();
    expect(JSON.parse((await get(`${sb.controlUrl}__sandbox/day?set=2`)).body)).toEqual({ day: 2 });
    expect(sb.day).toBe(2);
    const d2 = await prices();
    expect([...d0].filter(([id, p]) => d2.has(id) && d2.get(id) !== p).length).toBeGreaterThan(3);
    sb.setDay(0);
    expect(await prices()).toEqual(d0);
    await get(`${s.origin}__sandbox/day?set=2`);
    expect(await prices()).toEqual(d2);
    expect((await get(`${sb.controlUrl}__sandbox/day?set=-1`)).status).toBe(400);
    sb.setDay(0);
  });

  it('ground truth names real master products, with the same product at several stores', () => {
    const truth = sb.groundTruth();
    const master = new Set(sb.masterProducts().map((p) => p.key));
    expect(truth.every((t) => master.has(t.productKey))).toBe(true);
    for (const s of sb.storefronts)
      expect(truth.filter((t) => t.storefrontKey === s.key).length).toBe(sb.listings(s.key).length);
    const stores = new Map<string, Set<string>>();
    for (const t of truth) stores.set(t.productKey, (stores.get(t.productKey) ?? new Set()).add(t.storefrontKey));
    expect([...stores.values()].filter((x) => x.size >= 4).length).toBeGreaterThan(40);
    // Within one store a listing is identified by SKU or URL without ambiguity.
    for (const s of sb.storefronts) {
      const urls = truth.filter((t) => t.storefrontKey === s.key).map((t) => t.url);
      expect(new Set(urls).size).toBe(urls.length);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { FORMATS_NOTE, FORMATS_PRESENT, readFixture, readFormatSample } from '../../../test/saved-pages.js';
import {
  availabilityToStock,
  likelyProductUrls,
  parseJsonLdProductPage,
  parseSitemap,
  productSitemaps,
} from './parse.js';

const SITE = 'https://www.yukontrail.ca/';

describe('parseJsonLdProductPage', () => {
  it('finds a Product inside @graph, picks the cheapest available offer and reads ids, brand and breadcrumbs', () => {
    const page = parseJsonLdProductPage(
      readFixture(import.meta.url, 'product-graph.html'),
      `${SITE}ruger-10-22-carbine/`,
      SITE,
    );
    expect(page.invalidBlocks).toBe(1);
    expect(page.productCount).toBe(1);
    expect(page.offers).toEqual([
      {
        title: 'Ruger 10/22 Carbine .22 LR Birch 18.5"',
        priceCents: 47999,
        regularPriceCents: null,
        currency: 'CAD',
        url: 'https://www.yukontrail.ca/ruger-10-22-carbine/',
        sku: 'RUG-1103',
        gtin: '736676011032',
        vendor: 'Ruger',
        stockStatus: 'in_stock',
        imageUrl: 'https://www.yukontrail.ca/wp-content/uploads/ruger-1022.jpg',
        hints: { categories: ['Home', 'Firearms', 'Rifles'] },
      },
    ]);
  });

  it('reads an AggregateOffer in a top-level array (lowest price, limited availability)', () => {
    const page = parseJsonLdProductPage(
      readFixture(import.meta.url, 'product-aggregate.html'),
      `${SITE}hornady-precision-hunter-7mm-prc-175gr/`,
      SITE,
    );
    expect(page.offers).toHaveLength(1);
    expect(page.offers[0]).toMatchObject({
      title: 'Hornady Precision Hunter 7mm PRC 175gr ELD-X (20)',
      priceCents: 6499,
      stockStatus: 'low_stock',
      gtin: '0090255815812',
      vendor: 'Hornady',
      url: `${SITE}hornady-precision-hunter-7mm-prc-175gr/`,
      hints: { categories: ['Ammunition > Rifle'] },
    });
  });

  it.skipIf(!FORMATS_PRESENT)(
    'reads the real captured JSON-LD blocks and keeps their currency (USD)' + FORMATS_NOTE,
    () => {
      const sample = readFormatSample('schema-org-product-jsonld.json');
      expect(sample).not.toBeNull();
      const entries = JSON.parse(sample!) as Array<{ _raw_jsonld_text: string }>;
      const expected = [28950, 2999];
      for (const [i, entry] of entries.entries()) {
        const html = `<html><head><script type="application/ld+json">${entry._raw_jsonld_text}</script></head></html>`;
        const inUsd = parseJsonLdProductPage(html, 'https://example.com/p', 'https://example.com/');
        expect(inUsd.productCount, `entry ${i}`).toBeGreaterThan(0);
        expect(inUsd.offers, `entry ${i}`).toHaveLength(1);
        expect(inUsd.offers[0].stockStatus).not.toBe('unknown');
        if (expected[i] !== undefined) expect(inUsd.offers[0].priceCents).toBe(expected[i]);
        expect(inUsd.offers[0].currency).toBe('USD');
      }
    },
  );

  it('maps schema.org availability values', () => {
    expect(availabilityToStock('https://schema.org/InStock')).toBe('in_stock');
    expect(availabilityToStock('http://schema.org/OutOfStock')).toBe('out_of_stock');
    expect(availabilityToStock('SoldOut')).toBe('out_of_stock');
    expect(availabilityToStock('schema:LimitedAvailability')).toBe('low_stock');
    expect(availabilityToStock('https://schema.org/PreOrder')).toBe('in_stock');
    expect(availabilityToStock(undefined)).toBe('unknown');
  });

  it('returns zero rows for pages without JSON-LD or with broken JSON', () => {
    expect(parseJsonLdProductPage('<html></html>', SITE)).toMatchObject({ offers: [], productCount: 0 });
    expect(
      parseJsonLdProductPage('<script type="application/ld+json">{"@type":"Product","name":</script>', SITE),
    ).toMatchObject({ offers: [], invalidBlocks: 1 });
    expect(
      parseJsonLdProductPage(
        '<script type="application/ld+json">{"@type":"Product","name":"x","offers":{"price":"abc"}}</script>',
        SITE,
      ).offers,
    ).toEqual([]);
  });
});

describe('JSON-LD the way the web writes it', () => {
  const ld = (json: string, extra = '') =>
    `<html><head><script type="application/ld+json">${json}</script></head><body>${extra}</body></html>`;
  const page = (html: string) => parseJsonLdProductPage(html, `${SITE}p/ammo?sku=1#reviews`, SITE);

  it('matches @type in any case, under itemReviewed, inside CDATA/comment wrappers, with AggregateOffer lowPrice', () => {
    const reviewed = ld(
      '/*<![CDATA[*/{"@context":"https://schema.org","@type":"review","itemReviewed":{"@type":"product","name":"CCI Blazer 9mm 115gr","offers":{"@type":"aggregateoffer","lowPrice":"17.49","highPrice":"19.99","priceCurrency":"CAD","availability":"InStock"}}}/*]]>*/',
    );
    expect(page(reviewed).offers).toMatchObject([
      {
        title: 'CCI Blazer 9mm 115gr',
        priceCents: 1749,
        currency: 'CAD',
        stockStatus: 'in_stock',
        url: `${SITE}p/ammo?sku=1`,
      },
    ]);
    expect(page(ld('<!-- {"@type":"Product","name":"X","offers":{"price":5}} -->')).offers).toHaveLength(1);
  });

  it('collapses variants: one offer per price with its own stock; labelled box sizes stay apart with hints.variant', () => {
    const sizes = ld(
      JSON.stringify({
        '@type': 'ProductGroup',
        name: 'Range Bag',
        hasVariant: ['S', 'M', 'L'].map((size, i) => ({
          '@type': 'Product',
          name: `Range Bag ${size}`,
          sku: `RB-${size}`,
          offers: { price: '59.99', availability: i === 2 ? 'InStock' : 'OutOfStock' },
        })),
      }),
    );
    expect(page(sizes).offers).toMatchObject([{ title: 'Range Bag', priceCents: 5999, stockStatus: 'in_stock' }]);
    const boxes = ld(
      JSON.stringify({
        '@type': 'Product',
        name: 'Federal AE 9mm 115gr FMJ',
        offers: [
          { '@type': 'Offer', name: 'Box of 50', sku: 'AE9-50', price: '21.99', availability: 'InStock' },
          { '@type': 'Offer', name: 'Case of 1000', sku: 'AE9-1000', price: '399.99', availability: 'OutOfStock' },
        ],
      }),
    );
    expect(page(boxes).offers.map((o) => [o.title, o.priceCents, o.stockStatus, o.sku, o.hints.variant])).toEqual([
      ['Federal AE 9mm 115gr FMJ - Box of 50', 2199, 'in_stock', 'AE9-50', 'Box of 50'],
      ['Federal AE 9mm 115gr FMJ - Case of 1000', 39999, 'out_of_stock', 'AE9-1000', 'Case of 1000'],
    ]);
  });

  it('falls back to microdata, then to product meta tags (sale price, availability), and a buy button as stock', () => {
    const micro =
      '<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Hornady 6.5 CM 140gr ELD-M</h1><div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="name" content="offer"><span itemprop="price" content="42.99">$42.99</span><meta itemprop="priceCurrency" content="CAD"><link itemprop="availability" href="https://schema.org/OutOfStock"></div></div>';
    expect(page(`<html><body>${micro}</body></html>`)).toMatchObject({
      source: 'microdata',
      offers: [{ title: 'Hornady 6.5 CM 140gr ELD-M', priceCents: 4299, currency: 'CAD', stockStatus: 'out_of_stock' }],
    });
    const meta =
      '<html><head><meta property="og:title" content="Tikka T3x | Shop"><meta property="product:price:amount" content="1199.99"><meta property="product:sale_price:amount" content="1099.99"><meta property="product:price:currency" content="CAD"></head><body><h1>Tikka T3x Lite .308</h1><button class="single_add_to_cart_button">Add to cart</button></body></html>';
    expect(page(meta)).toMatchObject({
      source: 'meta',
      offers: [
        { title: 'Tikka T3x Lite .308', priceCents: 109999, regularPriceCents: 119999, stockStatus: 'in_stock' },
      ],
    });
  });
});

describe('sitemaps', () => {
  it('lists child sitemaps of an index (same site only) and prefers product sitemaps', () => {
    const facts = parseSitemap(readFixture(import.meta.url, 'sitemap-index.xml'), `${SITE}sitemap_index.xml`, SITE);
    expect(facts.sitemaps).toEqual([
      `${SITE}post-sitemap.xml`,
      `${SITE}product-sitemap.xml`,
      `${SITE}product-sitemap2.xml`,
    ]);
    expect(facts.urls).toEqual([]);
    expect(productSitemaps(facts.sitemaps)).toEqual([`${SITE}product-sitemap.xml`, `${SITE}product-sitemap2.xml`]);
  });

  it('lists page URLs (CDATA and entities decoded, images ignored) and keeps likely product pages', () => {
    const facts = parseSitemap(readFixture(import.meta.url, 'product-sitemap.xml'), `${SITE}product-sitemap.xml`, SITE);
    expect(facts.urls).toHaveLength(5);
    expect(likelyProductUrls(facts.urls, SITE)).toEqual([
      `${SITE}ruger-10-22-carbine/`,
      `${SITE}hornady-precision-hunter-7mm-prc-175gr/`,
      `${SITE}browning-x-bolt-hunter-&-more/`,
    ]);
  });
});

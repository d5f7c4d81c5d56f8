import { describe, expect, it } from 'vitest';
import { FORMATS_NOTE, FORMATS_PRESENT, readFixture, readFormatSample } from '../test-fixtures.js';
import { availabilityToStock, likelyProductUrls, parseJsonLdProductPage, parseSitemap, productSitemaps } from './parse.js';

const SITE = 'https://www.yukontrail.ca/';

describe('parseJsonLdProductPage', () => {
  it('finds a Product inside @graph, picks the cheapest available offer and reads ids, brand and breadcrumbs', () => {
    const page = parseJsonLdProductPage(readFixture(import.meta.url, 'product-graph.html'), `${SITE}ruger-10-22-carbine/`, SITE);
    expect(page.invalidBlocks).toBe(1);
    expect(page.productCount).toBe(1);
    expect(page.offers).toEqual([
      {
        title: 'Ruger 10/22 Carbine .22 LR Birch 18.5"',
        priceCents: 47999,
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
    const page = parseJsonLdProductPage(readFixture(import.meta.url, 'product-aggregate.html'), `${SITE}hornady-precision-hunter-7mm-prc-175gr/`, SITE);
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

  it.skipIf(!FORMATS_PRESENT)('reads the real captured JSON-LD blocks (USD, so only when USD is accepted)' + FORMATS_NOTE, () => {
    const sample = readFormatSample('schema-org-product-jsonld.json');
    expect(sample).not.toBeNull();
    const entries = JSON.parse(sample!) as Array<{ _raw_jsonld_text: string }>;
    const expected = [28950, 2999];
    for (const [i, entry] of entries.entries()) {
      const html = `<html><head><script type="application/ld+json">${entry._raw_jsonld_text}</script></head></html>`;
      const inUsd = parseJsonLdProductPage(html, 'https://example.com/p', 'https://example.com/', { currencies: ['USD'] });
      expect(inUsd.productCount, `entry ${i}`).toBeGreaterThan(0);
      expect(inUsd.offers, `entry ${i}`).toHaveLength(1);
      expect(inUsd.offers[0].stockStatus).not.toBe('unknown');
      if (expected[i] !== undefined) expect(inUsd.offers[0].priceCents).toBe(expected[i]);
      const inCad = parseJsonLdProductPage(html, 'https://example.com/p', 'https://example.com/');
      expect(inCad.offers).toEqual([]);
      expect(inCad.foreignCurrency).toBeGreaterThan(0);
    }
  });

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
    expect(parseJsonLdProductPage('<script type="application/ld+json">{"@type":"Product","name":</script>', SITE)).toMatchObject({ offers: [], invalidBlocks: 1 });
    expect(parseJsonLdProductPage('<script type="application/ld+json">{"@type":"Product","name":"x","offers":{"price":"abc"}}</script>', SITE).offers).toEqual([]);
  });
});

describe('sitemaps', () => {
  it('lists child sitemaps of an index (same site only) and prefers product sitemaps', () => {
    const facts = parseSitemap(readFixture(import.meta.url, 'sitemap-index.xml'), `${SITE}sitemap_index.xml`, SITE);
    expect(facts.sitemaps).toEqual([`${SITE}post-sitemap.xml`, `${SITE}product-sitemap.xml`, `${SITE}product-sitemap2.xml`]);
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

import { describe, expect, it } from 'vitest';
import { NonRetryableScrapeError } from '../../errors.js';
import { FORMATS_NOTE, FORMATS_PRESENT, readFixture, readFormatSample } from '../../../test/saved-pages.js';
import { parseWooProducts, wooTotalPages } from './parse.js';
import { wooProductsUrl } from './index.js';

const BASE = 'https://www.northbayguns.ca';

describe('parseWooProducts', () => {
  it('reads minor-unit prices, stock, low stock and hints', () => {
    const page = parseWooProducts(readFixture(import.meta.url, 'store-api-page-1.json'), BASE);
    expect(page.productCount).toBe(5);
    expect(page.rejected).toBe(1); // the gift card without a price
    expect(page.offers.map((o) => [o.title, o.priceCents, o.stockStatus, o.sku])).toEqual([
      ['CCI Standard Velocity .22 LR 40gr – 50 Rounds', 899, 'in_stock', 'CCI-0032'],
      ['Hornady Superformance 6.5 Creedmoor 129gr SST', 4299, 'low_stock', 'H-81464'],
      ['Savage Axis II XP .243 Win with Scope', 72999, 'out_of_stock', 'SAV-57094'],
      ['Magpul PMAG 30 AR/M4 Gen M3 (pinned 5/30)', 2495, 'in_stock', null],
    ]);
    expect(page.offers[0]).toMatchObject({
      url: 'https://www.northbayguns.ca/product/cci-standard-velocity-22lr-40gr-50/',
      vendor: 'CCI',
      imageUrl: 'https://www.northbayguns.ca/wp-content/uploads/2026/10/cci-0032.jpg',
      hints: { categories: ['Rimfire Ammunition'], tags: ['.22 LR'] },
    });
  });

  it.skipIf(!FORMATS_PRESENT)(
    'reads the official Store API example and keeps its currency (the CAD rule belongs to ingest)' + FORMATS_NOTE,
    () => {
      const sample = readFormatSample('woocommerce-store-api-products.json');
      expect(sample).not.toBeNull();
      const gbp = parseWooProducts(sample!, 'https://local.wordpress.test');
      expect(gbp.offers).toHaveLength(1);
      expect(gbp.offers[0]).toMatchObject({
        title: 'WordPress Pennant',
        priceCents: 1105,
        currency: 'GBP',
        sku: 'wp-pennant',
        stockStatus: 'in_stock',
        url: 'https://local.wordpress.test/product/wordpress-pennant/',
      });
    },
  );

  it('reads pagination facts and builds the Store API URL with every stock status', () => {
    expect(wooTotalPages({ 'x-wp-totalpages': '7' })).toBe(7);
    expect(wooTotalPages({})).toBeNull();
    const url = new URL(wooProductsUrl('https://www.northbayguns.ca/shop/', 3));
    expect(url.pathname).toBe('/wp-json/wc/store/v1/products');
    expect(url.searchParams.get('per_page')).toBe('100');
    expect(url.searchParams.get('page')).toBe('3');
    expect(url.searchParams.getAll('stock_status[]')).toEqual(['instock', 'outofstock', 'onbackorder']);
  });

  it('fails clearly on malformed input', () => {
    expect(() => parseWooProducts('not json', BASE)).toThrow(NonRetryableScrapeError);
    expect(() => parseWooProducts('{"code":"rest_no_route"}', BASE)).toThrow(/not a product array/);
    expect(parseWooProducts('[{"id":1},{"name":"x","prices":"?"},7]', BASE)).toMatchObject({ offers: [], rejected: 3 });
  });
});

import { describe, expect, it } from 'vitest';
import { shopifyProductsEndpoint } from './index.js';
import { NonRetryableScrapeError } from '../../errors.js';
import { FORMATS_NOTE, FORMATS_PRESENT, readFixture, readFormatSample } from '../../../test/saved-pages.js';
import { parseShopifyProducts } from './parse.js';

const BASE = 'https://www.lakeheadsporting.ca';

describe('parseShopifyProducts', () => {
  it('yields one offer per variant with cents, stock from `available`, variant URLs and hints', () => {
    const page = parseShopifyProducts(readFixture(import.meta.url, 'products-page-1.json'), BASE);
    expect(page.productCount).toBe(3);
    expect(page.productIds).toEqual(['8123450001', '8123450002', '8123450003']);
    expect(page.rejected).toBe(1); // the variant priced "free"
    expect(page.offers.map((o) => [o.title, o.priceCents, o.stockStatus, o.sku])).toEqual([
      ['Federal American Eagle 9mm Luger 115gr FMJ - Box of 50', 2499, 'in_stock', 'AE9DP-50'],
      ['Federal American Eagle 9mm Luger 115gr FMJ - Case of 1000', 44999, 'out_of_stock', 'AE9DP-1000'],
      ['Tikka T3x Lite Stainless .308 Win', 119900, 'in_stock', 'JRTXB382'],
      ['Smith & Wesson M&P Magazine 9mm 10rd', 5495, 'out_of_stock', null],
    ]);
    const [box, caseOf1000, rifle, mag] = page.offers;
    expect(box.url).toBe(`${BASE}/products/federal-american-eagle-9mm-115gr-fmj?variant=44001`);
    expect(box.vendor).toBe('Federal');
    // each box size is its own offer: its variant label is count evidence for title understanding
    expect(box.hints).toEqual({
      productType: 'Ammunition',
      tags: ['9mm', 'Handgun Ammo', 'FMJ'],
      variant: 'Box of 50',
    });
    expect(caseOf1000.hints.variant).toBe('Case of 1000');
    expect(rifle.hints.variant).toBeUndefined();
    expect(box.imageUrl).toBe('https://cdn.shopify.com/s/files/1/0001/files/ae9dp.jpg?v=1');
    expect(caseOf1000.imageUrl).toBe('https://cdn.shopify.com/s/files/1/0001/files/ae9dp-case.jpg?v=1');
    expect(rifle.hints.tags).toEqual(['Bolt Action', 'Non-Restricted', '.308 Win']);
    expect(mag.imageUrl).toBe('https://cdn.shopify.com/s/files/1/0001/files/mp-mag.jpg');
  });

  it('reports an empty page (the end of the walk)', () => {
    const page = parseShopifyProducts(readFixture(import.meta.url, 'products-empty.json'), BASE);
    expect(page).toMatchObject({ productCount: 0, offers: [], rejected: 0 });
  });

  it.skipIf(!FORMATS_PRESENT)('reads the real /products.json capture' + FORMATS_NOTE, () => {
    const sample = readFormatSample('shopify-products.json');
    expect(sample, 'shared format sample present').not.toBeNull();
    const page = parseShopifyProducts(sample!, 'https://www.tokyopop.com');
    expect(page.productCount).toBe(2);
    expect(page.offers).toHaveLength(2);
    expect(page.offers[0]).toMatchObject({
      title: 'Dramacon, Volume 2',
      priceCents: 799,
      stockStatus: 'in_stock',
      sku: '9781427860828',
      url: 'https://www.tokyopop.com/products/9781427860828_dramacon-volume-2?variant=43222371631291',
    });
  });

  it('fails clearly on malformed input and never with a TypeError', () => {
    expect(() => parseShopifyProducts('<html>Access denied</html>', BASE)).toThrow(NonRetryableScrapeError);
    expect(() => parseShopifyProducts('{"items":[]}', BASE)).toThrow(/no products array/);
    const weird = parseShopifyProducts(
      { products: [null, 5, { id: 1, title: 'x' }, { id: 2, title: 'Y', handle: 'y', variants: 'nope' }] },
      BASE,
    );
    expect(weird.offers).toEqual([]);
    expect(weird.rejected).toBe(3);
  });

  it('walks a collection, language prefix kept (bilingual stores)', () => {
    expect(shopifyProductsEndpoint('https://x.ca/collections/ammo/')).toBe(
      'https://x.ca/collections/ammo/products.json',
    );
    expect(shopifyProductsEndpoint('https://x.ca/fr/collections/munitions')).toBe(
      'https://x.ca/fr/collections/munitions/products.json',
    );
    expect(shopifyProductsEndpoint('https://x.ca/en-ca/collections/ammo')).toBe(
      'https://x.ca/en-ca/collections/ammo/products.json',
    );
    expect(shopifyProductsEndpoint('https://x.ca/')).toBe('https://x.ca/products.json');
  });
});

import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../test/saved-pages.js';
import { magentoVersion, parseMagentoListing } from './parse.js';

const PAGE = 'https://www.ovoutdoors.ca/rifles.html';

describe('Magento 1 listings', () => {
  const html = readFixture(import.meta.url, 'm1-listing.html');

  it('tells Magento 1 from Magento 2', () => {
    expect(magentoVersion(html)).toBe(1);
    expect(magentoVersion(readFixture(import.meta.url, 'listing-page-1.html'))).toBe(2);
    expect(magentoVersion('<html><body>plain</body></html>')).toBeNull();
  });

  it('reads products-grid items: special over old price, the MAP price hidden in its script, stock, next page', () => {
    const page = parseMagentoListing(html, PAGE);
    expect(page.offers.map((o) => [o.title, o.priceCents, o.regularPriceCents, o.stockStatus, o.url])).toEqual([
      [
        'Tikka T3x Lite Stainless .308 Win',
        119999,
        null,
        'in_stock',
        'https://www.ovoutdoors.ca/tikka-t3x-lite-308.html',
      ],
      [
        'Federal American Eagle 9mm 115gr FMJ 50rd',
        2149,
        2499,
        'out_of_stock',
        'https://www.ovoutdoors.ca/federal-ae-9mm-50.html',
      ],
      ['Beretta 92FS 9mm 4.9in', 94995, null, 'in_stock', 'https://www.ovoutdoors.ca/beretta-92fs.html'],
    ]);
    expect(page.itemKeys).toEqual(['1201', '1202', '1203']);
    expect(page.nextUrl).toBe('https://www.ovoutdoors.ca/rifles.html?p=2');
  });
});

import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../test/saved-pages.js';
import { lightspeedPageUrl, parseLightspeedListing } from './parse.js';

const PAGE1 = 'https://www.muskokahunting.ca/ammunition/shotgun-shells/';

describe('parseLightspeedListing', () => {
  it('reads product blocks: new price over old, stock wording, ids and the next page', () => {
    const page = parseLightspeedListing(readFixture(import.meta.url, 'collection-page-1.html'), PAGE1);
    expect(page.offers.map((o) => [o.title, o.priceCents, o.stockStatus])).toEqual([
      ['Federal Top Gun 12ga 2 3/4" 1 1/8oz #8 - 25 Shells', 1249, 'in_stock'],
      ['Winchester Super-X 20ga 2 3/4" #6 - 25 Shells', 1799, 'out_of_stock'],
      ['Kent Fasteel 12ga 3" BB Steel', 3299, 'low_stock'],
    ]);
    expect(page.itemKeys).toEqual(['78001', '78002', '78003']);
    expect(page.offers[0].vendor).toBe('Federal');
    expect(page.offers[1].url).toBe('https://www.muskokahunting.ca/winchester-super-x-20ga-2-3-4-6.html');
    expect(page.nextUrl).toBe('https://www.muskokahunting.ca/ammunition/shotgun-shells/page2.html');
  });

  it('builds pageN.html URLs', () => {
    expect(lightspeedPageUrl(PAGE1, 2)).toBe(`${PAGE1}page2.html`);
    expect(lightspeedPageUrl(`${PAGE1}page2.html`, 3)).toBe(`${PAGE1}page3.html`);
    expect(lightspeedPageUrl('https://shop.ca/ammo', 2)).toBe('https://shop.ca/ammo/page2.html');
    expect(lightspeedPageUrl(`${PAGE1}?sort=newest`, 4)).toBe(`${PAGE1}page4.html?sort=newest`);
    expect(lightspeedPageUrl(`${PAGE1}page5.html`, 1)).toBe(PAGE1);
  });

  it('returns zero rows for pages without product blocks', () => {
    expect(parseLightspeedListing('<html><body>No products</body></html>', PAGE1)).toMatchObject({
      offers: [],
      itemKeys: [],
      nextUrl: null,
    });
  });
});

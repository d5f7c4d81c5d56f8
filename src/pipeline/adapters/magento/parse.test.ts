import { describe, expect, it } from 'vitest';
import { FORMATS_NOTE, FORMATS_PRESENT, readFixture, readFormatSample } from '../../../test/saved-pages.js';
import { parseMagentoListing } from './parse.js';

const PAGE1 = 'https://www.laurentiansports.ca/optics/rifle-scopes.html';

describe('parseMagentoListing', () => {
  it('reads product items: final price over old price, SKU from the cart form, stock, next page', () => {
    const page = parseMagentoListing(readFixture(import.meta.url, 'listing-page-1.html'), PAGE1);
    expect(page.offers.map((o) => [o.title, o.priceCents, o.stockStatus, o.sku])).toEqual([
      ['Vortex Crossfire II 3-9x40 BDC Riflescope', 22999, 'in_stock', 'CF2-31001'],
      ['Leupold VX-3HD 4.5-14x40 CDS-ZL Duplex', 89900, 'out_of_stock', null],
      ['Bushnell Banner 3-9x40 Dusk & Dawn', 104995, 'unknown', null],
    ]);
    expect(page.itemKeys).toEqual(['2301', '2302', '2303']);
    expect(page.offers[1].url).toBe('https://www.laurentiansports.ca/leupold-vx-3hd-4-5-14x40.html');
    expect(page.offers[0].imageUrl).toContain('/media/catalog/product/cache/1/small_image/');
    expect(page.nextUrl).toBe('https://www.laurentiansports.ca/optics/rifle-scopes.html?p=2');
  });

  it('reads an empty category as zero rows with no next page', () => {
    expect(parseMagentoListing(readFixture(import.meta.url, 'listing-empty.html'), PAGE1)).toMatchObject({
      offers: [],
      itemKeys: [],
      nextUrl: null,
      rejected: 0,
    });
  });

  it.skipIf(!FORMATS_PRESENT)('reads the official list.phtml markup once rendered' + FORMATS_NOTE, () => {
    const template = readFormatSample('magento2-listing-template.phtml');
    expect(template).not.toBeNull();
    const html = template!
      .replace(
        /<\?php echo \$_product->getProductUrl\(\) \?>/g,
        'https://www.laurentiansports.ca/burris-fullfield-iv-3-9x40.html',
      )
      .replace(/<\?php echo \$_productNameStripped; \?>/g, 'Burris Fullfield IV 3-9x40')
      .replace(/<\?php echo \$_helper->productAttribute\([^?]*\?>/g, 'Burris Fullfield IV 3-9x40 Ballistic Plex')
      .replace(
        /<\?php echo \$this->getProductPrice\(\$_product\) \?>/g,
        '<div class="price-box price-final_price" data-product-id="77"><span data-price-amount="329.95" data-price-type="finalPrice" class="price-wrapper"><span class="price">$329.95</span></span></div>',
      )
      .replace(/<\?php echo\(\$iterator\+\+ == 1\) \? '([^']*)'[^?]*\?>/g, '$1')
      .replace(/<\?php[\s\S]*?\?>/g, '');
    const page = parseMagentoListing(html, 'https://www.laurentiansports.ca/optics.html');
    expect(page.offers).toHaveLength(1);
    expect(page.offers[0]).toMatchObject({
      title: 'Burris Fullfield IV 3-9x40 Ballistic Plex',
      priceCents: 32995,
      url: 'https://www.laurentiansports.ca/burris-fullfield-iv-3-9x40.html',
    });
  });

  it('never throws on garbage', () => {
    expect(
      parseMagentoListing('<li class="product-item"><a class="product-item-link">No price</a></li>', PAGE1),
    ).toMatchObject({ offers: [], rejected: 1 });
    expect(parseMagentoListing('\u0000\u0001<<<>>>', PAGE1).offers).toEqual([]);
  });
});

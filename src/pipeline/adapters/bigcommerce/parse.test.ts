import { describe, expect, it } from 'vitest';
import { FORMATS_NOTE, FORMATS_PRESENT, readFixture, readFormatSample } from '../../../test/saved-pages.js';
import { parseBigCommerceListing } from './parse.js';

const PAGE1 = 'https://www.prairieridge.ca/handgun-ammunition/';

describe('parseBigCommerceListing', () => {
  it('reads Stencil cards, de-duplicates by product id and finds the next page', () => {
    const page = parseBigCommerceListing(readFixture(import.meta.url, 'category-page-1.html'), PAGE1);
    expect(page.productIds).toEqual(['1101', '1102', '1103', '1104']);
    expect(page.rejected).toBe(1); // off-site card with no price
    expect(page.offers.map((o) => [o.title, o.priceCents, o.stockStatus, o.vendor])).toEqual([
      ['Federal HST 9mm 124gr JHP 50rd', 3999, 'in_stock', 'Federal'],
      ['Winchester White Box .45 ACP 230gr FMJ – 100 Rounds', 104900, 'out_of_stock', 'Winchester'],
      ['CCI Blazer Brass .40 S&W 180gr FMJ 50rd', 3149, 'in_stock', null],
    ]);
    expect(page.offers[1].url).toBe('https://www.prairieridge.ca/winchester-white-box-45-acp-230gr-fmj-100rd/');
    expect(page.offers[1].imageUrl).toBe(
      'https://cdn11.bigcommerce.com/s-abc123/images/stencil/500x659/products/1102/2002/wb45__1.jpg',
    );
    expect(page.nextUrl).toBe('https://www.prairieridge.ca/handgun-ammunition/?page=2');
  });

  it('reports the last page (no next link)', () => {
    const page = parseBigCommerceListing(readFixture(import.meta.url, 'category-page-2.html'), `${PAGE1}?page=2`);
    expect(page.offers).toHaveLength(1);
    expect(page.offers[0]).toMatchObject({
      title: 'Sellier & Bellot .380 Auto 92gr FMJ 50rd',
      priceCents: 2795,
      vendor: 'Sellier & Bellot',
      url: 'https://www.prairieridge.ca/sellier-bellot-380-auto-92gr-fmj-50rd/',
    });
    expect(page.nextUrl).toBeNull();
  });

  it.skipIf(!FORMATS_PRESENT)('reads the official Cornerstone card template once rendered' + FORMATS_NOTE, () => {
    const template = readFormatSample('bigcommerce-stencil-card.html');
    expect(template).not.toBeNull();
    // A minimal Handlebars render: keep every branch, fill the variables, inline the price partial.
    const html = template!
      .replace(
        /\{\{> components\/products\/price[^}]*\}\}/g,
        '<span data-product-price-without-tax class="price price--withoutTax">$54.99</span>',
      )
      .replace(/\{\{#(?:if|unless)[^}]*\}\}|\{\{\/(?:if|unless)\}\}|\{\{else\}\}/g, '')
      .replace(/\{\{@lang 'products\.([a-z_]+)'\}\}/g, (_m, k: string) => k.replace(/_/g, ' '))
      .replace(/\{\{id\}\}/g, '3141')
      .replace(/\{\{name\}\}/g, 'Hornady Critical Defense 9mm 115gr FTX 25rd')
      .replace(/\{\{url\}\}/g, '/hornady-critical-defense-9mm/')
      .replace(/\{\{brand\.name\}\}/g, 'Hornady')
      .replace(/\{\{[^}]*\}\}/g, '');
    const page = parseBigCommerceListing(html, 'https://www.prairieridge.ca/ammo/');
    expect(page.productIds).toEqual(['3141']);
    expect(page.offers).toHaveLength(1);
    expect(page.offers[0]).toMatchObject({
      title: 'Hornady Critical Defense 9mm 115gr FTX 25rd',
      priceCents: 5499,
      url: 'https://www.prairieridge.ca/hornady-critical-defense-9mm/',
    });
  });

  it('returns zero rows for a page without cards or with broken markup', () => {
    expect(parseBigCommerceListing('<html><body><p>Maintenance</p></body></html>', PAGE1)).toMatchObject({
      offers: [],
      productIds: [],
      nextUrl: null,
    });
    expect(
      parseBigCommerceListing('<article class="card"><h3 class="card-title"><a href="/x">Unclosed', PAGE1).offers,
    ).toEqual([]);
    expect(parseBigCommerceListing('', PAGE1).offers).toEqual([]);
  });

  it('reads a French card button as sellable ("Choisir les options")', () => {
    const card = `<article class="card" data-product-id="9"><h3 class="card-title"><a href="/balles-22/">Balles .22 LR (50)</a></h3>
      <span class="price price--withoutTax">9,99 $</span><a class="button card-figcaption-button" href="/balles-22/">Choisir les options</a></article>`;
    expect(parseBigCommerceListing(card, PAGE1).offers.map((o) => [o.title, o.priceCents, o.stockStatus])).toEqual([
      ['Balles .22 LR (50)', 999, 'in_stock'],
    ]);
  });
});

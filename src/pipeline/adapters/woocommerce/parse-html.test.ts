import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../test/saved-pages.js';
import { parseWooListing, wooListingPageUrl } from './parse-html.js';
import { wooShopUrl } from './index.js';

const PAGE = 'https://www.northbayguns.ca/shop/';

describe('WooCommerce theme listings (no Store API)', () => {
  it('reads li.product cards: <ins> sale over <del> regular, stock class tokens, lowest of a range, next page', () => {
    const page = parseWooListing(readFixture(import.meta.url, 'shop-page-1.html'), PAGE);
    expect(page.offers.map((o) => [o.title, o.priceCents, o.regularPriceCents, o.stockStatus, o.url, o.sku])).toEqual([
      [
        'CCI Mini-Mag .22 LR 40gr – 100 Rounds',
        1249,
        1499,
        'in_stock',
        'https://www.northbayguns.ca/product/cci-mini-mag-22lr-100/',
        'CCI-0031',
      ],
      [
        'Savage Axis II .308 Win',
        74999,
        null,
        'out_of_stock',
        'https://www.northbayguns.ca/product/savage-axis-ii-308/',
        'SAV-57094',
      ],
      [
        'Federal American Eagle 9mm 115gr FMJ',
        2199,
        null,
        'in_stock',
        'https://www.northbayguns.ca/product/federal-ae-9mm/',
        null,
      ],
    ]);
    expect(page.itemKeys).toEqual(['501', '502', '503']);
    expect(page.nextUrl).toBe('https://www.northbayguns.ca/shop/page/2/');
  });

  it('reads stock from the button when the card carries no stock class', () => {
    const card = (button: string) =>
      `<ul class="products"><li class="product post-9"><a class="woocommerce-LoopProduct-link" href="/product/x/"><h2 class="woocommerce-loop-product__title">X</h2><span class="price">$5.00</span></a>${button}</li></ul>`;
    expect(
      parseWooListing(card('<a class="button add_to_cart_button">Add to cart</a>'), PAGE).offers[0].stockStatus,
    ).toBe('in_stock');
    expect(parseWooListing(card('<a class="button">Read more</a>'), PAGE).offers[0].stockStatus).toBe('out_of_stock');
    expect(parseWooListing(card(''), PAGE).offers[0].stockStatus).toBe('unknown');
  });

  it('pages /shop/page/N/ and category pages, starting from /shop/ for a home page', () => {
    expect(wooListingPageUrl('https://s.ca/shop/', 3)).toBe('https://s.ca/shop/page/3/');
    expect(wooListingPageUrl('https://s.ca/product-category/ammo/page/2/', 4)).toBe(
      'https://s.ca/product-category/ammo/page/4/',
    );
    expect(wooListingPageUrl('https://s.ca/product-category/ammo', 1)).toBe('https://s.ca/product-category/ammo/');
    expect(wooShopUrl('https://s.ca/')).toBe('https://s.ca/shop/');
    expect(wooShopUrl('https://s.ca/product-category/ammo/')).toBe('https://s.ca/product-category/ammo/');
  });

  it('titles a theme card from its title or name block when it has no heading (Creta theme markup)', () => {
    // A Creta (WooCommerce) card as a third party saved it: no h2/h3, the name in div.item-title, a WOOCS price wrapper.
    const html = `<ul class="products-grid"><li class="item"><div class="item-inner">
      <div class="item-title"><a href="https://www.northbayguns.ca/product/glass-vase/" title="Glass Vase of Pink Roses"> Glass Vase of Pink Roses </a></div>
      <div class="price-box"><span class="regular-price"><span class="woocs_price_code" data-product-id="93"><del><span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&#36;</span>13.99</span></del> <ins><span class="woocommerce-Price-amount amount"><span class="woocommerce-Price-currencySymbol">&#36;</span>12.00</span></ins></span></span></div>
      <a class="add_to_cart_button product_type_simple button" data-product_id="93" href="#"><span>Add to cart </span></a>
    </div></li></ul>`;
    const page = parseWooListing(html, PAGE);
    expect(page.offers.map((o) => [o.title, o.priceCents, o.regularPriceCents, o.url])).toEqual([
      ['Glass Vase of Pink Roses', 1200, 1399, 'https://www.northbayguns.ca/product/glass-vase/'],
    ]);
  });
});

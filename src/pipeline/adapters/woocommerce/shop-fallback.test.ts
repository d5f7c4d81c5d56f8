import { describe, expect, it } from 'vitest';
import { NonRetryableScrapeError } from '../../errors.js';
import type { Fetcher, RawOffer } from '../../types.js';
import { woocommerceAdapter } from './index.js';

const HOME = 'https://boutique.example.ca/';
const CATEGORY = 'https://boutique.example.ca/categorie-produit/munitions/';

// A French store: the Store API refused, no /shop/ page; the home page's menu leads to /categorie-produit/.
const PAGES: Record<string, string> = {
  [HOME]: `<html><body><nav><a href="/categorie-produit/munitions/">Munitions</a><a href="/panier/">Panier</a></nav>
    <link rel="stylesheet" href="/wp-content/plugins/woocommerce/assets/css/woocommerce.css"></body></html>`,
  [CATEGORY]: `<ul class="products"><li class="product type-product post-7 instock">
    <a href="/produit/cci-22lr/" class="woocommerce-LoopProduct-link"><h2 class="woocommerce-loop-product__title">CCI .22 LR 40 gr (50)</h2>
    <span class="price"><span class="woocommerce-Price-amount amount">8,99&nbsp;<span class="woocommerce-Price-currencySymbol">&#36;</span></span></span></a>
    <a href="?add-to-cart=7" data-product_id="7" class="button add_to_cart_button">Ajouter au panier</a></li></ul>`,
};

function fetcherOf(pages: Record<string, string>, asked: string[]): Fetcher {
  return {
    get: async (url) => {
      asked.push(url);
      if (!(url in pages)) throw new NonRetryableScrapeError(`HTTP 404 on ${url}`, { status: 404, url });
      return { url, status: 200, headers: {}, body: pages[url] };
    },
  };
}

describe('WooCommerce theme pages when the store has no /shop/', () => {
  it('walks the configured home page and its French category menu instead', async () => {
    const asked: string[] = [];
    const retailer = { id: 1, name: 'Boutique', url: HOME, platform: 'woocommerce' as const, selector: null };
    const offers: RawOffer[] = [];
    for await (const batch of woocommerceAdapter.scrape(retailer, fetcherOf(PAGES, asked))) offers.push(...batch);
    expect(offers.map((o) => [o.title, o.priceCents, o.url])).toEqual([
      ['CCI .22 LR 40 gr (50)', 899, 'https://boutique.example.ca/produit/cci-22lr/'],
    ]);
    expect(asked).toContain('https://boutique.example.ca/shop/');
  });

  it('still fails on a 404 when the configured page itself is missing', async () => {
    const retailer = { id: 1, name: 'X', url: CATEGORY, platform: 'woocommerce' as const, selector: null };
    const walk = woocommerceAdapter.scrape(retailer, fetcherOf({}, []));
    await expect(walk.next()).rejects.toThrow(/404/);
  });
});

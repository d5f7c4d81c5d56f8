import { NonRetryableScrapeError } from '../../errors.js';
import type { Fetcher, PlatformAdapter, RawOffer, RetailerScrapeConfig, ScrapeProgress } from '../../types.js';
import { MAX_LISTING_PAGES, navigationListings, walkListing, WalkProgress, type ListingWalk } from '../walk.js';
import { parseWooListing, wooListingPageUrl } from './parse-html.js';
import { parseWooProducts, wooTotalPages } from './parse.js';

/** Store API page N, asking for out-of-stock and backorder items too (the default hides them on many stores). */
export function wooProductsUrl(retailerUrl: string, page: number): string {
  const origin = new URL(retailerUrl).origin;
  return `${origin}/wp-json/wc/store/v1/products?per_page=100&page=${page}&stock_status[]=instock&stock_status[]=outofstock&stock_status[]=onbackorder`;
}

/** The shop page a theme renders: the configured URL, or `/shop/` when that is the home page. */
export function wooShopUrl(retailerUrl: string): string {
  const u = new URL(retailerUrl);
  return u.pathname === '/' && !u.search ? new URL('/shop/', u.origin).href : u.href;
}

// WooCommerce's default shop and category bases, in English and in French (Québec stores).
const SHOP_PATHS = /\/(?:product-category|categorie-produit|shop|boutique)\//;
const SHOP_LINKS =
  'a[href*="/product-category/"], a[href*="/categorie-produit/"], a[href*="/shop/"], a[href*="/boutique/"], .product-categories a';

function shopWalk(retailer: RetailerScrapeConfig, firstUrl: string): ListingWalk {
  return {
    firstUrl,
    pageUrl: (root, n) => wooListingPageUrl(root, n),
    parse: (html, url) => {
      const p = parseWooListing(html, url, retailer.url);
      return { offers: p.offers, keys: p.itemKeys, nextUrl: p.nextUrl, hasMore: p.hasMore };
    },
    discover: (html, url) => navigationListings(html, url, retailer.url, SHOP_LINKS).filter((u) => SHOP_PATHS.test(u)),
  };
}

/**
 * The theme's listing pages (`li.product` cards), `/shop/page/N/`; category pages from the menu when empty. A home
 * page configured on a store without `/shop/` (a French `/boutique/`, a renamed shop page) is walked itself: its
 * menu leads to the categories.
 */
async function* walkShopPages(
  retailer: RetailerScrapeConfig,
  fetcher: Fetcher,
  onPage?: (p: ScrapeProgress) => void,
): AsyncGenerator<RawOffer[], void, void> {
  const shop = wooShopUrl(retailer.url);
  let yielded = false;
  try {
    for await (const batch of walkListing(fetcher, shopWalk(retailer, shop), onPage)) {
      yielded = true;
      yield batch;
    }
  } catch (e) {
    const missing = e instanceof NonRetryableScrapeError && (e.status === 404 || e.status === 410);
    if (yielded || !missing || shop === retailer.url) throw e;
    yield* walkListing(fetcher, shopWalk(retailer, retailer.url), onPage);
  }
}

/**
 * The Store API when the store answers it (prices in minor units, every stock status); the theme's HTML pages when
 * the first API page is refused or is not the API (a firewall rule, the REST API switched off).
 */
export const woocommerceAdapter: PlatformAdapter = {
  id: 'woocommerce',
  async *scrape(retailer, fetcher, onPage) {
    const origin = new URL(retailer.url).origin;
    const progress = new WalkProgress(onPage);
    for (let page = 1; page <= MAX_LISTING_PAGES; page++) {
      let parsed;
      let res;
      try {
        res = await fetcher.get(wooProductsUrl(retailer.url, page), { accept: 'application/json' });
        parsed = parseWooProducts(res.body, origin);
      } catch (e) {
        if (page === 1 && e instanceof NonRetryableScrapeError) {
          yield* walkShopPages(retailer, fetcher, onPage);
          return;
        }
        throw e;
      }
      progress.page(parsed.offers);
      if (parsed.productCount === 0) return;
      yield parsed.offers;
      const total = wooTotalPages(res.headers);
      if (total !== null && page >= total) return;
    }
  },
};

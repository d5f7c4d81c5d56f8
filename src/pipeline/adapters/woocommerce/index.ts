import type { PlatformAdapter } from '../../types.js';
import { MAX_LISTING_PAGES, WalkProgress } from '../walk.js';
import { parseWooProducts, wooTotalPages } from './parse.js';

/** Store API page N, asking for out-of-stock and backorder items too (the default hides them on many stores). */
export function wooProductsUrl(retailerUrl: string, page: number): string {
  const origin = new URL(retailerUrl).origin;
  return `${origin}/wp-json/wc/store/v1/products?per_page=100&page=${page}&stock_status[]=instock&stock_status[]=outofstock&stock_status[]=onbackorder`;
}

export const woocommerceAdapter: PlatformAdapter = {
  id: 'woocommerce',
  async *scrape(retailer, fetcher, onPage) {
    const origin = new URL(retailer.url).origin;
    const progress = new WalkProgress(onPage);
    for (let page = 1; page <= MAX_LISTING_PAGES; page++) {
      const res = await fetcher.get(wooProductsUrl(retailer.url, page), { accept: 'application/json' });
      const parsed = parseWooProducts(res.body, origin);
      progress.page(parsed.offers);
      if (parsed.productCount === 0) return;
      yield parsed.offers;
      const total = wooTotalPages(res.headers);
      if (total !== null && page >= total) return;
    }
  },
};

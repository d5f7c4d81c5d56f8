import type { PlatformAdapter } from '../../types.js';
import { MAX_LISTING_PAGES, WalkProgress } from '../walk.js';
import { parseShopifyProducts } from './parse.js';

/**
 * `/products.json`, or `/collections/<handle>/products.json` when the retailer URL is a collection, keeping a
 * language prefix (`/fr/collections/munitions`, `/en-ca/collections/ammo`): a bilingual store's French collection
 * answers in French.
 */
export function shopifyProductsEndpoint(retailerUrl: string): string {
  const u = new URL(retailerUrl);
  const collection = /^(\/[a-z]{2}(?:-[a-z]{2})?)?\/collections\/([^/]+)\/?$/i.exec(u.pathname);
  const path = collection ? `${collection[1] ?? ''}/collections/${collection[2]}/products.json` : '/products.json';
  return new URL(path, u.origin).href;
}

export const shopifyAdapter: PlatformAdapter = {
  id: 'shopify',
  async *scrape(retailer, fetcher, onPage) {
    const origin = new URL(retailer.url).origin;
    const endpoint = shopifyProductsEndpoint(retailer.url);
    const progress = new WalkProgress(onPage);
    const seen = new Set<string>();
    for (let page = 1; page <= MAX_LISTING_PAGES; page++) {
      const res = await fetcher.get(`${endpoint}?limit=250&page=${page}`, { accept: 'application/json' });
      const parsed = parseShopifyProducts(res.body, origin);
      const fresh = parsed.productIds.filter((id) => !seen.has(id));
      parsed.productIds.forEach((id) => seen.add(id));
      // Stop on `[]`, or when the store ignores `page` and repeats itself.
      if (parsed.productCount === 0 || (parsed.productIds.length > 0 && fresh.length === 0)) {
        progress.page([]);
        return;
      }
      progress.page(parsed.offers);
      yield parsed.offers;
    }
  },
};

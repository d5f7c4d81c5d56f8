import type { PlatformAdapter } from '../../types.js';
import { walkListing, withParam } from '../walk.js';
import { parseBigCommerceListing } from './parse.js';

/** The retailer's configured URL is the category (or search) listing to walk with `?page=N`. */
export const bigcommerceAdapter: PlatformAdapter = {
  id: 'bigcommerce',
  scrape(retailer, fetcher, onPage) {
    return walkListing(
      fetcher,
      retailer.url,
      (n) => withParam(retailer.url, 'page', n),
      (html, url) => {
        const p = parseBigCommerceListing(html, url, retailer.url);
        return { offers: p.offers, keys: p.productIds, nextUrl: p.nextUrl };
      },
      onPage,
    );
  },
};

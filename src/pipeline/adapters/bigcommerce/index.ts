import type { PlatformAdapter } from '../../types.js';
import { navigationListings, walkListing, withParam } from '../walk.js';
import { parseBigCommerceListing } from './parse.js';

/** The retailer's URL is the category listing to walk with `?page=N` (a home page: its "Shop All" or menu categories). */
export const bigcommerceAdapter: PlatformAdapter = {
  id: 'bigcommerce',
  scrape(retailer, fetcher, onPage) {
    return walkListing(
      fetcher,
      {
        firstUrl: retailer.url,
        pageUrl: (root, n) => withParam(root, 'page', n),
        parse: (html, url) => {
          const p = parseBigCommerceListing(html, url, retailer.url);
          return { offers: p.offers, keys: p.productIds, nextUrl: p.nextUrl, hasMore: p.hasMore };
        },
        discover: (html, url) =>
          navigationListings(html, url, retailer.url, '.navPages-action, .navPages-list a, nav a'),
      },
      onPage,
    );
  },
};

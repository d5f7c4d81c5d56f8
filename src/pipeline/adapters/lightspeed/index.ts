import type { PlatformAdapter } from '../../types.js';
import { navigationListings, walkListing } from '../walk.js';
import { lightspeedPageUrl, parseLightspeedListing } from './parse.js';

/** The retailer's configured URL is the first collection page; later pages are `pageN.html` (`?page=` is ignored). */
export const lightspeedAdapter: PlatformAdapter = {
  id: 'lightspeed',
  scrape(retailer, fetcher, onPage) {
    return walkListing(
      fetcher,
      {
        firstUrl: retailer.url,
        pageUrl: (root, n) => lightspeedPageUrl(root, n),
        parse: (html, url) => {
          const p = parseLightspeedListing(html, url, retailer.url);
          return { offers: p.offers, keys: p.itemKeys, nextUrl: p.nextUrl, hasMore: p.hasMore };
        },
        discover: (html, url) =>
          navigationListings(
            html,
            url,
            retailer.url,
            'nav.categories a, #navbar a, .navigation a, nav a, .categories a',
          ),
      },
      onPage,
    );
  },
};

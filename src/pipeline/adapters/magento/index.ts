import type { PlatformAdapter } from '../../types.js';
import { navigationListings, walkListing, withParam } from '../walk.js';
import { parseMagentoListing } from './parse.js';

/** The retailer's configured URL is the Magento 2 listing to walk with `?p=N`. */
export const magentoAdapter: PlatformAdapter = {
  id: 'magento',
  scrape(retailer, fetcher, onPage) {
    return walkListing(
      fetcher,
      {
        firstUrl: retailer.url,
        pageUrl: (root, n) => withParam(root, 'p', n),
        parse: (html, url) => {
          const p = parseMagentoListing(html, url, retailer.url);
          return { offers: p.offers, keys: p.itemKeys, nextUrl: p.nextUrl };
        },
        discover: (html, url) =>
          navigationListings(html, url, retailer.url, 'nav.navigation a.level-top, .navigation a, nav a'),
      },
      onPage,
    );
  },
};

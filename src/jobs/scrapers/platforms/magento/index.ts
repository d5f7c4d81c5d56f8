import type { PlatformAdapter } from '../../types.js';
import { walkListing, withParam } from '../walk.js';
import { parseMagentoListing } from './parse.js';

/** The retailer's configured URL is the Magento 2 listing to walk with `?p=N`. */
export const magentoAdapter: PlatformAdapter = {
  id: 'magento',
  scrape(retailer, fetcher, onPage) {
    return walkListing(
      fetcher,
      retailer.url,
      (n) => withParam(retailer.url, 'p', n),
      (html, url) => {
        const p = parseMagentoListing(html, url, retailer.url);
        return { offers: p.offers, keys: p.itemKeys, nextUrl: p.nextUrl };
      },
      onPage,
    );
  },
};

import type { PlatformAdapter } from '../../types.js';
import { walkListing } from '../walk.js';
import { lightspeedPageUrl, parseLightspeedListing } from './parse.js';

/** The retailer's configured URL is the first collection page; later pages are `pageN.html` (`?page=` is ignored). */
export const lightspeedAdapter: PlatformAdapter = {
  id: 'lightspeed',
  scrape(retailer, fetcher, onPage) {
    return walkListing(
      fetcher,
      retailer.url,
      (n) => lightspeedPageUrl(retailer.url, n),
      (html, url) => {
        const p = parseLightspeedListing(html, url, retailer.url);
        return { offers: p.offers, keys: p.itemKeys, nextUrl: p.nextUrl };
      },
      onPage,
    );
  },
};

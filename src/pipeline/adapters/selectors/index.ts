import type { FetchResult, PlatformAdapter } from '../../types.js';
import { MAX_LISTING_PAGES, WalkProgress, isEndOfListing, navigationListings } from '../walk.js';
import { parseSelectorListing, readSelectorConfig } from './parse.js';

/**
 * The admin's CSS selectors over the retailer URL, following `nextPage` (same site, each page once, capped). When
 * the URL is a home page without products, its single catalogue/shop-all link is followed once.
 */
export const selectorsAdapter: PlatformAdapter = {
  id: 'selectors',
  async *scrape(retailer, fetcher, onPage) {
    const config = readSelectorConfig(retailer.selector);
    const progress = new WalkProgress(onPage);
    const visited = new Set<string>();
    let url: string | null = retailer.url;
    for (let n = 1; url && n <= MAX_LISTING_PAGES; n++) {
      if (visited.has(url)) return;
      visited.add(url);
      let res: FetchResult;
      try {
        res = await fetcher.get(url);
      } catch (e) {
        if (isEndOfListing(e, n)) return;
        throw e;
      }
      const page = parseSelectorListing(res.body, config, res.url, retailer.url);
      progress.page(page.offers);
      if (page.itemCount === 0) {
        // A home page rather than the listing: follow its one "catalogue / shop all" link, if it has one.
        const listing =
          n === 1 ? navigationListings(res.body, res.url, retailer.url, 'a', { shopAllOnly: true })[0] : undefined;
        url = listing && !visited.has(listing) ? listing : null;
        continue;
      }
      yield page.offers;
      url = page.nextUrl;
    }
  },
};

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NonRetryableScrapeError } from '../errors.js';
import type { Fetcher } from '../types.js';
import { bigcommerceAdapter } from './bigcommerce/index.js';
import { parseBigCommerceListing } from './bigcommerce/parse.js';
import { loadHtml, loadsMoreByScript } from './html.js';

// A real Halo-theme category page: no next link, a "Show More" button, and `data-total` above the cards shown.
const HALO = readFileSync(
  new URL('./real-pages/fixtures-gathered/bigcommerce/halo-category-show-more.html', import.meta.url),
  'utf8',
);
const URL_1 = 'https://store-jpzrvmsc69.mybigcommerce.com/hookah-tobacco/mix-series/';

function recording(bodies: Record<string, string>): { fetcher: Fetcher; asked: string[] } {
  const asked: string[] = [];
  const fetcher: Fetcher = {
    get: async (url) => {
      asked.push(url);
      if (!(url in bodies)) throw new NonRetryableScrapeError(`404 ${url}`, { status: 404, url });
      return { url, status: 200, headers: {}, body: bodies[url] };
    },
  };
  return { fetcher, asked };
}

describe('listings that load more products by script', () => {
  it('spots Show More / Load more controls, not ordinary buttons', () => {
    expect(loadsMoreByScript(loadHtml(HALO))).toBe(true);
    expect(loadsMoreByScript(loadHtml('<a class="btn wd-load-more" href="#">Load more products</a>'))).toBe(true);
    expect(loadsMoreByScript(loadHtml('<button>Add to Cart</button><a href="/p">View details</a>'))).toBe(false);
  });

  it('a BigCommerce page showing fewer products than its stated total goes on to ?page=2', async () => {
    expect(parseBigCommerceListing(HALO, URL_1).hasMore).toBe(true);
    const { fetcher, asked } = recording({ [URL_1]: HALO });
    const retailer = { id: 1, name: 'Halo', url: URL_1, platform: 'bigcommerce' as const, selector: null };
    const offers = [];
    for await (const batch of bigcommerceAdapter.scrape(retailer, fetcher)) offers.push(...batch);
    expect(offers).toHaveLength(2);
    expect(asked).toEqual([URL_1, `${URL_1}?page=2`]);
  });

  it('stops when the stated total is already on the page', () => {
    const all = HALO.replace('data-total="41"', 'data-total="2"');
    expect(parseBigCommerceListing(all, URL_1).hasMore).toBe(false);
  });
});

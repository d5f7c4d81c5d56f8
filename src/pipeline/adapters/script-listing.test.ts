import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NonRetryableScrapeError } from '../errors.js';
import type { Fetcher } from '../types.js';
import { parseMagentoListing } from './magento/parse.js';
import { scriptRenderedListing } from './script-listing.js';
import { walkListing, type ListingWalk } from './walk.js';

const NOSTO_HOME = readFileSync(
  new URL('./real-pages/fixtures-gathered/no-offers/rainierarms-home-nosto-2018.html', import.meta.url),
  'utf8',
);

function pages(bodies: Record<string, string>): Fetcher {
  return {
    get: async (url) => {
      if (!(url in bodies)) throw new NonRetryableScrapeError(`404 ${url}`, { status: 404, url });
      return { url, status: 200, headers: {}, body: bodies[url] };
    },
  };
}

const magentoWalk = (firstUrl: string, discovered: string[]): ListingWalk => ({
  firstUrl,
  pageUrl: (root, n) => `${root}?p=${n}`,
  parse: (html, url) => {
    const page = parseMagentoListing(html, url);
    return { offers: page.offers, keys: page.itemKeys, nextUrl: page.nextUrl };
  },
  discover: () => discovered,
});

async function drain(walk: AsyncGenerator<unknown>): Promise<number> {
  let batches = 0;
  for await (const _ of walk) batches++;
  return batches;
}

describe('script-rendered listings', () => {
  it('names the service whose placeholders stand in for the products', () => {
    expect(scriptRenderedListing(NOSTO_HOME)).toBe('Nosto');
    // Natchez's 2018 home page (silverfoxy/JSCryptoMinerStudy pagesource/natchezss.com): SLI slots, no cards.
    expect(scriptRenderedListing('<div id=sli_home_top></div>\n<div id=sli_home_pop></div>')).toBe('SLI Systems');
    expect(scriptRenderedListing('<div class="klevuLanding"></div>')).toBe('Klevu');
    expect(scriptRenderedListing('<ul class="products-grid"><li class="item">Slip</li></ul>')).toBeNull();
  });

  it('fails the walk with the reason when the configured page lists nothing and links to no listing', async () => {
    const url = 'https://www.rainierarms.com/';
    const walk = walkListing(pages({ [url]: NOSTO_HOME }), magentoWalk(url, []));
    await expect(drain(walk)).rejects.toThrow(/no offers found on https:\/\/www\.rainierarms\.com\/: .*by Nosto/i);
  });

  it('walks the navigation instead when the page links to listings', async () => {
    const url = 'https://www.rainierarms.com/';
    const category = 'https://www.rainierarms.com/ammunition/';
    const walk = walkListing(pages({ [url]: NOSTO_HOME, [category]: '<html></html>' }), magentoWalk(url, [category]));
    expect(await drain(walk)).toBe(0);
  });
});

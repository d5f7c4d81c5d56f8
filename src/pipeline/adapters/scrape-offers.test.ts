import { describe, expect, it } from 'vitest';
import type { Fetcher } from '../types.js';
import { readFixture } from '../../test/saved-pages.js';
import { keepCad, previewOffers, scrapeOffers } from './scrape-offers.js';

const STORE = {
  id: 1,
  name: 'US store',
  url: 'https://us-store.example.com/',
  platform: 'woocommerce' as const,
  selector: null,
};

/** A store answering every Store API page with the same body (one page in all). */
function storeApi(body: string): Fetcher {
  return { get: async (url) => ({ url, status: 200, headers: { 'x-wp-totalpages': '1' }, body }) };
}

const usd = readFixture(
  new URL('./woocommerce/parse.test.ts', import.meta.url).href,
  'store-api-page-1.json',
).replaceAll('"CAD"', '"USD"');

describe('the CAD rule, applied after parsing', () => {
  it('keeps offers in CAD or in no stated currency and counts the others', () => {
    const base = {
      title: 'x',
      priceCents: 100,
      url: null,
      sku: null,
      gtin: null,
      vendor: null,
      stockStatus: 'unknown' as const,
      imageUrl: null,
      hints: {},
    };
    const out = keepCad([
      { ...base, currency: 'CAD' },
      { ...base, currency: null },
      base,
      { ...base, currency: 'USD' },
      { ...base, currency: 'USD' },
      { ...base, currency: 'EUR' },
    ]);
    expect(out.offers).toHaveLength(3);
    expect(out.foreignCurrencies).toEqual({ USD: 2, EUR: 1 });
  });

  it('a store pricing only in another currency fails the run saying so; the preview shows its offers', async () => {
    await expect(scrapeOffers(STORE, storeApi(usd))).rejects.toMatchObject({
      code: 'no_offers',
      message: 'No offer priced in CAD on https://us-store.example.com/ (4 in USD)',
    });
    const preview = await previewOffers(STORE, storeApi(usd));
    expect(preview.offers.map((o) => o.currency)).toEqual(['USD', 'USD', 'USD', 'USD']);
    expect(preview.foreignCurrencies).toEqual({ USD: 4 });
  });

  it('an empty walk is never a silent zero', async () => {
    await expect(scrapeOffers(STORE, storeApi('[]'))).rejects.toThrow(
      'The woocommerce adapter found no offers on https://us-store.example.com/',
    );
  });
});

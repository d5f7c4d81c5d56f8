import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../server/deps.js';
import {
  resetListingOverrides,
  setListingOverrides,
} from '../../server/features/listings/listing-overrides.service.js';
import { searchProducts } from '../../server/features/products/product-search.service.js';
import { productSearchInputSchema } from '../../shared/schemas/products.js';
import { clearCatalogue } from '../../test/catalogue.js';
import { expectSummariesMatchListings } from '../../test/search-summaries.js';
import { createTestDeps } from '../../test/test-db.js';
import { reclassifyListings } from '../cleanup/reclassify.service.js';
import type { RawOffer } from '../types.js';
import { GONE_AFTER_MISSED_RUNS, ingestRun } from './ingest.service.js';

/**
 * The search summaries (listing_facet_counts, listing_calibre_counts; migration 20261126100000) are kept by triggers in
 * the same transaction as every change to listings: after real scrape runs (new listings, price and stock changes,
 * listings gone and back), a reclassification and admin overrides they still equal a count of the live listings.
 */
let deps: AppDeps;
const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 12));

const TITLES = [
  'Federal American Eagle 9mm Luger 115gr FMJ 50 Rounds',
  'CCI Blazer Brass 9mm 124gr FMJ 50rds',
  'Hornady Critical Defense 9mm 115 Grain FTX 25 Rounds',
  'Winchester USA 5.56 NATO 55gr FMJ 20 Rounds',
  'PMC Bronze .223 Rem 55gr FMJ Box of 20',
  'Remington Golden Bullet .22 LR 36gr HP 500 Rounds',
];

function offer(i: number, patch: Partial<RawOffer> = {}): RawOffer {
  return {
    title: TITLES[i % TITLES.length]!,
    priceCents: 1999 + i * 100,
    url: `https://store.example.ca/products/p-${i}`,
    sku: `P-${i}`,
    gtin: null,
    vendor: null,
    stockStatus: 'in_stock',
    imageUrl: null,
    hints: { productType: 'Ammunition' },
    ...patch,
  };
}

beforeAll(async () => {
  deps = await createTestDeps();
});

describe('the search summaries', () => {
  it('follow scrape runs, stock flips, gone listings, a reclassification and admin overrides', async () => {
    await clearCatalogue(deps);
    const [alpha, beta] = [
      await deps.db.models.Retailer.create({ name: 'Alpha', url: 'https://alpha.example.ca/' }),
      await deps.db.models.Retailer.create({ name: 'Beta', url: 'https://beta.example.ca/' }),
    ];
    const offers = TITLES.map((_, i) => offer(i));
    await ingestRun(deps, { retailerId: alpha.id, offers, now: day(0) });
    await ingestRun(deps, { retailerId: beta.id, offers: offers.slice(0, 4), now: day(0) });
    await expectSummariesMatchListings(deps);

    // stock flips both ways and a price change; the last offer missed until it is gone, then back
    const flipped = offers.map((o, i) =>
      i < 3 ? { ...o, stockStatus: i === 0 ? ('out_of_stock' as const) : ('low_stock' as const) } : o,
    );
    flipped[3] = { ...flipped[3]!, priceCents: 1499 };
    for (let run = 1; run <= GONE_AFTER_MISSED_RUNS; run++)
      await ingestRun(deps, { retailerId: alpha.id, offers: flipped.slice(0, -1), now: day(run) });
    await expectSummariesMatchListings(deps);
    await ingestRun(deps, { retailerId: alpha.id, offers, now: day(10) });
    await expectSummariesMatchListings(deps);

    // an older title module's classification, then a reclassification
    await deps.db.models.Listing.update(
      { calibre: null, grain: null, casing: 'steel' },
      { where: { retailerId: beta.id } },
    );
    await expectSummariesMatchListings(deps);
    await reclassifyListings(deps);
    await expectSummariesMatchListings(deps);

    const listing = await deps.db.models.Listing.findOne({ where: { retailerId: alpha.id, sku: 'P-0' } });
    await setListingOverrides(deps, listing!.id, { calibre: '.380acp', grain: 95, condition: 'remanufactured' });
    await expectSummariesMatchListings(deps);
    const found = await searchProducts(deps, productSearchInputSchema.parse({ calibre: '.380acp', facets: 'true' }));
    expect(found.facets!.condition).toEqual([{ value: 'remanufactured', count: 1 }]);
    await resetListingOverrides(deps, listing!.id);
    await expectSummariesMatchListings(deps);
  });
});

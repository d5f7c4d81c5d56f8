import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps } from '../../test/test-db.js';
import type { Listing } from '../../db/models/index.js';
import type { PipelineDeps } from '../deps.js';
import { cleanupDuplicates } from './cleanup-duplicates.service.js';
import { ingestRun } from '../ingest/ingest.service.js';
import { reclassifyListings } from './reclassify.service.js';
import { addObservation, observationsOf, productById } from '../../test/db-rows.js';

let deps: PipelineDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 8));

async function addListing(
  retailerId: number,
  patch: Partial<Listing> & { canonicalKey: string; observations: Array<[number, number]> },
) {
  const { observations, ...fields } = patch;
  const listing = await deps.db.models.Listing.create({
    retailerId,
    title: 'Hornady 6.5 Creedmoor 140gr ELD Match 20 Rounds',
    priceCents: observations.at(-1)![1],
    ...fields,
  });
  for (const [d, price] of observations)
    await addObservation(deps.db, {
      listingId: listing.id,
      observedAt: day(d),
      priceCents: price,
      stockStatus: 'in_stock',
    });
  return listing;
}

describe('cleanupDuplicates', () => {
  it('merges same-SKU (case/space-insensitive) and same-URL listings of one retailer into the oldest, keeping the history', async () => {
    const r = await deps.db.models.Retailer.create({ name: 'Dupes', url: 'https://dupes.example.ca/' });
    const other = await deps.db.models.Retailer.create({ name: 'Dupes other', url: 'https://dupes.example.ca/' });
    const oldest = await addListing(r.id, {
      canonicalKey: 'sku:hd 81500',
      sku: 'HD 81500',
      firstSeenAt: day(0),
      lastSeenAt: day(3),
      observations: [
        [0, 3299],
        [2, 3199],
      ],
    });
    const sameSku = await addListing(r.id, {
      canonicalKey: 'sku:hd81500',
      sku: 'hd81500',
      firstSeenAt: day(4),
      lastSeenAt: day(6),
      observations: [[4, 3099]],
      overrides: { grain: 140 },
    });
    const sameUrl = await addListing(r.id, {
      canonicalKey: 'url:https://dupes.example.ca/p/eld',
      url: 'https://dupes.example.ca/p/eld',
      firstSeenAt: day(1),
      lastSeenAt: day(2),
      observations: [[1, 3250]],
    });
    await oldest.update({ url: 'https://dupes.example.ca/p/eld/' });
    const distinct = await addListing(r.id, { canonicalKey: 'sku:hd81501', sku: 'HD81501', observations: [[0, 4000]] });
    const otherRetailer = await addListing(other.id, {
      canonicalKey: 'sku:hd81500',
      sku: 'HD81500',
      observations: [[0, 3000]],
    });

    const result = await cleanupDuplicates(deps);
    expect(result).toEqual({ merged: 1, listingsRemoved: 2, observationsMoved: 2 });
    expect(await deps.db.models.Listing.findByPk(sameSku.id)).toBeNull();
    expect(await deps.db.models.Listing.findByPk(sameUrl.id)).toBeNull();
    expect(await deps.db.models.Listing.findByPk(distinct.id)).not.toBeNull();
    expect(await deps.db.models.Listing.findByPk(otherRetailer.id)).not.toBeNull();
    await oldest.reload();
    const history = await observationsOf(deps.db, { listingId: oldest.id });
    expect(history.map((h) => h.priceCents)).toEqual([3299, 3250, 3199, 3099]);
    // the survivor shows the freshest duplicate's current price, takes its key, and keeps the overrides
    expect(oldest.priceCents).toBe(3099);
    expect(oldest.lastSeenAt.toISOString()).toBe(day(6).toISOString());
    expect(oldest.canonicalKey).toBe('sku:hd81500');
    expect(oldest.overrides).toEqual({ grain: 140 });
    expect(oldest.grain).toBe(140);

    expect(await cleanupDuplicates(deps)).toEqual({ merged: 0, listingsRemoved: 0, observationsMoved: 0 });
  });
});

describe('reclassifyListings', () => {
  it('re-runs title understanding over stored listings, keeps overrides and re-matches products', async () => {
    const r = await deps.db.models.Retailer.create({ name: 'Reclass', url: 'https://reclass.example.ca/' });
    const title = 'Federal Premium 6.5 Creedmoor 140gr Gold Medal Berger Hybrid 20 Rounds';
    await ingestRun(deps, {
      retailerId: r.id,
      offers: Array.from({ length: 30 }, (_, i) => ({
        title: i === 0 ? title : `${title} lot ${i}`,
        priceCents: 4599,
        url: `https://reclass.example.ca/p/${i}`,
        sku: `FGM-${i}`,
        gtin: null,
        vendor: null,
        stockStatus: 'in_stock' as const,
        imageUrl: null,
        hints: {},
      })),
      now: day(0),
    });
    const listing = await deps.db.models.Listing.findOne({ where: { retailerId: r.id, sku: 'FGM-0' } });
    const expected = {
      productType: listing!.productType,
      calibre: listing!.calibre,
      boxQuantity: listing!.boxQuantity,
    };
    expect(expected.productType).toBe('ammunition');
    // simulate an older title module's result: wrong stored classification, no product
    await deps.db.models.Listing.update(
      {
        autoClassification: { productType: 'accessory' },
        productType: 'accessory',
        calibre: null,
        boxQuantity: null,
        productId: null,
      },
      { where: { retailerId: r.id } },
    );
    await listing!.update({ overrides: { boxQuantity: 200 } });

    const result = await reclassifyListings(deps);
    expect(result.listings).toBeGreaterThanOrEqual(30);
    expect(result.changed).toBeGreaterThanOrEqual(30);
    await listing!.reload();
    expect(listing!.productType).toBe(expected.productType);
    expect(listing!.calibre).toBe(expected.calibre);
    expect(listing!.boxQuantity).toBe(200);
    expect((listing!.autoClassification as { boxQuantity: number }).boxQuantity).toBe(expected.boxQuantity);
    expect(await deps.db.models.Listing.count({ where: { retailerId: r.id, productId: null } })).toBe(0);
    const product = await productById(deps.db, listing!.productId!);
    expect(product).not.toBeNull();

    const again = await reclassifyListings(deps);
    expect(again.changed).toBe(0);
    expect(again.rematched).toBe(0);
  });
});

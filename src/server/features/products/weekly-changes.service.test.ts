import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.js';
import { createTestDeps } from '../../../test/test-db.js';
import { getWeeklyChanges } from './weekly-changes.service.js';
import { addListing, addObservation, addRetailer, clearCatalogue } from '../../../test/catalogue.js';

let deps: AppDeps;
const HOUR = 60 * 60 * 1000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

beforeAll(async () => {
  deps = await createTestDeps();
});

async function listingWith(
  retailerId: number,
  title: string,
  prices: Array<[hoursAgo: number, cents: number]>,
  extra: { isGone?: boolean } = {},
) {
  const id = await addListing(deps, {
    retailerId,
    title,
    priceCents: prices.at(-1)![1],
    calibre: '.308win',
    sku: `SKU-${title}`,
    url: 'https://alpha.example.ca/p/1',
    ...extra,
  });
  for (const [h, cents] of prices) await addObservation(deps, id, cents, hoursAgo(h));
  return id;
}

describe('getWeeklyChanges', () => {
  it('is empty without observations', async () => {
    await clearCatalogue(deps);
    expect(await getWeeklyChanges(deps, { fresh: true })).toEqual([]);
  });

  it('ranks the biggest percent moves of the last 24 hours, at most 3, ignoring tiny, new, gone and inactive ones', async () => {
    await clearCatalogue(deps);
    const shop = await addRetailer(deps, { name: 'Alpha' });
    const closed = await addRetailer(deps, { name: 'Closed', isActive: false });
    await listingWith(shop, 'Drop 20%', [
      [48, 10000],
      [5, 8000],
    ]);
    const rise = await listingWith(shop, 'Rise 50%', [
      [30, 2000],
      [10, 2500],
      [2, 3000],
    ]);
    await listingWith(shop, 'Drop 10%', [
      [100, 5000],
      [1, 4500],
    ]);
    await listingWith(shop, 'Drop 5%', [
      [100, 5000],
      [1, 4750],
    ]);
    await listingWith(shop, 'Tiny 0.5%', [
      [100, 10000],
      [1, 9950],
    ]);
    await listingWith(shop, 'Brand new', [[3, 1000]]);
    await listingWith(shop, 'Old move', [
      [100, 1000],
      [30, 5000],
    ]);
    await listingWith(
      shop,
      'Gone 90%',
      [
        [100, 1000],
        [1, 100],
      ],
      { isGone: true },
    );
    await listingWith(closed, 'Inactive 90%', [
      [100, 1000],
      [1, 100],
    ]);
    const changes = await getWeeklyChanges(deps, { fresh: true });
    expect(changes.map((c) => c.productName)).toEqual(['Rise 50%', 'Drop 20%', 'Drop 10%']);
    expect(changes[0]).toEqual({
      listingId: rise,
      sku: 'SKU-Rise 50%',
      productId: null,
      productName: 'Rise 50%',
      productUrl: 'https://alpha.example.ca/p/1',
      retailerName: 'Alpha',
      calibre: '.308win',
      oldPrice: '20.00',
      newPrice: '30.00',
      absoluteChange: '10.00',
      percentChange: '50.0',
    });
    expect(changes[1]).toMatchObject({
      oldPrice: '100.00',
      newPrice: '80.00',
      absoluteChange: '-20.00',
      percentChange: '-20.0',
    });
  });

  it('serves the card from a per-process cache (the same for every visitor)', async () => {
    await clearCatalogue(deps);
    const shop = await addRetailer(deps, { name: 'Alpha' });
    await listingWith(shop, 'First move', [
      [48, 1000],
      [2, 1500],
    ]);
    const first = await getWeeklyChanges(deps);
    expect(first.map((c) => c.productName)).toEqual(['First move']);
    await listingWith(shop, 'Later move', [
      [48, 1000],
      [1, 3000],
    ]);
    expect(await getWeeklyChanges(deps)).toEqual(first);
    expect((await getWeeklyChanges(deps, { fresh: true })).map((c) => c.productName)).toEqual([
      'Later move',
      'First move',
    ]);
  });
});

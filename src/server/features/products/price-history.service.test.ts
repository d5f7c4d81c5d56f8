import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../db/models/index.js';
import type { AppDeps } from '../../deps.js';
import { createTestDeps } from '../../../test/test-db.js';
import { createCaller } from '../../trpc/app-router.js';
import { createContextInner } from '../../trpc/context.js';
import { HISTORY_TIME_ZONE } from './price-history.service.js';
import { addListing, addObservation, addProduct, addRetailer } from './test-fixtures.js';

let deps: AppDeps;
let productId: number;
let verified: User;
let unverified: User;

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
const ago = (days: number, minutes = 0) => new Date(now - days * DAY + minutes * 60_000);
const dayOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: HISTORY_TIME_ZONE }).format(d);

beforeAll(async () => {
  deps = await createTestDeps();
  const shop = await addRetailer(deps, { name: 'Alpha' });
  const other = await addRetailer(deps, { name: 'Bravo' });
  const closed = await addRetailer(deps, { name: 'Closed', isActive: false });
  productId = await addProduct(deps, {
    name: 'Federal 9mm 115gr FMJ (50)',
    productType: 'ammunition',
    calibre: '9mm',
    boxQuantity: 50,
  });
  const a = await addListing(deps, { retailerId: shop, productId, title: 'Federal 9mm 115gr', priceCents: 1800 });
  const b = await addListing(deps, { retailerId: other, productId, title: 'Federal 9mm 115 gr FMJ', priceCents: 3200 });
  const gone = await addListing(deps, {
    retailerId: other,
    productId,
    title: 'Federal 9mm old page',
    priceCents: 100,
    isGone: true,
  });
  const inactive = await addListing(deps, {
    retailerId: closed,
    productId,
    title: 'Federal 9mm closed',
    priceCents: 500,
  });
  await addObservation(deps, a, 2000, ago(10));
  await addObservation(deps, a, 1800, ago(2));
  await addObservation(deps, b, 3000, ago(3));
  await addObservation(deps, b, 2800, ago(1));
  await addObservation(deps, b, 3200, ago(1, 1));
  await addObservation(deps, gone, 100, ago(5));
  await addObservation(deps, inactive, 500, ago(4));
  verified = await deps.db.models.User.create({ email: 'v@example.ca', passwordHash: 'x', emailVerified: true });
  unverified = await deps.db.models.User.create({ email: 'u@example.ca', passwordHash: 'x', emailVerified: false });
});

const caller = (user: User | null) => createCaller(createContextInner(deps, { user }));

describe('products.priceHistory', () => {
  it('gives 7 days per day with carry-forward, intra-day lows and highs, and closing averages', async () => {
    const points = await caller(null).products.priceHistory({ id: productId, days: 7 });
    expect(points).toHaveLength(7);
    expect(points[0]!.date).toBe(dayOf(ago(6)));
    expect(points.at(-1)!.date).toBe(dayOf(new Date(now)));
    const byDay = new Map(points.map((p) => [p.date, p]));
    expect(byDay.get(dayOf(ago(6)))).toMatchObject({ avgPrice: '20.00', minPrice: '20.00', maxPrice: '20.00' });
    expect(byDay.get(dayOf(ago(3)))).toMatchObject({ avgPrice: '25.00', minPrice: '20.00', maxPrice: '30.00' });
    expect(byDay.get(dayOf(ago(2)))).toMatchObject({ avgPrice: '24.00', minPrice: '18.00', maxPrice: '30.00' });
    expect(byDay.get(dayOf(ago(1)))).toMatchObject({ avgPrice: '25.00', minPrice: '18.00', maxPrice: '32.00' });
    expect(byDay.get(dayOf(new Date(now)))).toMatchObject({ avgPrice: '25.00', minPrice: '18.00', maxPrice: '32.00' });
  });

  it('gives a verified user 30 days, starting on the first day an offer existed', async () => {
    const points = await caller(verified).products.priceHistory({ id: productId, days: 30 });
    expect(points[0]).toMatchObject({ date: dayOf(ago(10)), avgPrice: '20.00' });
    expect(points.length).toBeGreaterThanOrEqual(11);
  });

  it('refuses 30 days to visitors (401) and unverified users (403), and 90/365 days to everyone (403)', async () => {
    await expect(caller(null).products.priceHistory({ id: productId, days: 30 })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Sign in to see 30-day price history',
    });
    await expect(caller(unverified).products.priceHistory({ id: productId, days: 30 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Verify your email to access 30-day price history',
    });
    for (const days of [90, 365]) {
      await expect(caller(verified).products.priceHistory({ id: productId, days })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: '90-day and 1-year history are Pro features (coming soon)',
      });
    }
    await expect(caller(unverified).products.priceHistory({ id: productId, days: 7 })).resolves.toHaveLength(7);
  });

  it('is empty for a product without offers, and products.get names a product or says NOT_FOUND', async () => {
    const lonely = await addProduct(deps, { name: 'Nobody sells this' });
    await expect(caller(null).products.priceHistory({ id: lonely, days: 7 })).resolves.toEqual([]);
    await expect(caller(null).products.get({ id: productId })).resolves.toEqual({
      id: productId,
      name: 'Federal 9mm 115gr FMJ (50)',
      productType: 'ammunition',
      calibre: '9mm',
      manufacturer: null,
      boxQuantity: 50,
    });
    await expect(caller(null).products.get({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryTypes } from 'sequelize';
import { startSandbox, type Sandbox } from '../../src/sandbox/index.js';
import { createTestDeps } from '../../src/test/test-db.js';
import type { AppDeps } from '../../src/server/deps.js';
import { verifyPassword } from '../../src/server/features/auth/password.js';
import { getPriceHistory } from '../../src/server/features/products/price-history.service.js';
import { searchProducts } from '../../src/server/features/products/product-search.service.js';
import { productSearchInputSchema } from '../../src/shared/schemas/products.js';
import { DEMO_EMAILS, seedDemo, type SeedDemoResult } from './seed-demo.js';

let deps: AppDeps;
let sandbox: Sandbox;
let seeded: SeedDemoResult;

beforeAll(async () => {
  deps = await createTestDeps();
  sandbox = await startSandbox({ scale: 'small', seed: 5, challengeStore: true });
  seeded = await seedDemo(deps, sandbox, { passwords: { admin: 'admin-pass-1', shopper: 'shopper-pass-1' } });
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
});

const q = <T extends object>(sql: string) => deps.db.query<T>(sql, { type: QueryTypes.SELECT });

describe('seedDemo', () => {
  it('registers every sandbox storefront as a retailer and scrapes it: the challenged store blocked, every other read', async () => {
    expect(seeded.retailers).toHaveLength(sandbox.storefronts.length);
    const blocked = seeded.retailers.filter((r) => r.status !== 'completed');
    expect(blocked).toEqual([
      {
        id: expect.any(Number),
        name: 'Yukon Gold Outfitters',
        status: 'failed',
        message: expect.stringMatching(
          /^Blocked by Cloudflare: a bot challenge instead of the store page at http:\/\/127\.0\.0\.1:\d+\//,
        ),
      },
    ]);
    const magento1 = seeded.retailers.find((r) => r.name === 'Ottawa Valley Outdoors');
    expect(magento1?.message).toMatch(/^Scraped [\d,]+ offers/);
    expect(seeded.listings).toBeGreaterThan((sandbox.storefronts.length - 1) * 40);
    const results = await searchProducts(deps, productSearchInputSchema.parse({ inStock: 'true' }));
    expect(results.total).toBeGreaterThan(100);
  });

  it('backfills about 90 days of change-only history', async () => {
    const [span] = await q<{ days: number; per_listing: number }>(
      `SELECT extract(day from now() - min(observed_at))::int AS days, (count(*)::float / count(DISTINCT listing_id)) AS per_listing FROM price_observations`,
    );
    expect(span!.days).toBeGreaterThanOrEqual(89);
    expect(span!.per_listing).toBeGreaterThan(5);
    const [dupes] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT price_cents, stock_status, lag(price_cents) OVER w AS p, lag(stock_status) OVER w AS s
         FROM price_observations WINDOW w AS (PARTITION BY listing_id ORDER BY observed_at)) x
       WHERE p = price_cents AND s = stock_status`,
    );
    expect(dupes!.n).toBe(0);
    // every listing's latest observation is its current price
    const [mismatch] = await q<{ n: number }>(
      `SELECT count(*)::int AS n FROM listings l
       WHERE l.price_cents <> (SELECT po.price_cents FROM price_observations po WHERE po.listing_id = l.id ORDER BY observed_at DESC LIMIT 1)`,
    );
    expect(mismatch!.n).toBe(0);
    const [product] = await q<{ product_id: number }>(
      `SELECT product_id FROM listings WHERE product_id IS NOT NULL GROUP BY product_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const month = await getPriceHistory(deps, { emailVerified: true }, { id: product!.product_id, days: 30 });
    expect(month).toHaveLength(30);
    expect(new Set(month.map((p) => p.avgPrice)).size).toBeGreaterThan(1);
  });

  it('creates the demo accounts with working passwords', async () => {
    const admin = await deps.db.models.User.findOne({ where: { email: DEMO_EMAILS.admin } });
    const shopper = await deps.db.models.User.findOne({ where: { email: DEMO_EMAILS.shopper } });
    const unverified = await deps.db.models.User.findOne({ where: { email: DEMO_EMAILS.unverified } });
    expect(admin).toMatchObject({ isAdmin: true, emailVerified: true });
    expect(shopper).toMatchObject({ isAdmin: false, emailVerified: true });
    expect(unverified).toMatchObject({ isAdmin: false, emailVerified: false });
    expect(await verifyPassword(admin!.passwordHash, 'admin-pass-1')).toBe(true);
    expect(await verifyPassword(shopper!.passwordHash, 'shopper-pass-1')).toBe(true);
    const random = seeded.accounts.find((a) => a.email === DEMO_EMAILS.unverified)!.password;
    expect(random.length).toBeGreaterThanOrEqual(12);
    expect(await verifyPassword(unverified!.passwordHash, random)).toBe(true);
  });

  it('can run again without duplicating retailers, accounts or history', async () => {
    const [before] = await q<{ r: number; o: number; u: number }>(
      `SELECT (SELECT count(*)::int FROM retailers) r, (SELECT count(*)::int FROM price_observations WHERE observed_at < now() - interval '1 day') o, (SELECT count(*)::int FROM users) u`,
    );
    await seedDemo(deps, sandbox, { passwords: { admin: 'admin-pass-2' } });
    const [after] = await q<{ r: number; o: number; u: number }>(
      `SELECT (SELECT count(*)::int FROM retailers) r, (SELECT count(*)::int FROM price_observations WHERE observed_at < now() - interval '1 day') o, (SELECT count(*)::int FROM users) u`,
    );
    expect(after).toEqual(before);
    const admin = await deps.db.models.User.findOne({ where: { email: DEMO_EMAILS.admin } });
    expect(await verifyPassword(admin!.passwordHash, 'admin-pass-2')).toBe(true);
  }, 120_000);
});

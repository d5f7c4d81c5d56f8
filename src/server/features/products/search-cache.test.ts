import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSearchInputSchema } from '../../../shared/schemas/products.js';
import type { AppDeps } from '../../deps.js';
import { seedCatalogue } from '../admin/admin-test-support.js';
import { createTestDeps } from '../../../test/test-db.js';
import { SearchCache } from './search-cache.js';

let deps: AppDeps;
let cache: SearchCache;
beforeAll(async () => {
  deps = await createTestDeps();
  await seedCatalogue(deps.db);
  cache = new SearchCache(deps);
  await cache.start();
});
afterAll(() => cache.close());

const input = productSearchInputSchema.parse({});

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
  return check();
}

describe('per-query cache of public search', () => {
  it('answers a repeated query from memory until a committed change of listings or retailers', async () => {
    const first = await cache.search(input);
    expect(first.products[0]!.currentPrice).toBe('24.99');
    expect(await cache.search(input)).toBe(first);
    expect(await cache.search(productSearchInputSchema.parse({ sortBy: 'price-desc' }))).not.toBe(first);

    // A transaction that has not committed yet changes nothing for the cache.
    const t = await deps.db.transaction();
    await deps.db.query('UPDATE listings SET price_cents = 1999', { transaction: t });
    await new Promise((r) => setTimeout(r, 200));
    expect(await cache.search(input)).toBe(first);
    await t.commit();
    expect(await until(async () => (await cache.search(input)).products[0]!.currentPrice === '19.99')).toBe(true);

    const cached = await cache.search(input);
    await deps.db.query("UPDATE retailers SET name = 'Renamed Guns'");
    expect(await until(async () => (await cache.search(input)) !== cached)).toBe(true);
    expect((await cache.search(input)).products[0]!.retailer.name).toBe('Renamed Guns');
  });

  it('does not keep an answer computed while a change landed', async () => {
    const query = productSearchInputSchema.parse({ limit: 7 });
    const pending = cache.search(query);
    cache.invalidate();
    const answer = await pending;
    expect(await cache.search(query)).not.toBe(answer);
  });

  it('caches nothing while it cannot listen (a missed change must not leave stale answers)', async () => {
    const offline = new SearchCache(deps);
    const a = await offline.search(input);
    expect(await offline.search(input)).not.toBe(a);
  });
});

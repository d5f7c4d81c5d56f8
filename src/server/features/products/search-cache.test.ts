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

  it('shares one search between concurrent requests of the same query, unless a change lands meanwhile', async () => {
    const query = productSearchInputSchema.parse({ limit: 9 });
    const [a, b] = await Promise.all([cache.search(query), cache.search(query)]);
    expect(b).toBe(a);
    const before = cache.search(productSearchInputSchema.parse({ limit: 8 }));
    cache.invalidate();
    const after = cache.search(productSearchInputSchema.parse({ limit: 8 }));
    expect(await after).not.toBe(await before);
  });

  it('keeps finished REST bodies per URL, drops them on a change, and stays within its byte budget', async () => {
    const generation = cache.currentGeneration();
    cache.keepBody('/api/products?limit=3', generation, '{"products":[]}');
    expect(cache.body('/api/products?limit=3')?.toString()).toBe('{"products":[]}');
    cache.invalidate();
    expect(cache.body('/api/products?limit=3')).toBeUndefined();
    cache.keepBody('/api/products?limit=3', generation, '{"stale":true}'); // computed before the change
    expect(cache.body('/api/products?limit=3')).toBeUndefined();

    const small = new SearchCache(deps, 40);
    await small.start();
    small.keepBody('/a', small.currentGeneration(), 'x'.repeat(30));
    small.keepBody('/b', small.currentGeneration(), 'y'.repeat(30));
    expect([small.body('/a'), small.body('/b')?.length]).toEqual([undefined, 30]);
    await small.search(input); // an answer object far over 40 bytes is not kept
    expect(await small.search(input)).not.toBe(await small.search(input));
    await small.close();
  });

  it('caches nothing while it cannot listen (a missed change must not leave stale answers)', async () => {
    const offline = new SearchCache(deps);
    const a = await offline.search(input);
    expect(await offline.search(input)).not.toBe(a);
    offline.keepBody('/api/products', offline.currentGeneration(), '{}');
    expect(offline.body('/api/products')).toBeUndefined();
  });
});

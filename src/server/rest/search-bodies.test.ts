import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { AppDeps } from '../deps.js';
import { seedCatalogue } from '../features/admin/admin-test-support.js';
import { searchCacheOf } from '../features/products/search-cache.js';
import { createTestDeps } from '../../test/test-db.js';

let deps: AppDeps;
let app: FastifyInstance;
const logLines: string[] = [];
beforeAll(async () => {
  deps = await createTestDeps({ env: { LOG_LEVEL: 'warn' } });
  await seedCatalogue(deps.db);
  app = await buildApp(deps, { clientDir: '/nonexistent', logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(() => app.close());

const URL = '/api/products?inStock=true&sortBy=price-asc';
const HEADERS = ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options'];
const pick = (headers: Record<string, unknown>) => HEADERS.map((name) => headers[name]);

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
  return check();
}

describe('GET /api/products from kept bodies', () => {
  it('answers a repeated URL with the same bytes and headers as the first answer', async () => {
    const first = await app.inject({ url: URL });
    expect(first.statusCode).toBe(200);
    expect(first.json().products[0].currentPrice).toBe('24.99');
    expect(searchCacheOf(deps)!.body(URL)?.toString()).toBe(first.body);
    const again = await app.inject({ url: URL });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(pick(again.headers)).toEqual(pick(first.headers));
    expect(pick(again.headers)).toEqual(['application/json; charset=utf-8', 'no-store', expect.any(String), 'nosniff']);
    // answered once: the REST adapter does not run after the early answer (it would log a second reply)
    await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: URL })));
    expect(logLines).toEqual([]);
  });

  it('answers the new data once a change is committed', async () => {
    await app.inject({ url: URL });
    await deps.db.query('UPDATE listings SET price_cents = 1999');
    expect(await until(async () => (await app.inject({ url: URL })).json().products[0].currentPrice === '19.99')).toBe(
      true,
    );
    expect(searchCacheOf(deps)!.body(URL)?.toString()).toContain('19.99');
  });

  it('keeps no error answer', async () => {
    const bad = '/api/products?limit=abc';
    expect((await app.inject({ url: bad })).statusCode).toBe(400);
    expect(searchCacheOf(deps)!.body(bad)).toBeUndefined();
    expect((await app.inject({ url: bad })).statusCode).toBe(400);
  });
});

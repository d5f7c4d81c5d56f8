import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, TRPC_MAX_BATCH_SIZE } from '../app.js';
import type { AppDeps } from '../deps.js';
import { loadEnv } from '../env.js';
import { createUserWithSession } from '../../test/users.js';
import { SAME_SITE } from '../../test/http.js';
import { createTestDeps } from '../../test/test-db.js';

/** Replays of the review's transport attacks (issue 17, items 4, 6 and 7) against the real app. */
let deps: AppDeps;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  deps = await createTestDeps({ env: { LOG_LEVEL: 'info' } });
  app = await buildApp(deps, { logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(() => app.close());

const trpcInput = (json: unknown) => encodeURIComponent(JSON.stringify({ json }));

describe('ids beyond the integer range', () => {
  it('attack replay: products.get with id 99999999999 is a 400, over tRPC and REST', async () => {
    const trpc = await app.inject({ url: `/trpc/products.get?input=${trpcInput({ id: 99999999999 })}` });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.json.message).toBe('id must be a product id');
    for (const url of [
      '/api/products/99999999999/price-history',
      '/api/products?retailer=99999999999',
      '/api/products?boxQuantity=99999999999',
    ]) {
      expect([url, (await app.inject({ url })).statusCode]).toEqual([url, 400]);
    }
  });
});

describe('unexpected failures', () => {
  it('answer a generic 500 with a request id: no stack, no SQL, no parameters, in the answer or the log', async () => {
    const failure = Object.assign(new Error('relation "users_secret" does not exist'), {
      sql: "SELECT * FROM users_secret WHERE password = 'hunter2'",
      parameters: ['hunter2'],
      detail: 'Key (email)=(leak@example.com) already exists.',
    });
    const spy = vi.spyOn(deps.db, 'query').mockRejectedValue(failure);
    // searches no other test asks: the answer cache cannot answer them, whatever ran before
    const trpc = await app.inject({ url: `/trpc/products.list?input=${trpcInput({ search: 'unexpected failure' })}` });
    const rest = await app.inject({ url: '/api/products?search=unexpected+failure+rest' });
    spy.mockRestore();

    expect(trpc.statusCode).toBe(500);
    const error = trpc.json().error.json;
    expect(error.message).toMatch(/^Something went wrong on our side\. Reference: [0-9a-f-]{36}$/);
    expect(error.data.requestId).toBe(error.message.split('Reference: ')[1]);
    expect(error.data).not.toHaveProperty('stack');
    expect(rest.statusCode).toBe(500);
    expect(rest.json().message).toMatch(/^Something went wrong on our side\. Reference: /);
    for (const body of [trpc.body, rest.body]) expect(body).not.toMatch(/users_secret|hunter2|leak@|at \//);

    const log = logLines.join('');
    expect(log).toContain('relation \\"users_secret\\" does not exist');
    expect(log).toContain(error.data.requestId);
    expect(log).not.toMatch(/hunter2|leak@example/);
  });
});

describe('batches and click tracking', () => {
  it(`attack replay: a batch over ${TRPC_MAX_BATCH_SIZE} calls is refused whole, and clicks from one address are capped`, async () => {
    const before = await deps.db.models.ClickEvent.count();
    const n = 249;
    const paths = Array(n).fill('tracking.watchClick').join(',');
    const body = Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { json: { productName: 'x' } }]));
    const batch = await app.inject({
      method: 'POST',
      url: `/trpc/${paths}?batch=1`,
      payload: body,
      headers: { ...SAME_SITE, 'x-trpc-source': 'test' },
    });
    expect(batch.statusCode).toBe(400);
    expect(await deps.db.models.ClickEvent.count()).toBe(before);

    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/track/watch-click',
        remoteAddress: '10.7.7.7',
        payload: { productName: 'x' },
        headers: SAME_SITE,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
    expect(await deps.db.models.ClickEvent.count()).toBe(before + 30);
  });
});

describe('admin REST ids', () => {
  it('attack replay: a body id never overrides the path id', async () => {
    const { cookie } = await createUserWithSession(deps.db, { isAdmin: true });
    const target = await deps.db.models.Retailer.create({
      name: 'Path Target',
      url: 'https://path-target.example.ca/',
      platform: 'shopify',
    });
    const other = await deps.db.models.Retailer.create({
      name: 'Body Victim',
      url: 'https://body-victim.example.ca/',
      platform: 'shopify',
    });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/retailers/${target.id}`,
      payload: {
        id: other.id,
        name: 'Renamed',
        url: 'https://renamed.example.ca/',
        platform: 'shopify',
        scrapeIntervalHours: 6,
        isActive: true,
      },
      headers: { ...SAME_SITE, cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(target.id);
    expect((await deps.db.models.Retailer.findByPk(target.id))!.name).toBe('Renamed');
    expect((await deps.db.models.Retailer.findByPk(other.id))!.name).toBe('Body Victim');
  });
});

describe('caching of personal answers', () => {
  it('every /api and /trpc answer says no-store', async () => {
    const { cookie } = await createUserWithSession(deps.db, { isAdmin: false });
    for (const url of ['/api/user', '/trpc/auth.me', '/api/products', '/api/price-changes/weekly']) {
      const res = await app.inject({ url, headers: { cookie } });
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-store']);
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses, never blanket trust', () => {
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, loopback,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', 'loopback', '::1']);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be a hop count/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  it('attack replay: with TRUST_PROXY=1 a rotated X-Forwarded-For does not escape a per-address limit', async () => {
    const proxied = await createTestDeps({ env: { TRUST_PROXY: '1' } });
    const behindRouter = await buildApp(proxied, { logger: false });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await behindRouter.inject({
        url: '/go/retailer/999999',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
      });
      statuses.push(res.statusCode);
    }
    await behindRouter.close();
    expect(statuses.slice(0, 60)).not.toContain(429);
    expect(statuses[60]).toBe(429);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../db/models/index.js';
import { sqlRows } from '../../../db/sql.js';
import { ingestRun } from '../../../pipeline/ingest/ingest.service.js';
import { ammoOffer, createRetailer, createUser, listingOf, sessionCookie } from '../../../test/alert-fixtures.js';
import { createTestDeps } from '../../../test/test-db.js';
import { buildApp } from '../../app.js';
import type { AppDeps } from '../../deps.js';
import { createCaller } from '../../trpc/app-router.js';
import { createContextInner } from '../../trpc/context.js';
import { SAME_SITE } from '../../../test/http.js';
import { deleteAccount } from '../account/account.service.js';
import { RATE_LIMITS } from '../rate-limit/rate-limit.js';

let deps: AppDeps;
let app: Awaited<ReturnType<typeof buildApp>>;
let productId: number;

beforeAll(async () => {
  deps = await createTestDeps();
  app = await buildApp(deps, { logger: false });
  const retailerId = await createRetailer(deps);
  await ingestRun(deps, { retailerId, offers: [ammoOffer('AE1')] });
  productId = (await listingOf(deps, retailerId, 'AE1')).productId;
  return () => app.close();
});

type Person = Awaited<ReturnType<typeof createUser>> & { cookie: string };
async function person(verified = true): Promise<Person> {
  const user = await createUser(deps, { verified });
  return { ...user, cookie: await sessionCookie(deps, user.id) };
}
const trpc = (p: Person) => createCaller(createContextInner(deps, { user: p as unknown as User }));

function call(p: Person | null, method: string, url: string, body?: unknown) {
  return app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: {
      ...(method === 'GET' ? {} : { origin: SAME_SITE.origin }),
      ...(body === undefined ? {} : SAME_SITE),
      ...(p ? { cookie: p.cookie } : {}),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

describe('watches', () => {
  it('a verified user watches a product over REST and tRPC; the list shows the best offer and the rule', async () => {
    const ann = await person();
    const created = await call(ann, 'POST', '/watches', { productId, targetPricePerRoundCents: 30, backInStock: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      productId,
      targetPricePerRoundCents: 30,
      backInStock: true,
      anyDrop: false,
    });
    const list = await call(ann, 'GET', '/watches');
    expect(list.statusCode).toBe(200);
    const [entry] = list.json();
    expect(entry).toMatchObject({ id: created.json().id, best: { priceCents: 1999, inStock: true } });
    expect(entry.sparkline.at(-1)).toMatchObject({ minPriceCents: 1999 });
    // watching the same product again replaces the rule
    const again = await trpc(ann).watches.create({ productId, dropPercent: 10 });
    expect(again).toMatchObject({ id: created.json().id, dropPercent: 10, targetPricePerRoundCents: null });
    const patched = await call(ann, 'PATCH', `/watches/${again.id}`, { anyDrop: true, dropPercent: null });
    expect(patched.json()).toMatchObject({ anyDrop: true, dropPercent: null });
    // a rule with nothing on is refused and changes nothing
    const empty = await call(ann, 'PATCH', `/watches/${again.id}`, { anyDrop: false });
    expect(empty.statusCode).toBe(400);
    expect((await trpc(ann).watches.list())[0]).toMatchObject({ anyDrop: true });
  });

  it('refuses an unverified user (403) and a visitor (401), and an unknown product is a 404', async () => {
    const unverified = await person(false);
    expect((await call(unverified, 'POST', '/watches', { productId, anyDrop: true })).statusCode).toBe(403);
    await expect(trpc(unverified).watches.create({ productId, anyDrop: true })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await call(null, 'POST', '/watches', { productId, anyDrop: true })).statusCode).toBe(401);
    expect((await call(await person(), 'POST', '/watches', { productId: 999999, anyDrop: true })).statusCode).toBe(404);
    const [count] = await sqlRows<{ n: number }>(deps.db, 'SELECT count(*)::int AS n FROM watches WHERE user_id = $1', [
      unverified.id,
    ]);
    expect(count!.n).toBe(0);
  });

  it("a user can neither see nor change another user's watch: 404 over REST and tRPC", async () => {
    const owner = await person();
    const other = await person();
    const watch = await trpc(owner).watches.create({ productId, anyDrop: true });
    expect((await call(other, 'GET', '/watches')).json()).toEqual([]);
    expect((await call(other, 'PATCH', `/watches/${watch.id}`, { backInStock: true })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/watches/${watch.id}`)).statusCode).toBe(404);
    await expect(trpc(other).watches.update({ id: watch.id, backInStock: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(trpc(other).watches.delete({ id: watch.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await trpc(owner).watches.list()).toMatchObject([{ id: watch.id, anyDrop: true, backInStock: false }]);
    expect((await call(owner, 'DELETE', `/watches/${watch.id}`)).json()).toEqual({ ok: true });
    expect(await trpc(owner).watches.list()).toEqual([]);
  });

  it('rate limits creating watches per account (429 with Retry-After over REST, TOO_MANY_REQUESTS over tRPC)', async () => {
    const eager = await person();
    for (let i = 0; i < RATE_LIMITS.createWatchAccount.limit; i++)
      await trpc(eager).watches.create({ productId, anyDrop: true });
    const refused = await call(eager, 'POST', '/watches', { productId, backInStock: true });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await expect(trpc(eager).watches.create({ productId, backInStock: true })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect(await trpc(eager).watches.list()).toMatchObject([{ anyDrop: true, backInStock: false }]);
  });
});

describe('saved searches', () => {
  it('saves the search page URL query, parsed like the search page; a bad query is a 400', async () => {
    const ann = await person();
    const created = await call(ann, 'POST', '/saved-searches', {
      name: '9mm brass',
      query: '?q=federal+9mm&casing=brass&sort=ppr-asc',
      targetPricePerRoundCents: 45,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: '9mm brass', query: 'q=federal+9mm&casing=brass&sort=ppr-asc' });
    const [row] = await sqlRows<{ criteria: Record<string, unknown> }>(
      deps.db,
      'SELECT criteria FROM saved_searches WHERE id = $1',
      [created.json().id],
    );
    // the text was understood as the search understands it; the default stock filter (in stock) applies
    expect(row!.criteria).toMatchObject({
      calibre: ['9mm'],
      manufacturer: ['federal'],
      casing: ['brass'],
      inStock: true,
      productType: 'ammunition',
    });
    const bad = await call(ann, 'POST', '/saved-searches', { name: 'x', query: 'casing=plastic', newListings: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/casing/i);
    const noRule = await call(ann, 'POST', '/saved-searches', { name: 'x', query: 'q=9mm' });
    expect(noRule.statusCode).toBe(400);
    // a target that rounds to zero cents is refused, not passed on to the database's check (found by fuzzing)
    const tiny = await call(ann, 'POST', '/saved-searches', {
      name: 'x',
      query: 'q=9mm',
      targetPricePerRoundCents: 5e-324,
    });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toMatch(/targetPricePerRoundCents must be at least 0.01/);
    expect(await trpc(ann).savedSearches.list()).toHaveLength(1);
  });

  it("a user can neither see nor change another user's saved search: 404 over REST and tRPC", async () => {
    const owner = await person();
    const other = await person();
    const saved = await trpc(owner).savedSearches.create({ name: 'Mine', query: 'q=9mm', newListings: true });
    expect((await call(other, 'GET', '/saved-searches')).json()).toEqual([]);
    expect((await call(other, 'PATCH', `/saved-searches/${saved.id}`, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/saved-searches/${saved.id}`)).statusCode).toBe(404);
    await expect(trpc(other).savedSearches.delete({ id: saved.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const renamed = await call(owner, 'PATCH', `/saved-searches/${saved.id}`, { name: 'Renamed', backInStock: true });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', backInStock: true, newListings: true });
  });

  it('rate limits creating saved searches per account, and refuses unverified users', async () => {
    const eager = await person();
    for (let i = 0; i < RATE_LIMITS.createSavedSearchAccount.limit; i++)
      await trpc(eager).savedSearches.create({ name: `s${i}`, query: 'q=9mm', newListings: true });
    const refused = await call(eager, 'POST', '/saved-searches', { name: 'late', query: 'q=9mm', newListings: true });
    expect(refused.statusCode).toBe(429);
    await expect(
      trpc(eager).savedSearches.create({ name: 'late', query: 'q=9mm', newListings: true }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const unverified = await person(false);
    const res = await call(unverified, 'POST', '/saved-searches', { name: 'x', query: 'q=9mm', newListings: true });
    expect(res.statusCode).toBe(403);
  });
});

describe('alert settings and account deletion', () => {
  it('reads the defaults, saves a change, refuses a bad value', async () => {
    const ann = await person();
    expect((await call(ann, 'GET', '/alert-settings')).json()).toEqual({
      mode: 'instant',
      dailyCap: 10,
      paused: false,
    });
    const put = await call(ann, 'PUT', '/alert-settings', { mode: 'digest', dailyCap: 3, paused: true });
    expect(put.json()).toEqual({ mode: 'digest', dailyCap: 3, paused: true });
    expect((await call(ann, 'PUT', '/alert-settings', { mode: 'weekly', dailyCap: 3, paused: true })).statusCode).toBe(
      400,
    );
    expect(await trpc(ann).alertSettings.get()).toEqual({ mode: 'digest', dailyCap: 3, paused: true });
  });

  it('deleting the account deletes its watches, saved searches and settings', async () => {
    const ann = await person();
    await trpc(ann).watches.create({ productId, anyDrop: true });
    await trpc(ann).savedSearches.create({ name: 'Mine', query: 'q=9mm', newListings: true });
    await trpc(ann).alertSettings.put({ mode: 'digest', dailyCap: 5, paused: false });
    await deleteAccount(deps, ann as unknown as User);
    const [left] = await sqlRows<{ n: number }>(
      deps.db,
      `SELECT ((SELECT count(*) FROM watches WHERE user_id = $1) + (SELECT count(*) FROM saved_searches WHERE user_id = $1)
        + (SELECT count(*) FROM alert_settings WHERE user_id = $1))::int AS n`,
      [ann.id],
    );
    expect(left!.n).toBe(0);
  });
});

import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SEARCH_INPUT, type FirstAnswer } from '../../../shared/first-answers.js';
import { createTestDeps } from '../../../test/test-db.js';
import { buildApp } from '../../app.js';
import type { AppDeps } from '../../deps.js';
import { post, sessionCookieFrom } from '../../../test/http.js';
import { addListing, addProduct, addRetailer } from '../../../test/catalogue.js';

let app: Awaited<ReturnType<typeof buildApp>>;
let deps: AppDeps;

const HOSTILE_NAME = 'Eagle 9mm </script><script>alert(1)</script> \u2028 box';
const INDEX_HTML = `<!doctype html><html><head><title>Default title</title></head>
<body><div id="root"></div></body></html>`;

beforeAll(async () => {
  deps = (await createTestDeps()) as AppDeps;
  const clientDir = await mkdtemp(path.join(tmpdir(), 'perround-first-'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  app = await buildApp(deps, { clientDir, logger: false });
  const retailerId = await addRetailer(deps, { name: 'Alpha Arms' });
  const productId = await addProduct(deps, { name: HOSTILE_NAME, productType: 'ammunition', calibre: '9mm' });
  await addListing(deps, {
    retailerId,
    productId,
    title: HOSTILE_NAME,
    priceCents: 1899,
    productType: 'ammunition',
    calibre: '9mm',
    boxQuantity: 50,
  });
});
afterAll(() => app.close());

const ELEMENT = /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/;

/** The answers a page carries (null when it carries none). */
function answersIn(html: string): FirstAnswer[] | null {
  const match = ELEMENT.exec(html);
  return match ? superjson.parse<FirstAnswer[]>(match[1]!) : null;
}

describe('the first answers inside the page', () => {
  it('answers the default search, the retailers and the visitor on a bare /, as the procedures would', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const answers = answersIn(res.body)!;
    expect(answers.map((a) => a.path)).toEqual(['auth.me', 'products.list', 'retailers.list']);
    expect(answers[0]!.data).toBeNull();
    const list = answers[1]!;
    expect(list.input).toEqual(FIRST_SEARCH_INPUT);
    const direct = await app.inject({
      method: 'GET',
      url: `/trpc/products.list?input=${encodeURIComponent(JSON.stringify({ json: FIRST_SEARCH_INPUT }))}`,
    });
    expect(list.data).toEqual(superjson.deserialize(JSON.parse(direct.body).result.data));
    expect((answers[2]!.data as Array<{ name: string }>).map((r) => r.name)).toEqual(['Alpha Arms']);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps scraped text from closing the element, and gives it back intact', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    const data = answersIn(res.body)![1]!.data as { products: Array<{ name: string }> };
    expect(data.products.map((p) => p.name)).toContain(HOSTILE_NAME);
  });

  it('answers only the visitor when the search is in the query string or the page is static', async () => {
    for (const url of ['/?q=eagle', '/privacy']) {
      const answers = answersIn((await app.inject({ method: 'GET', url })).body)!;
      expect(answers.map((a) => a.path)).toEqual(['auth.me']);
    }
    const landing = answersIn((await app.inject({ method: 'GET', url: '/landing' })).body)!;
    expect(landing.map((a) => a.path)).toEqual(['auth.me', 'site.landingStats']);
    const missing = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(answersIn(missing.body)).toBeNull();
  });

  it("carries the signed-in user's own account, and then no cache may keep the page", async () => {
    const reg = await post(app, '/api/register', {
      email: 'first@example.com',
      password: 'first answers 1',
      agreeToTerms: true,
    });
    const cookie = sessionCookieFrom(reg)!;
    const res = await app.inject({ method: 'GET', url: '/account', headers: { cookie } });
    const me = answersIn(res.body)![0]!;
    expect(me).toMatchObject({ path: 'auth.me', data: { email: 'first@example.com' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/privacy' });
    const res = await app.inject({ method: 'GET', url: '/privacy', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/server/deps.js';
import { sessionCookieName } from '../src/server/plugins/auth.js';
import { PAGE_META } from '../src/shared/site-pages.js';
import { addListing, addProduct, addRetailer } from '../src/test/catalogue.js';
import { launchChromium } from '../src/test/chromium.js';
import { startTestServer } from '../src/test/app-server.js';
import { createUserWithSession } from '../src/test/users.js';

/**
 * The build purges Bootstrap's stylesheet of the rules no page uses (vite.config.ts). A class react-bootstrap builds
 * at run time and the purge did not keep would silently unstyle something: every Bootstrap rule made only of classes
 * the pages put in the DOM (signed out and as an admin, on a phone and a desktop) must still be in the built CSS.
 * The themes change variables, not classes.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
let browser: Browser;
let baseUrl: string;
let deps: AppDeps;

/** Each selector of a stylesheet as the class names it needs (declaration blocks removed, so `0.5rem` is none). */
function selectorClasses(css: string): string[][] {
  return css
    .replace(/\{[^{}]*\}/g, ',')
    .split(',')
    .map((selector) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!))
    .filter((classes) => classes.length > 0);
}

const bootstrapSelectors = () =>
  selectorClasses(readFileSync(createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.css'), 'utf8'));

function builtClasses() {
  const dir = path.join(ROOT, 'dist/client/assets');
  const files = readdirSync(dir).filter((f) => f.endsWith('.css'));
  if (files.length === 0) throw new Error('dist/client has no CSS: run `npm run build` first');
  return new Set(selectorClasses(files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n')).flat());
}

beforeAll(async () => {
  ({ baseUrl, deps } = await startTestServer());
  const retailerId = await addRetailer(deps, { name: 'Alpha Arms', lastScrapeAt: new Date() });
  const values = { productType: 'ammunition', calibre: '9mm', boxQuantity: 50 };
  const productId = await addProduct(deps, { name: 'Federal 9mm Luger 115gr FMJ', ...values });
  const title = 'Federal 9mm Luger 115gr FMJ 50 rounds';
  await addListing(deps, {
    retailerId,
    title,
    priceCents: 1899,
    productId,
    url: 'https://shop.example.ca/1',
    ...values,
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Every class on the page now, after what it draws once it settles. */
async function pageClasses(page: Page, route: string): Promise<string[]> {
  await page.goto(baseUrl + route);
  await page.waitForLoadState('networkidle');
  return domClasses(page);
}

const domClasses = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[class]')].flatMap((el) => [...el.classList]));

async function classesSeen(signedIn: boolean, width: number): Promise<Set<string>> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  if (signedIn) {
    const { token } = await createUserWithSession(deps.db, { isAdmin: true });
    await context.addCookies([{ name: sessionCookieName(deps), value: token, url: baseUrl }]);
  }
  const page = await context.newPage();
  const seen = new Set<string>();
  const routes = [...Object.keys(PAGE_META), '/no-such-page'].filter((r) => signedIn || r !== '/admin');
  for (const route of routes) (await pageClasses(page, route)).forEach((c) => seen.add(c));
  // what opens on demand: the extra filters (a fold-out, an offcanvas on a phone)
  await pageClasses(page, '/');
  await page.getByRole('button', { name: 'More Filters' }).click();
  await page.waitForTimeout(500);
  (await domClasses(page)).forEach((c) => seen.add(c));
  await context.close();
  return seen;
}

describe('the purged Bootstrap stylesheet', () => {
  it('keeps every Bootstrap rule whose classes the pages use', async () => {
    const built = builtClasses();
    const seen = new Set<string>();
    for (const signedIn of [false, true])
      for (const width of [375, 1280]) (await classesSeen(signedIn, width)).forEach((c) => seen.add(c));
    const selectors = bootstrapSelectors();
    expect(selectors.filter((classes) => classes.every((c) => built.has(c))).length).toBeLessThan(selectors.length);
    // A rule that can match what the pages draw (all its classes are on them) lost one of its classes in the purge.
    const purged = selectors.filter(
      (classes) => classes.every((c) => seen.has(c)) && classes.some((c) => !built.has(c)),
    );
    expect(purged.map((classes) => classes.join(' '))).toEqual([]);
  }, 600_000);
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/server/deps.js';
import { createSession, generateSessionToken } from '../src/server/features/auth/session.js';
import { addListing, addProduct, addRetailer } from '../src/server/features/products/test-fixtures.js';
import { sessionCookieName } from '../src/server/plugins/auth.js';
import { PAGE_META } from '../src/shared/site-pages.js';
import { launchChromium } from './support/browser.js';
import { startTestServer } from './support/server.js';

/** The site on a 375 px phone (issue 15): results as cards, extra filters in an offcanvas, nothing scrolls sideways. */
let browser: Browser;
let baseUrl: string;
let deps: AppDeps;
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

beforeAll(async () => {
  ({ baseUrl, deps } = await startTestServer());
  const alpha = await addRetailer(deps, { name: 'Alpha Arms With A Rather Long Store Name', lastScrapeAt: new Date() });
  const beta = await addRetailer(deps, { name: 'Beta Outdoors', lastScrapeAt: new Date() });
  const listing = async (
    retailerId: number,
    title: string,
    priceCents: number,
    values: { productType: string; calibre?: string; boxQuantity?: number; accessoryCategory?: string },
  ) => {
    const productId = await addProduct(deps, { name: title, ...values });
    await addListing(deps, {
      retailerId,
      title,
      priceCents,
      productId,
      url: `https://shop.example.ca/${productId}`,
      ...values,
    });
  };
  await listing(alpha, 'Federal American Eagle 9mm Luger 115gr FMJ 50 rounds', 1899, {
    productType: 'ammunition',
    calibre: '9mm',
    boxQuantity: 50,
  });
  await listing(beta, 'Federal Premium .308 Win 150gr Soft Point, 20 rounds', 3299, {
    productType: 'ammunition',
    calibre: '.308win',
    boxQuantity: 20,
  });
  await listing(beta, 'Supercalifragilisticexpialidocious-scope-mount-without-spaces-anywhere', 8999, {
    productType: 'accessory',
    accessoryCategory: 'mounts',
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function adminContext(): Promise<BrowserContext> {
  const user = await deps.db.models.User.create({
    email: `admin${Date.now()}@example.ca`,
    passwordHash: 'not-a-real-hash',
    emailVerified: true,
    isAdmin: true,
  });
  const token = generateSessionToken();
  await createSession(deps.db, token, user.id);
  const context = await browser.newContext(PHONE);
  await context.addCookies([{ name: sessionCookieName(deps), value: token, url: baseUrl }]);
  return context;
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a 375 px phone', () => {
  it('shows results as cards with the price per round first', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(baseUrl);
    const card = page.locator('table.pr-results tbody tr:not([data-testid="skeleton-row"])').first();
    await card.waitFor();
    expect(await card.evaluate((el) => getComputedStyle(el).display)).toBe('grid');
    // The column headings are for screen readers only; every card fits the screen.
    expect(
      await page.locator('table.pr-results thead').evaluate((el) => el.getBoundingClientRect().width),
    ).toBeLessThanOrEqual(1);
    const box = await card.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await card.locator('td[data-label="Price/Round"]').textContent()).toBe('$0.380');
    expect(await card.getByRole('link', { name: 'Alpha Arms With A Rather Long Store Name' }).isVisible()).toBe(true);
    expect(await card.getByText('In Stock').isVisible()).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('opens the extra filters in an offcanvas panel and applies them from there', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(baseUrl);
    await page.locator('table.pr-results tbody .pr-product-name').first().waitFor();
    await page.getByRole('button', { name: 'More Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'More Filters' });
    await panel.waitFor();
    expect(await panel.evaluate((el) => el.classList.contains('offcanvas'))).toBe(true);
    await panel.getByLabel('Calibre', { exact: true }).selectOption({ label: '.308 Win' });
    const response = page.waitForResponse((r) => r.url().includes('products.list'));
    await panel.getByRole('button', { name: 'Apply Filters' }).click();
    await response;
    await panel.waitFor({ state: 'hidden' });
    await page.getByText('Showing 1 of 1 results across all retailers').waitFor();
    expect(await page.locator('table.pr-results tbody .pr-product-name').allTextContents()).toEqual([
      'Federal Premium .308 Win 150gr Soft Point, 20 rounds',
    ]);
    await context.close();
  });

  it('never scrolls sideways, on any route, signed out', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    // /admin signed out sends the browser to sign in (SPEC §7); the admin test below covers it signed in.
    for (const route of [...Object.keys(PAGE_META).filter((r) => r !== '/admin'), '/no-such-page']) {
      await page.goto(baseUrl + route);
      await page.waitForLoadState('networkidle');
      await page
        .locator('#root h1')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => expect.fail(`no heading on ${route}`));
      expect({ route, overflow: await sidewaysOverflow(page) }).toEqual({ route, overflow: 0 });
    }
    await context.close();
  });

  it('keeps the admin tables in their own keyboard-reachable scroll areas', async () => {
    const context = await adminContext();
    const page = await context.newPage();
    for (const route of ['/admin', '/account']) {
      await page.goto(baseUrl + route);
      await page.waitForLoadState('networkidle');
      expect({ route, overflow: await sidewaysOverflow(page) }).toEqual({ route, overflow: 0 });
    }
    await page.goto(`${baseUrl}/admin`);
    const area = page.getByRole('region', { name: 'Retailers' });
    await area.waitFor();
    expect(await area.getAttribute('tabindex')).toBe('0');
    await area.focus();
    await page.keyboard.press('ArrowRight');
    expect(await area.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/server/deps.js';
import { addListing, addObservation, addProduct, addRetailer, clearCatalogue } from '../src/test/catalogue.js';
import { launchChromium } from '../src/test/chromium.js';
import { startTestServer } from '../src/test/app-server.js';

/**
 * Issue 13 in Chromium against the built app: the shopper's question ('cheapest 9mm per round, in stock'),
 * grouped rows with offers and badges, the search kept in the URL (Back, shared chart links) and paging to the end.
 */
let browser: Browser;
let baseUrl: string;
let deps: AppDeps;
let eagleProduct: number;
const EAGLE = 'Federal American Eagle 9mm Luger 115gr FMJ 50rd';
const DAY = 24 * 3_600_000;

async function seed(d: AppDeps) {
  await clearCatalogue(d);
  const now = Date.now();
  const alpha = await addRetailer(d, { name: 'Alpha Arms', lastScrapeAt: new Date(now - 3_600_000) });
  const beta = await addRetailer(d, { name: 'Beta Outdoors', lastScrapeAt: new Date(now - 3_600_000) });
  const ammo = { productType: 'ammunition', calibre: '9mm', grain: 115, bulletType: 'FMJ' } as const;
  // The cheapest box per round is at two stores; its price today is its lowest in 30 days.
  eagleProduct = await addProduct(d, { name: EAGLE, productType: 'ammunition', calibre: '9mm', boxQuantity: 50 });
  const eagle = { ...ammo, manufacturer: 'federal', boxQuantity: 50, productId: eagleProduct };
  const a = await addListing(d, {
    ...eagle,
    retailerId: alpha,
    title: 'Federal American Eagle 9x19 115gr FMJ - 50 Rounds',
    priceCents: 1400,
  });
  const b = await addListing(d, {
    ...eagle,
    retailerId: beta,
    title: 'American Eagle 9mm Luger 115 Grain FMJ (50)',
    priceCents: 1500,
    lastSeenAt: new Date(now - 5 * 3_600_000),
  });
  for (let day = 40; day >= 1; day--) {
    await addObservation(d, a, 1450 + (day % 4) * 50, new Date(now - day * DAY));
    await addObservation(d, b, 1550 + (day % 3) * 40, new Date(now - day * DAY));
  }
  await addObservation(d, a, 1400, new Date(now - 3_600_000));
  // A dearer 25-round box that a price sort would put first, brushes and a pistol that must step aside.
  await addListing(d, {
    ...ammo,
    retailerId: alpha,
    manufacturer: 'ppu',
    title: 'PPU 9mm Luger 115gr FMJ 25 Rounds',
    priceCents: 1300,
    boxQuantity: 25,
  });
  await addListing(d, {
    retailerId: alpha,
    productType: 'accessory',
    accessoryCategory: 'cleaning',
    title: '9mm Bore Brush',
    priceCents: 299,
  });
  await addListing(d, {
    retailerId: beta,
    productType: 'firearm',
    calibre: '9mm',
    manufacturer: 'glock',
    title: 'Glock 19 Gen 5 9mm Pistol',
    priceCents: 89999,
  });
  // 60 more 9mm boxes, each its own product: four pages of products.
  for (let i = 1; i <= 60; i++) {
    const productId = await addProduct(d, {
      name: `Bulk 9mm Lot ${i}`,
      productType: 'ammunition',
      calibre: '9mm',
      boxQuantity: 100,
    });
    await addListing(d, {
      ...ammo,
      retailerId: i % 2 ? alpha : beta,
      productId,
      manufacturer: 'cci',
      title: `CCI Blazer 9mm 115gr Lot ${i} 100 Rounds`,
      priceCents: 3000 + i * 50,
      boxQuantity: 100,
    });
  }
}

const groupRows = (page: Page) => page.locator('table.pr-results tbody tr:not([data-testid="skeleton-row"])');

async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  const response = page.waitForResponse((r) => r.url().includes('products.list'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await response;
}

beforeAll(async () => {
  ({ baseUrl, deps } = await startTestServer());
  await seed(deps);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("the shopper's question", () => {
  it('9x19 finds the cheapest 9mm per round first, one row per product with its offers, badge and freshness', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl);
    await searchFor(page, '9x19');
    await page.getByText('Showing 20 of 62 products across all retailers').waitFor();
    const first = groupRows(page).first();
    expect(await first.locator('.pr-product-name').textContent()).toBe(EAGLE);
    expect(await first.locator('td[data-label="From"]').textContent()).toBe('$0.280/rd');
    await first.getByText('Lowest in 30 days').waitFor();
    const offers = first.getByRole('list', { name: `Offers for ${EAGLE}` }).getByRole('listitem');
    expect(await offers.count()).toBe(2);
    expect(await offers.nth(0).textContent()).toMatch(/^Alpha Arms\$14\.00\$0\.280\/rdIn Stockprice seen just now$/);
    expect(await offers.nth(1).textContent()).toContain('price seen 5 hours ago');
    const names = await page.locator('table.pr-results tbody .pr-product-name').allTextContents();
    // The $13.00 box of 25 is the cheapest box but the dearest per round ($0.520): it comes last, not first.
    expect(names[1]).toBe('Bulk 9mm Lot 1');
    expect(names).not.toContain('PPU 9mm Luger 115gr FMJ 25 Rounds');
    expect(names.some((n) => /Brush|Pistol/.test(n))).toBe(false);
    expect(page.url()).toContain('q=9x19');
    // The switch back to single listings: one row per store listing, still cheapest per round first.
    // click, not uncheck(): the switch re-renders while the listing view loads, so its state is read after the load
    await page.getByRole('checkbox', { name: 'One row per product' }).click();
    await page.getByText('Showing 20 of 63 results across all retailers').waitFor();
    expect(page.url()).toContain('view=listing');
    expect(await page.getByRole('checkbox', { name: 'One row per product' }).isChecked()).toBe(false);
    await page.close();
  });

  it('Back restores a search after leaving the page', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl);
    await searchFor(page, '9mm');
    const pager = page.getByRole('navigation', { name: 'Search results pages' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await pager.getByText('Showing 21 to 40 of 62 results').waitFor();
    await page.getByRole('link', { name: 'Contact Us' }).first().click();
    await page.waitForURL(/\/contact/);
    await page.goBack();
    await pager.getByText('Showing 21 to 40 of 62 results').waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('9mm');
    expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.goBack();
    await pager.getByText('Showing 1 to 20 of 62 results').waitFor();
    await page.close();
  });

  it('pages to the last page through its own button', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/?q=9mm`);
    const pager = page.getByRole('navigation', { name: 'Search results pages' });
    await pager.getByText('Showing 1 to 20 of 62 results').waitFor();
    await pager.getByRole('button', { name: 'Page 4' }).click();
    await pager.getByText('Showing 61 to 62 of 62 results').waitFor();
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(page.url()).toContain('page=4');
    await page.close();
  });

  it('a shared history link opens the same search, scrolled to its chart', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?q=9mm&product=${eagleProduct}&chart=history`);
    const card = page.getByRole('region', { name: 'Price History' });
    await card.getByText('7-Day Low').waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById('price-history')?.getBoundingClientRect().top;
      return top !== undefined && top >= -5 && top < window.innerHeight / 2;
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('9mm');
    await context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../src/sandbox/index.js';
import type { ProductGroup, ProductListResponse } from '../src/shared/schemas/products.js';
import { seedDemo } from '../scripts/demo/seed-demo.js';
import { launchChromium } from '../src/test/chromium.js';
import { startTestServer } from '../src/test/app-server.js';
import { sqlRows } from '../src/db/sql.js';
import type { AppDeps } from '../src/server/deps.js';

/**
 * Issue 13 in Chromium on the demo (the sandbox catalogue after a real scrape and backfilled history, as
 * `npm run demo` makes it): the shopper's question ('cheapest 9mm per round, in stock'), grouped rows with their
 * offers and badges, the search kept in the URL (Back, shared chart links) and paging to the last page.
 * The demo's history is a random walk, so what a page must show is read from the REST API (the same search the
 * page sends), and the page is checked against it and against the rules (cheapest per round first).
 */
let browser: Browser;
let baseUrl: string;
let sandbox: Sandbox;

/** What the browse page asks for `?q=TEXT` (in stock, grouped when ammunition, facets, 20 a page). */
const pageQuery = (text: string, page = 1) =>
  `search=${encodeURIComponent(text)}&inStock=true&group=auto&facets=true&limit=20&page=${page}`;

async function api(query: string): Promise<ProductListResponse> {
  const res = await fetch(`${baseUrl}/api/products?${query}`);
  const body = await res.text();
  expect(res.status, body).toBe(200);
  try {
    return JSON.parse(body) as ProductListResponse;
  } catch {
    throw new Error(`GET /api/products?${query}: ${res.status} ${JSON.stringify(body.slice(0, 200))}`);
  }
}

/** Every grouped row of the ammunition in stock, page after page (a few hundred products on the demo). */
async function allAmmunition(): Promise<Array<{ group: ProductGroup; page: number }>> {
  const found: Array<{ group: ProductGroup; page: number }> = [];
  for (let page = 1; ; page++) {
    const answer = await api(`productType=ammunition&inStock=true&group=auto&facets=true&limit=20&page=${page}`);
    found.push(...(answer.groups ?? []).map((group) => ({ group, page })));
    if (page >= answer.totalPages) return found;
  }
}

const groupRows = (page: Page) => page.locator('table.pr-results tbody tr:not([data-testid="skeleton-row"])');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Search results pages' });
const perRound = (text: string | null) => Number(/^\$(\d+\.\d+)\/rd$/.exec(text ?? '')?.[1] ?? NaN);

async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  const response = page.waitForResponse((r) => r.url().includes('products.list'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await response;
}

/**
 * The demo's random walk rarely leaves a product with several offers at its 30-day low (the low is the least of
 * every offer's month), so one such product gets a history no cheaper than today: its badge is then certain.
 */
async function makeOneProductCheapestIn30Days(deps: AppDeps) {
  const [product] = await sqlRows<{ product_id: number }>(
    deps.db,
    `SELECT product_id FROM listings
     WHERE product_type = 'ammunition' AND NOT is_gone AND product_id IS NOT NULL
     GROUP BY product_id
     HAVING count(*) > 1 AND bool_and(stock_status = 'in_stock' AND ppr_guard IS NULL AND box_quantity > 0)
     ORDER BY product_id LIMIT 1`,
  );
  expect(product, 'the demo has an ammunition product with several offers, all in stock').toBeDefined();
  await sqlRows(
    deps.db,
    `UPDATE price_observations po SET price_cents = greatest(po.price_cents, l.price_cents)
     FROM listings l
     WHERE po.listing_id = l.id AND l.product_id = $1 AND po.observed_at < now() - interval '1 hour'`,
    [product!.product_id],
  );
}

beforeAll(async () => {
  sandbox = await startSandbox();
  const server = await startTestServer();
  baseUrl = server.baseUrl;
  // 40 days: badges need history older than 30 days (lows of a product first seen last week mean nothing).
  await seedDemo(server.deps, sandbox, { historyDays: 40 });
  await makeOneProductCheapestIn30Days(server.deps);
  browser = await launchChromium();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

describe("the shopper's question, on the demo", () => {
  it('9x19 finds the 9mm ammunition, cheapest per round first, one row per product with offers and freshness', async () => {
    const expected = await api(pageQuery('9x19'));
    expect(expected.understood?.calibre).toEqual(['9mm']);
    expect(expected.total).toBeGreaterThan(20);
    const page = await browser.newPage();
    await page.goto(baseUrl);
    await searchFor(page, '9x19');
    await page.getByText(`Showing 20 of ${expected.total} products across all retailers`).waitFor();
    expect(page.url()).toContain('q=9x19');
    const names = await page.locator('table.pr-results tbody .pr-product-name').allTextContents();
    expect(names).toEqual(expected.groups!.map((g) => g.name));
    // cheapest per round first: the 'From' column never goes down, and every row is a box of known count
    const from = (await page.locator('table.pr-results tbody td[data-label="From"]').allTextContents()).map(perRound);
    expect(from.every((ppr, i) => Number.isFinite(ppr) && (i === 0 || ppr >= from[i - 1]!))).toBe(true);
    expect(names.some((n) => /brush|pistol|magazine|holster/i.test(n))).toBe(false);
    // each row lists its offers, cheapest per round first, each saying how long ago its price was seen
    const first = groupRows(page).first();
    const offers = first.getByRole('list', { name: `Offers for ${names[0]}` }).getByRole('listitem');
    expect(await offers.count()).toBe(expected.groups![0]!.offers.length);
    expect(await offers.nth(0).textContent()).toContain(`$${expected.groups![0]!.offers[0]!.pricePerRound}/rd`);
    expect(await offers.nth(0).textContent()).toMatch(/price seen (just now|\d+ (minute|hour)s? ago)$/);
    // the switch back to single listings: one row per store listing
    const listings = await api(pageQuery('9x19').replace('group=auto', 'group=listing'));
    await page.getByRole('checkbox', { name: 'One row per product' }).click();
    await page.getByText(`Showing 20 of ${listings.total} results across all retailers`).waitFor();
    expect(page.url()).toContain('view=listing');
    await page.close();
  });

  it('a product with several offers shows them all, and its price badge', async () => {
    // one product was given a history no cheaper than today (beforeAll); others may have badges by chance
    const groups = await allAmmunition();
    const badged = groups.find(({ group }) => group.badge !== null && group.offers.length > 1);
    expect(badged, 'the demo has an ammunition product with several offers and a price badge').toBeDefined();
    const { group, page: number } = badged!;
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/?productType=ammunition&page=${number}`);
    const row = groupRows(page).filter({ has: page.getByText(group.name, { exact: true }) });
    await row.waitFor();
    const badgeText = group.badge === 'low-30' ? 'Lowest in 30 days' : 'Near 90-day low';
    await row.getByText(badgeText).waitFor();
    const offers = row.getByRole('list', { name: `Offers for ${group.name}` }).getByRole('listitem');
    expect(await offers.count()).toBe(group.offers.length);
    const shown = await offers.allTextContents();
    group.offers.forEach((offer, i) => expect(shown[i]).toContain(offer.retailer.name));
    await page.close();
  });

  it('Back restores a search after leaving the page', async () => {
    const { total } = await api(pageQuery('9mm'));
    const secondPage = `Showing 21 to ${Math.min(40, total)} of ${total} results`;
    const page = await browser.newPage();
    await page.goto(baseUrl);
    await searchFor(page, '9mm');
    await pager(page).getByRole('button', { name: 'Page 2' }).click();
    await pager(page).getByText(secondPage).waitFor();
    await page.getByRole('link', { name: 'Contact Us' }).first().click();
    await page.waitForURL(/\/contact/);
    await page.goBack();
    await pager(page).getByText(secondPage).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('9mm');
    expect(await pager(page).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.goBack();
    await pager(page).getByText(`Showing 1 to 20 of ${total} results`).waitFor();
    await page.close();
  });

  it('pages from the first page straight to the last through its own button', async () => {
    // the whole demo catalogue in stock: far more pages than the window around the current one shows
    const { total, totalPages } = await api('inStock=true&group=auto&facets=true&limit=20&page=1');
    expect(totalPages).toBeGreaterThan(7);
    const page = await browser.newPage();
    await page.goto(baseUrl);
    await pager(page).getByText(`Showing 1 to 20 of ${total} results`).waitFor();
    expect(await pager(page).getByRole('button', { name: 'Page 6' }).count()).toBe(0);
    await pager(page)
      .getByRole('button', { name: `Page ${totalPages}` })
      .click();
    await pager(page)
      .getByText(`Showing ${(totalPages - 1) * 20 + 1} to ${total} of ${total} results`)
      .waitFor();
    expect(await pager(page).getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(page.url()).toContain(`page=${totalPages}`);
    await page.close();
  });

  it('a shared history link opens the same search, scrolled to its chart', async () => {
    const { groups } = await api(pageQuery('9mm'));
    const product = groups!.find((g) => g.productId !== null)!;
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?q=9mm&product=${product.productId}&chart=history`);
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

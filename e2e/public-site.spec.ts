import type { Browser, BrowserContext, Page } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/server/deps.js';
import { createSession, generateSessionToken } from '../src/server/features/auth/session.js';
import { sessionCookieName } from '../src/server/plugins/auth.js';
import { addListing, addObservation, addProduct, addRetailer, clearCatalogue } from '../src/test/catalogue.js';
import { launchChromium } from '../src/test/chromium.js';
import { startTestServer } from '../src/test/app-server.js';

/**
 * The public site of SPEC §2 walked in Chromium against the built app (`npx vite build` first) on a seeded
 * catalogue: search with each filter, sort, paginate, price history by auth state, share link, weekly changes,
 * retailer status, toasts, theme, static pages and the 404 page.
 */
let browser: Browser;
let baseUrl: string;
let deps: AppDeps;
let aeProductId: number;
const AE_NAME = 'Federal American Eagle 9mm Luger 115gr FMJ';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

async function seedCatalogue(d: AppDeps) {
  await clearCatalogue(d);
  const now = Date.now();
  const alpha = await addRetailer(d, { name: 'Alpha Arms', lastScrapeAt: new Date(now - HOUR) });
  const beta = await addRetailer(d, { name: 'Beta Outdoors', lastScrapeAt: new Date(now - 2 * HOUR) });
  const gamma = await addRetailer(d, { name: 'Gamma Sports', lastScrapeAt: null });
  await addRetailer(d, { name: 'Broken Shop', errorCount: 5, lastScrapeAt: new Date(now - HOUR) });
  const fillers: number[] = [];
  for (let i = 1; i <= 9; i++)
    fillers.push(
      await addRetailer(d, { name: `Store ${String(i).padStart(2, '0')}`, lastScrapeAt: new Date(now - 30 * 60_000) }),
    );

  // One product at two retailers, with 40 days of daily prices (so 7 and 30 days differ).
  aeProductId = await addProduct(d, { name: AE_NAME, productType: 'ammunition', calibre: '9mm', boxQuantity: 50 });
  const ae = {
    productId: aeProductId,
    productType: 'ammunition',
    calibre: '9mm',
    manufacturer: 'federal',
    boxQuantity: 50,
    sku: 'AE9DP',
  };
  const aeAlpha = await addListing(d, {
    ...ae,
    retailerId: alpha,
    title: AE_NAME,
    priceCents: 1899,
    url: 'https://alpha.example.ca/ae9dp',
  });
  const aeBeta = await addListing(d, {
    ...ae,
    retailerId: beta,
    title: `${AE_NAME} (Beta)`,
    priceCents: 1949,
    url: 'https://beta.example.ca/ae9dp',
  });
  for (let day = 40; day >= 1; day--) {
    await addObservation(d, aeAlpha, 1899 + (day % 5) * 60, new Date(now - day * DAY));
    await addObservation(d, aeBeta, 1949 + (day % 3) * 80, new Date(now - day * DAY));
  }
  await addObservation(d, aeAlpha, 1899, new Date(now - 3 * HOUR));
  await addObservation(d, aeBeta, 1949, new Date(now - 3 * HOUR));

  const single = async (retailerId: number, name: string, values: Record<string, unknown>, priceCents: number) => {
    const productId = await addProduct(d, {
      name,
      productType: values.productType as string,
      calibre: values.calibre as string,
      boxQuantity: values.boxQuantity as number,
    });
    return addListing(d, {
      retailerId,
      title: name,
      priceCents,
      productId,
      url: `https://shop.example.ca/${productId}`,
      ...values,
    });
  };
  await single(
    alpha,
    'Hornady Critical Defense .223 Rem 55gr',
    { productType: 'ammunition', calibre: '.223rem', manufacturer: 'hornady', boxQuantity: 20, sku: 'HCD223' },
    3299,
  );
  await single(
    gamma,
    'Ruger 10/22 Carbine',
    { productType: 'firearm', calibre: '.22lr', manufacturer: 'ruger' },
    44900,
  );
  await single(beta, 'Vortex Crossfire Red Dot', { productType: 'accessory', accessoryCategory: 'optics' }, 19999);
  await single(
    alpha,
    'Magpul PMAG 30 AR/M4 Gen M3',
    { productType: 'accessory', accessoryCategory: 'magazines' },
    2499,
  );
  await single(
    beta,
    'Winchester Super-X 12 Gauge Buckshot',
    {
      productType: 'ammunition',
      calibre: '12ga',
      manufacturer: 'winchester',
      boxQuantity: 100,
      stockStatus: 'out_of_stock',
    },
    5499,
  );
  const remington = await single(
    alpha,
    'Remington Core-Lokt .308 Win 150gr',
    { productType: 'ammunition', calibre: '.308win', manufacturer: 'remington', boxQuantity: 20 },
    2650,
  );
  await addObservation(d, remington, 3000, new Date(now - 2 * DAY));
  await addObservation(d, remington, 2650, new Date(now - 2 * HOUR));
  for (let i = 1; i <= 42; i++) {
    await single(
      fillers[0],
      `CCI Blazer Brass 9mm Case Lot ${i}`,
      { productType: 'ammunition', calibre: '9mm', manufacturer: 'cci', boxQuantity: 1000 },
      30000 + i * 100,
    );
  }
}

async function signedInContext(emailVerified: boolean): Promise<BrowserContext> {
  const user = await deps.db.models.User.create({
    email: `user${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.ca`,
    passwordHash: 'not-a-real-hash',
    emailVerified,
  });
  const token = generateSessionToken();
  await createSession(deps.db, token, user.id);
  const context = await browser.newContext();
  await context.addCookies([{ name: sessionCookieName(deps), value: token, url: baseUrl }]);
  return context;
}

const rows = (page: Page) => page.locator('table.pr-results tbody tr:not([data-testid="skeleton-row"])');
const productNames = (page: Page) => page.locator('table.pr-results tbody .pr-product-name').allTextContents();

async function openBrowse(page: Page, path = '/') {
  await page.goto(`${baseUrl}${path}`);
  await rows(page).first().waitFor();
}

/** Presses Search and waits for the list request it causes. */
async function search(page: Page) {
  const response = page.waitForResponse((r) => r.url().includes('products.list'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await response;
  await page.locator('[data-testid="skeleton-row"]').first().waitFor({ state: 'detached' });
}

async function openMoreFilters(page: Page) {
  await page.getByRole('button', { name: 'More Filters' }).click();
  await page.getByLabel('Sort By').waitFor();
}

const toastText = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' }).textContent();

beforeAll(async () => {
  ({ baseUrl, deps } = await startTestServer());
  await seedCatalogue(deps);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('browse page: search and filters', () => {
  it('searches once on load with the defaults: in stock only, cheapest first, 20 a page', async () => {
    const page = await browser.newPage();
    await openBrowse(page);
    await page.getByRole('heading', { name: 'Search Firearms, Ammunition & Accessories' }).waitFor();
    const names = await productNames(page);
    expect(names).toHaveLength(20);
    expect(names[0]).toBe(AE_NAME);
    expect(names).not.toContain('Winchester Super-X 12 Gauge Buckshot');
    await page.getByText('Showing 20 of 49 results across all retailers').waitFor();
    await page.getByText(/^Last updated: /).waitFor();
    const first = rows(page).first();
    expect(await first.locator('td[data-label="Price"]').textContent()).toBe('$18.99');
    expect(await first.locator('td[data-label="Price/Round"]').textContent()).toBe('$0.380');
    expect(await first.getByText('In Stock').count()).toBe(1);
    expect(await first.getByRole('link', { name: AE_NAME }).getAttribute('rel')).toBe('sponsored noopener noreferrer');
    await page.close();
  });

  it('does not search when a filter changes, only on Search', async () => {
    const page = await browser.newPage();
    await openBrowse(page);
    let listCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('products.list')) listCalls++;
    });
    await page.getByLabel('Product Type').selectOption('firearm');
    await page.waitForTimeout(300);
    expect(listCalls).toBe(0);
    await search(page);
    expect(await productNames(page)).toEqual(['Ruger 10/22 Carbine']);
    await page.close();
  });

  const cases: Array<{
    name: string;
    apply: (page: Page) => Promise<void>;
    expected: string[] | ((names: string[]) => void);
  }> = [
    {
      name: 'text search by SKU',
      apply: (p) => p.getByRole('searchbox', { name: 'Search' }).fill('  AE9DP '),
      expected: [AE_NAME, `${AE_NAME} (Beta)`],
    },
    {
      name: 'retailer',
      apply: async (p) =>
        void (await p.getByLabel('Retailer', { exact: true }).selectOption({ label: 'Beta Outdoors' })),
      expected: [`${AE_NAME} (Beta)`, 'Vortex Crossfire Red Dot'],
    },
    {
      name: 'calibre',
      apply: async (p) => {
        await openMoreFilters(p);
        await p.getByLabel('Calibre', { exact: true }).selectOption({ label: '.223 Rem' });
      },
      expected: ['Hornady Critical Defense .223 Rem 55gr'],
    },
    {
      name: 'manufacturer',
      apply: async (p) => {
        await openMoreFilters(p);
        await p.getByLabel('Manufacturer/Brand').selectOption({ label: 'Remington' });
      },
      expected: ['Remington Core-Lokt .308 Win 150gr'],
    },
    {
      name: 'box quantity',
      apply: async (p) => {
        await openMoreFilters(p);
        await p.getByLabel('Box Quantity').selectOption({ label: '1000 rounds' });
      },
      expected: (names) => {
        expect(names).toHaveLength(20);
        expect(names.every((n) => n.startsWith('CCI Blazer Brass'))).toBe(true);
      },
    },
    {
      name: 'stock status',
      apply: async (p) => {
        await openMoreFilters(p);
        await p.getByLabel('Stock Status').selectOption('out_of_stock');
      },
      expected: ['Winchester Super-X 12 Gauge Buckshot'],
    },
    {
      name: 'price range',
      apply: async (p) => {
        await openMoreFilters(p);
        await p.getByLabel('Minimum price').fill('20');
        await p.getByLabel('Maximum price').fill('40');
      },
      expected: [
        'Magpul PMAG 30 AR/M4 Gen M3',
        'Remington Core-Lokt .308 Win 150gr',
        'Hornady Critical Defense .223 Rem 55gr',
      ],
    },
    {
      name: 'accessory category (only offered for accessories)',
      apply: async (p) => {
        await openMoreFilters(p);
        expect(await p.getByLabel('Accessory Category').count()).toBe(0);
        await p.getByLabel('Product Type').selectOption('accessory');
        await p.getByLabel('Accessory Category').selectOption({ label: 'Optics' });
      },
      expected: ['Vortex Crossfire Red Dot'],
    },
    {
      name: 'sort by price, high to low',
      apply: async (p) => {
        await openMoreFilters(p);
        await p.getByLabel('Sort By').selectOption('price-desc');
      },
      expected: (names) => {
        expect(names[0]).toBe('Ruger 10/22 Carbine');
        expect(names[1]).toBe('CCI Blazer Brass 9mm Case Lot 42');
      },
    },
  ];
  for (const c of cases) {
    it(`filters by ${c.name}`, async () => {
      const page = await browser.newPage();
      await openBrowse(page);
      await c.apply(page);
      await search(page);
      const names = await productNames(page);
      if (typeof c.expected === 'function') c.expected(names);
      else expect(names).toEqual(c.expected);
      await page.close();
    });
  }

  it('paginates: first five page buttons, Previous and Next disabled at the ends', async () => {
    const page = await browser.newPage();
    await openBrowse(page);
    const pager = page.getByRole('navigation', { name: 'Search results pages' });
    await pager.getByText('Showing 1 to 20 of 49 results').waitFor();
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: /^Page \d$/ }).count()).toBe(3);
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText('Showing 21 to 40 of 49 results').waitFor();
    await pager.getByRole('button', { name: 'Page 3' }).click();
    await pager.getByText('Showing 41 to 49 of 49 results').waitFor();
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    // the pager can show the new range while the previous page's rows are still on screen
    await expect.poll(async () => (await productNames(page)).length, { timeout: 15_000 }).toBe(9);
    await page.close();
  });

  it('shows the failure card when the list cannot load', async () => {
    const page = await browser.newPage();
    await page.route('**/trpc/**products.list**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '[]' }),
    );
    // A search of its own: the default one of a bare `/` comes answered inside the page (decision 0250).
    await page.goto(`${baseUrl}/?q=federal`);
    await page.getByText('Failed to load products. Please try again.').waitFor();
    await page.close();
  });

  it('stays usable on a 375 px phone: no sideways scrolling, rows as cards', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await openBrowse(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(
      await rows(page)
        .first()
        .getByRole('button', { name: /^History/ })
        .isVisible(),
    ).toBe(true);
    await context.close();
  });
});

describe('browse page: history, watch, cards', () => {
  it('a visitor opens a history (7 days), sees the chart, and is asked to sign up for 30 days', async () => {
    const page = await browser.newPage();
    await openBrowse(page);
    await rows(page)
      .first()
      .getByRole('button', { name: /^History/ })
      .click();
    await page.getByText(`Viewing price history for ${AE_NAME}`).waitFor();
    expect(await toastText(page)).toContain('Price History Loaded');
    const card = page.getByRole('region', { name: 'Price History' });
    await card.getByText('7-Day Low').waitFor();
    await card.locator('.apexcharts-canvas').waitFor();
    // Three drawn series (average, lowest, highest) and dollar labels with 2 decimals on the Y axis.
    expect(await card.locator('.apexcharts-series[seriesName]').count()).toBe(3);
    expect(await card.locator('.apexcharts-yaxis-label tspan').first().textContent()).toMatch(/^\$\d+\.\d{2}$/);
    expect(page.url()).toContain(`product=${aeProductId}&chart=history`);
    await card.getByRole('button', { name: '30D' }).click();
    await page.getByText('Create a free account to access 30-day price history.').waitFor();
    expect(await toastText(page)).toContain('Account Required');
    expect(await page.getByRole('link', { name: 'Sign Up Free' }).getAttribute('href')).toBe('/auth');
    expect(await card.getByRole('button', { name: '7D' }).getAttribute('aria-pressed')).toBe('true');
    expect(await card.getByText('7-Day Low').count()).toBe(1);
    expect(await card.getByRole('button', { name: /^90D/ }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: /^1Y/ }).isDisabled()).toBe(true);
    await page.close();
  });

  it('an unverified user is told to verify the e-mail', async () => {
    const context = await signedInContext(false);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?product=${aeProductId}&chart=history`);
    const card = page.getByRole('region', { name: 'Price History' });
    await card.getByText('7-Day Low').waitFor();
    await card.getByRole('button', { name: '30D' }).click();
    await page.getByRole('alert').getByText('Email Verification Required').waitFor();
    expect(await card.getByRole('button', { name: '7D' }).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('a verified user switches to 30 days', async () => {
    const context = await signedInContext(true);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?product=${aeProductId}&chart=history`);
    const card = page.getByRole('region', { name: 'Price History' });
    await card.getByText('7-Day Low').waitFor();
    await card.getByRole('button', { name: '30D' }).click();
    await card.getByText('30-Day Low').waitFor();
    expect(await card.getByRole('button', { name: '30D' }).getAttribute('aria-pressed')).toBe('true');
    await card.locator('.apexcharts-canvas').waitFor();
    await context.close();
  });

  it('copies a share link that opens the same history', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const page = await context.newPage();
    await openBrowse(page);
    await rows(page)
      .first()
      .getByRole('button', { name: /^History/ })
      .click();
    const card = page.getByRole('region', { name: 'Price History' });
    await card.getByText('7-Day Low').waitFor();
    await card.getByRole('button', { name: /Share/ }).click();
    await page.getByText('Link Copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseUrl}/?product=${aeProductId}&chart=history`);
    const other = await context.newPage();
    await other.goto(copied);
    const shared = other.getByRole('region', { name: 'Price History' });
    await shared.getByText(AE_NAME, { exact: true }).waitFor();
    await shared.getByText('7-Day Low').waitFor();
    await context.close();
  });

  it('Watch invites a visitor to create a free account and records the click', async () => {
    const page = await browser.newPage();
    await openBrowse(page);
    const count = async () =>
      (
        await deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM click_events', { type: QueryTypes.SELECT })
      )[0]!.n;
    const before = await count();
    await rows(page)
      .first()
      .getByRole('button', { name: /^Watch/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Watch this product' });
    await dialog.getByText('Alerts are free with an account').waitFor();
    await dialog.getByRole('button', { name: 'Create a free account to watch' }).click();
    await page.waitForURL(`${baseUrl}/auth?tab=register`);
    for (let i = 0; i < 20 && (await count()) === before; i++) await page.waitForTimeout(100);
    expect(await count()).toBe(before + 1);
    await page.close();
  });

  it('shows the weekly changes, the retailer status and the Pro teaser', async () => {
    const page = await browser.newPage();
    await openBrowse(page);
    const weekly = page.getByRole('region', { name: "This Week's Price Changes" });
    await weekly.getByText('Remington Core-Lokt .308 Win 150gr').waitFor();
    expect(await weekly.textContent()).toContain('-11.7%');
    expect(await weekly.textContent()).toContain('-$3.50');
    expect(await weekly.getByRole('img', { name: 'Rifle calibre' }).count()).toBe(1);

    const status = page.getByRole('region', { name: 'Retailer Status' });
    await status.getByText('Alpha Arms').waitFor();
    expect(await status.getByRole('listitem').count()).toBe(10);
    expect(await status.getByText('Broken Shop').count()).toBe(0);
    await status.getByText(/^Showing 10 of \d+ active retailers$/).waitFor();
    await status.getByText('Update intervals are 3-12 hours depending on retailer.').waitFor();
    const gamma = status.getByRole('listitem').filter({ hasText: 'Gamma Sports' });
    if ((await gamma.count()) > 0) {
      expect(await gamma.getByText('Never updated').count()).toBe(1);
      expect(await gamma.getByRole('img', { name: 'Status: Stale' }).count()).toBe(1);
    }
    expect(
      await status
        .getByRole('listitem')
        .filter({ hasText: 'Alpha Arms' })
        .getByRole('img', { name: 'Status: Healthy' })
        .count(),
    ).toBe(1);

    await page.getByRole('heading', { name: 'Pro Features Coming Soon' }).waitFor();
    await page.getByRole('link', { name: 'See what Pro will add' }).click();
    await page.getByRole('heading', { name: 'Coming Soon' }).waitFor();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.close();
  });

  it('keeps the chosen theme across reloads of the browse page', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await openBrowse(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    expect(await page.locator('html').getAttribute('data-bs-theme')).toBe('dark');
    await page.reload();
    await rows(page).first().waitFor();
    expect(await page.locator('html').getAttribute('data-bs-theme')).toBe('dark');
    await context.close();
  });
});

describe('static pages', () => {
  it('landing page: buttons, features, footer', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/landing`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const main = page.getByRole('main');
    for (const label of ['Sign In', 'Create Free Account', 'Get Started Free']) {
      expect(await main.getByRole('link', { name: label, exact: true }).getAttribute('href')).toBe('/auth');
    }
    expect(await main.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/');
    for (const feature of [
      'Real-Time Price Tracking',
      'Historical Price Data',
      'Price Drop Alerts',
      'Compare Across Retailers',
      'Membership Tiers',
      'Canadian Focus',
    ]) {
      await main.getByRole('heading', { name: feature }).waitFor();
    }
    expect(await main.textContent()).toContain('scraped every 4 hours');
    const footer = page.getByRole('contentinfo');
    expect(await footer.textContent()).toContain('Prices updated every 4 hours');
    expect(await footer.textContent()).toContain('All prices in CAD');
    expect(await footer.getByRole('link', { name: 'Request Retailer' }).getAttribute('href')).toMatch(
      /^mailto:.+subject=/,
    );
    await page.close();
  });

  it('contact page: the form thanks the visitor and clears', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/contact`);
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
    await page.getByText('Email Support').waitFor();
    await page.getByLabel('Name *').fill('Jane Doe');
    await page.getByLabel('Email *').fill('jane@example.ca');
    await page.getByLabel('Category').selectOption({ label: 'Add Retailer' });
    await page.getByLabel('Subject *').fill('Please add a store');
    await page.getByLabel('Message *').fill('Example Outdoors, https://example.ca');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText("Thanks for contacting us! We'll get back to you within 24 hours.").waitFor();
    expect(await toastText(page)).toContain('Message Sent');
    expect(await page.getByLabel('Name *').inputValue()).toBe('');
    await page.close();
  });

  it('privacy and terms pages carry their dates and sections', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/privacy`);
    await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    await page.getByText('Last updated: June 24, 2025').waitFor();
    for (const s of ['Click Tracking and Referral Commissions', 'Your Rights', 'Cookies', 'Age Requirement'])
      await page.getByRole('heading', { name: new RegExp(s) }).waitFor();
    await page.goto(`${baseUrl}/terms`);
    await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    await page.getByText('Last updated: June 24, 2025').waitFor();
    for (const s of ['Acceptance', 'Referral Commissions', 'Prohibited Uses', 'Governing Law', 'Contact Information'])
      await page.getByRole('heading', { name: new RegExp(s) }).waitFor();
    expect(await page.getByRole('link', { name: 'PerRound' }).first().getAttribute('href')).toBe('/');
    await page.close();
  });

  it('shows the 404 page for an unknown route', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/definitely/not/here`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.close();
  });
});

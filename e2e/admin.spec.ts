import type { Browser, BrowserContext, Page } from 'playwright-core';
import { literal, Op } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../src/sandbox/index.js';
import type { AppDeps } from '../src/server/deps.js';
import { createUserWithSession } from '../src/server/features/admin/admin-test-support.js';
import { DEMO_EMAILS, seedDemo } from '../scripts/demo/seed-demo.js';
import { sessionCookieName } from '../src/server/plugins/auth.js';
import { launchChromium } from './support/browser.js';
import { startTestServer } from './support/server.js';

/**
 * The admin area in Chromium against the built app (`npx vite build` first) with the worker consuming jobs and
 * the retailer sandbox on loopback: add a sandbox retailer with platform auto, test it, save it, run it and see
 * its listings on the browse page; edit its interval; correct a listing's round count and see the price per
 * round change on the browse page after the next scrape; run duplicate cleanup; read the logs; delete it.
 */
let browser: Browser;
let baseUrl: string;
let deps: AppDeps;
let sandbox: Sandbox;
const ADMIN_PASSWORD = 'demo-admin-password';

beforeAll(async () => {
  sandbox = await startSandbox();
  ({ baseUrl, deps } = await startTestServer({ worker: true }));
  await seedDemo(deps, sandbox, { historyDays: 7, passwords: { admin: ADMIN_PASSWORD } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

async function contextAs(isAdmin: boolean | null): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (isAdmin !== null) {
    const { token } = await createUserWithSession(deps.db, {
      isAdmin,
      firstName: isAdmin ? 'Ada' : 'Uma',
      lastName: isAdmin ? 'Lovelace' : 'User',
    });
    await context.addCookies([{ name: sessionCookieName(deps), value: token, url: baseUrl }]);
  }
  return context;
}

const toastText = (page: Page) => page.locator('[role="status"], [role="alert"]').filter({ hasText: /\S/ });

async function expectToast(page: Page, text: string | RegExp) {
  await toastText(page).filter({ hasText: text }).first().waitFor({ timeout: 60_000 });
}

async function browseFor(page: Page, search: string, retailerName: string, priceCents?: number) {
  // one row per store listing (ammunition is grouped per product by default)
  await page.goto(`${baseUrl}/?view=listing&stock=all`);
  await page.getByLabel('Search', { exact: true }).fill(search);
  await page.getByLabel('Retailer', { exact: true }).selectOption({ label: retailerName });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // a store may list one title several times (a box and a case): the price tells the listing apart
  const price = priceCents === undefined ? '' : `$${(priceCents / 100).toFixed(2)}`;
  const row = page.locator('table.pr-results tbody tr', { hasText: retailerName }).filter({ hasText: price }).first();
  await row.waitFor({ timeout: 20_000 });
  return row;
}

describe('admin access', () => {
  it('sends a signed-out visitor to sign in with the Unauthorized toast', async () => {
    const context = await contextAs(null);
    const page = await context.newPage();
    // The page leaves for /api/login 500 ms after the toast. Answer that navigation with 204 No Content, which
    // leaves the page (and its toast) in place, so a slow machine cannot miss the toast; /api/login → /auth is
    // tested with the accounts.
    await page.route('**/api/login', (route) => route.fulfill({ status: 204 }));
    const toLogin = page.waitForRequest(
      (req) => new URL(req.url()).pathname === '/api/login' && req.isNavigationRequest(),
      { timeout: 30_000 },
    );
    await page.goto(`${baseUrl}/admin`, { waitUntil: 'commit' });
    await expectToast(page, 'You are logged out. Logging in again...');
    await toLogin;
    await context.close();
  });

  it('refuses a signed-in non-admin clearly', async () => {
    const context = await contextAs(false);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add Retailer' }).count()).toBe(0);
    await context.close();
  });
});

describe('the admin dashboard', () => {
  it('adds, tests, runs, edits, corrects, cleans up, reads logs and deletes a sandbox retailer', async () => {
    const shop = sandbox.storefronts.find((s) => s.platform === 'shopify')!;
    const name = `${shop.name} (sandbox)`;
    const retailersBefore = await deps.db.models.Retailer.count();
    const context = await browser.newContext();
    const page = await context.newPage();
    // Sign in as the demo admin, then the header's Admin button.
    await page.goto(`${baseUrl}/auth`);
    await page.getByLabel('Email').fill(DEMO_EMAILS.admin);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL(/\/admin$/);

    // Header: initials (no profile image), first and last name, Sign Out.
    await page.getByRole('img', { name: 'Demo Admin profile' }).waitFor();
    expect(await page.getByRole('img', { name: 'Demo Admin profile' }).textContent()).toBe('DA');
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    // The demo's retailers are listed with their stats.
    await page.locator(`tr[data-retailer="${shop.name}"]`).waitFor();

    // Add with platform auto, Test, save.
    await page.getByRole('button', { name: 'Add Retailer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('URL').fill(shop.url);
    expect(await dialog.getByLabel('Platform').inputValue()).toBe('auto');
    await dialog.getByRole('button', { name: 'Test' }).click();
    const result = dialog.getByRole('region', { name: 'Test result' });
    await result.waitFor({ timeout: 30_000 });
    expect(await result.textContent()).toContain('(detected: Shopify)');
    expect(await result.locator('tbody tr').count()).toBe(20);
    expect(await deps.db.models.Retailer.count()).toBe(retailersBefore); // Test wrote nothing
    await dialog.getByRole('button', { name: 'Create Retailer' }).click();
    await expectToast(page, 'Retailer created successfully');
    const row = page.locator(`tr[data-retailer="${name}"]`);
    await row.waitFor();
    expect(await row.getByRole('img', { name: 'Never scraped' }).count()).toBe(1);
    expect(await row.textContent()).toContain('Auto-detect (not yet detected)');

    // Run: spinner while the worker scrapes, then the completion toast with counts.
    await row.getByRole('button', { name: `Run scraper for ${name}` }).click();
    await row.getByRole('status', { name: `Running scraper for ${name}` }).waitFor();
    await expectToast(page, new RegExp(`Scraper completed for ${escapeRe(name)}\\. \\d+ products? updated`));
    await row.getByRole('img', { name: 'Scraped within 6 hours' }).waitFor();
    expect(await row.textContent()).toContain('Auto-detect → Shopify');
    const retailer = (await deps.db.models.Retailer.findOne({ where: { name } }))!;
    expect(await deps.db.models.Listing.count({ where: { retailerId: retailer.id } })).toBeGreaterThan(0);

    // Its listings appear on the browse page.
    const listing = (await deps.db.models.Listing.findOne({
      where: {
        retailerId: retailer.id,
        productType: 'ammunition',
        stockStatus: 'in_stock',
        boxQuantity: { [Op.gt]: 0 },
        isGone: false,
        // one whose price per round the guard shows (a case priced under a box count is held back as unknown)
        [Op.and]: [literal('ppr_guard IS NULL')],
      },
      order: [['id', 'ASC']],
    }))!;
    expect(listing).not.toBeNull();
    const browse = await context.newPage();
    const before = await browseFor(browse, listing.title, name, listing.priceCents);
    expect(await before.textContent()).toContain(`$${(listing.priceCents / 100 / listing.boxQuantity!).toFixed(3)}`);

    // Edit: prefilled, interval reset to 4, set to 8.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    expect(await dialog.getByLabel('Name').inputValue()).toBe(name);
    expect(await dialog.getByLabel('Scrape interval (hours)').inputValue()).toBe('4');
    await dialog.getByLabel('Scrape interval (hours)').fill('8');
    await dialog.getByRole('button', { name: 'Update Retailer' }).click();
    await expectToast(page, 'Retailer updated successfully');
    await row.getByText('8 h').waitFor();
    expect((await deps.db.models.Retailer.findByPk(retailer.id))?.scrapeIntervalHours).toBe(8);

    // Correct the round count of one listing, then scrape again.
    const corrected = listing.boxQuantity === 7 ? 9 : 7;
    await page.getByLabel('Search listings').fill(String(listing.id));
    await page.getByRole('button', { name: 'Search Listings' }).click();
    await page.getByRole('button', { name: `Correct listing ${listing.id}`, exact: true }).click();
    const editor = page.getByRole('group', { name: `Corrections for listing ${listing.id}`, exact: true });
    await editor.getByLabel('Rounds (box quantity)').fill(String(corrected));
    await editor.getByRole('button', { name: 'Save Corrections' }).click();
    await expectToast(page, 'Listing corrected successfully');
    await row.getByRole('button', { name: `Run scraper for ${name}` }).click();
    await expectToast(page, `Scraper completed for ${name}`);
    expect((await deps.db.models.Listing.findByPk(listing.id))?.boxQuantity).toBe(corrected);
    const currentPrice = (await deps.db.models.Listing.findByPk(listing.id))!.priceCents;
    const after = await browseFor(browse, listing.title, name, currentPrice);
    expect(await after.textContent()).toContain(`$${(currentPrice / 100 / corrected).toFixed(3)}`);
    expect(await after.textContent()).toContain(`${corrected} rounds`);

    // Duplicate cleanup.
    await page.getByRole('button', { name: 'Run Duplicate Cleanup' }).click();
    await expectToast(page, 'Duplicate product cleanup completed successfully');

    // Logs: two completed manual runs, 24-hour times; filters.
    const logs = page.getByRole('table', { name: 'Scrape logs' });
    await page.reload();
    await logs.waitFor();
    const logRows = logs.locator('tbody tr', { hasText: name });
    expect(await logRows.count()).toBe(2);
    expect(await logRows.first().textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(await logRows.first().textContent()).toContain('Completed');
    expect(await deps.db.models.ScrapeLog.count({ where: { retailerId: retailer.id, status: 'completed' } })).toBe(2);
    await page.getByLabel('Filter logs by retailer').selectOption({ label: name });
    await page.getByLabel('Filter logs by status').selectOption('failed');
    await page.getByText('No logs available').waitFor();
    await page.getByLabel('Filter logs by status').selectOption('completed');
    await logs.locator('tbody tr').first().waitFor();
    expect(await logs.locator('tbody tr').count()).toBe(2);

    // Delete, no confirmation.
    await page
      .locator(`tr[data-retailer="${name}"]`)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    await expectToast(page, 'Retailer deleted successfully');
    await page.locator(`tr[data-retailer="${name}"]`).waitFor({ state: 'detached' });
    expect(await deps.db.models.Retailer.findByPk(retailer.id)).toBeNull();
    expect(await deps.db.models.Listing.count({ where: { retailerId: retailer.id } })).toBe(0);
    await context.close();
  }, 240_000);
});

function escapeRe(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

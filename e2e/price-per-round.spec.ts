import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../src/db/sql.js';
import { reclassifyListings } from '../src/pipeline/cleanup/reclassify.service.js';
import { requestScrape, waitForScrape } from '../src/pipeline/index.js';
import { startSandbox, type Sandbox } from '../src/sandbox/index.js';
import type { AppDeps } from '../src/server/deps.js';
import { createUserWithSession } from '../src/server/features/admin/admin-test-support.js';
import { sessionCookieName } from '../src/server/plugins/auth.js';
import { seedDemo } from '../scripts/demo/seed-demo.js';
import { launchChromium } from './support/browser.js';
import { startTestServer } from './support/server.js';

/**
 * The correction loop in Chromium on the demo: a signed-in shopper reports a wrong round count on a row, the admin
 * accepts it from the review queue (the sticky override), and the correction survives the next scrape of that
 * retailer and a reclassify; the row then shows the corrected price per round.
 */
let browser: Browser;
let baseUrl: string;
let deps: AppDeps;
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
  ({ baseUrl, deps } = await startTestServer({ worker: true }));
  await seedDemo(deps, sandbox, { historyDays: 2 });
  browser = await launchChromium();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

async function contextAs(isAdmin: boolean): Promise<BrowserContext> {
  const context = await browser.newContext();
  const { token } = await createUserWithSession(deps.db, { isAdmin });
  await context.addCookies([{ name: sessionCookieName(deps), value: token, url: baseUrl }]);
  return context;
}

async function browseFor(page: Page, target: Target) {
  await page.goto(`${baseUrl}/?view=listing&stock=all`); // one row per store listing
  await page.getByLabel('Search', { exact: true }).fill(target.title);
  await page.getByLabel('Retailer', { exact: true }).selectOption({ label: target.retailer_name });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // a store may list one title several times (a box and a case): the price tells the listing apart
  const price = `$${(target.price_cents / 100).toFixed(2)}`;
  const row = page.locator('table.pr-results tbody tr', { hasText: target.title }).filter({ hasText: price }).first();
  await row.waitFor({ timeout: 30_000 });
  return row;
}

interface Target {
  id: number;
  title: string;
  retailer_id: number;
  retailer_name: string;
  price_cents: number;
  box_quantity: number;
}

describe('price per round you can trust', () => {
  it('report → admin accepts → the count sticks through the next scrape and a reclassify', async () => {
    const [target] = await sqlRows<Target>(
      deps.db,
      `SELECT l.id, l.title, l.retailer_id, r.name AS retailer_name, l.price_cents, l.box_quantity FROM listings l
       JOIN retailers r ON r.id = l.retailer_id
       WHERE NOT l.is_gone AND l.product_type = 'ammunition' AND l.box_quantity > 0 AND l.ppr_guard IS NULL
       ORDER BY l.id LIMIT 1`,
    );
    expect(target).toBeTruthy();
    const corrected = target.box_quantity * 2;

    // The shopper reports the round count on the row.
    const shopper = await (await contextAs(false)).newPage();
    const row = await browseFor(shopper, target);
    await row.getByRole('button', { name: `Report: ${target.title}` }).click();
    const dialog = shopper.getByRole('dialog');
    await dialog.getByLabel('What is wrong?').selectOption('boxQuantity');
    await dialog.getByLabel('Correct value (optional)').fill(String(corrected));
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await shopper.getByText('Your report was sent for review.').waitFor({ timeout: 30_000 });

    // The admin sees it in the review queue with the reported value, and accepts.
    const admin = await (await contextAs(true)).newPage();
    await admin.goto(`${baseUrl}/admin`);
    const review = admin.getByTestId(`review-${target.id}`);
    await review.waitFor({ timeout: 30_000 });
    expect(await review.textContent()).toContain(`boxQuantity → ${corrected}`);
    expect(await review.getByLabel(`Rounds for listing ${target.id}`).inputValue()).toBe(String(corrected));
    await review.getByRole('button', { name: 'Accept' }).click();
    await admin.getByText(`Listing ${target.id}: ${corrected} rounds saved`).waitFor({ timeout: 30_000 });

    const stored = async () =>
      (
        await sqlRows<{ box_quantity: number; ppr_guard: string | null }>(
          deps.db,
          'SELECT box_quantity, ppr_guard FROM listings WHERE id = $1',
          [target.id],
        )
      )[0];
    expect(await stored()).toEqual({ box_quantity: corrected, ppr_guard: null });

    // The next scrape of that retailer and a reclassify keep the correction.
    const jobId = await requestScrape(deps, target.retailer_id);
    expect((await waitForScrape(deps, jobId, 120_000)).finished).toBe(true);
    expect(await stored()).toEqual({ box_quantity: corrected, ppr_guard: null });
    await reclassifyListings(deps);
    expect(await stored()).toEqual({ box_quantity: corrected, ppr_guard: null });

    // The row shows the corrected count and price per round.
    const after = await browseFor(shopper, target);
    await after.getByText(`${corrected} rounds`).waitFor({ timeout: 30_000 });
  }, 300_000);
});

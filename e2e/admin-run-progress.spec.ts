import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../src/sandbox/index.js';
import type { AppDeps } from '../src/server/deps.js';
import { createUserWithSession } from '../src/server/features/admin/admin-test-support.js';
import { sessionCookieName } from '../src/server/plugins/auth.js';
import { launchChromium } from './support/browser.js';
import { startTestServer } from './support/server.js';

/**
 * Long work is a job (issue 14): the Run button queues the run and the request answers at once; the page follows
 * the run from what is stored, so a reload and a second admin show the same run until it ends. The store
 * answers slowly (the sandbox's 'slow' fault) so the run is still going across the reload.
 */
let browser: Browser;
let baseUrl: string;
let deps: AppDeps;
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ scale: 'small', slowMs: 2500 });
  ({ baseUrl, deps } = await startTestServer({ worker: true }));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

async function adminPage(firstName: string): Promise<Page> {
  const context = await browser.newContext();
  const { token } = await createUserWithSession(deps.db, { isAdmin: true, firstName, lastName: 'Admin' });
  await context.addCookies([{ name: sessionCookieName(deps), value: token, url: baseUrl }]);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin`);
  return page;
}

describe('a manual run on the admin page', () => {
  it('is followed from what is stored: across a reload and by a second admin, until it ends', async () => {
    const shop = sandbox.storefronts.find((s) => s.platform === 'magento')!;
    await deps.db.models.Retailer.create({ name: shop.name, url: shop.url, platform: shop.platform });
    sandbox.setFault(shop.key, 'slow');
    const first = await adminPage('Ada');
    const row = (page: Page) => page.locator(`tr[data-retailer="${shop.name}"]`);
    const spinner = (page: Page) => row(page).getByRole('status', { name: `Running scraper for ${shop.name}` });
    const progress = (page: Page) => row(page).getByText(/\d+ pages fetched · \d+ offers found/);

    await row(first)
      .getByRole('button', { name: `Run scraper for ${shop.name}` })
      .click();
    await spinner(first).waitFor({ timeout: 10_000 });
    await progress(first).waitFor({ timeout: 30_000 });

    await first.reload();
    await spinner(first).waitFor({ timeout: 15_000 });
    await progress(first).waitFor({ timeout: 15_000 });
    const second = await adminPage('Grace');
    await spinner(second).waitFor({ timeout: 15_000 });
    await progress(second).waitFor({ timeout: 15_000 });
    // the button of a run under way is disabled on both pages: a click could only join it anyway
    expect(
      await row(second)
        .getByRole('button', { name: `Run scraper for ${shop.name}` })
        .isDisabled(),
    ).toBe(true);

    sandbox.setFault(shop.key, null);
    for (const page of [first, second]) {
      await spinner(page).waitFor({ state: 'detached', timeout: 90_000 });
      await row(page).getByRole('img', { name: 'Scraped within 6 hours' }).waitFor({ timeout: 15_000 });
    }
    const retailer = await deps.db.models.Retailer.findOne({ where: { name: shop.name } });
    expect(retailer?.lastScrapeAt).not.toBeNull();
  }, 180_000);
});

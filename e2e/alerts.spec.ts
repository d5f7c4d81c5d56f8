import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../src/db/sql.js';
import { QUEUE, requestScrape, waitForScrape } from '../src/pipeline/index.js';
import { startSandbox, type Sandbox } from '../src/sandbox/index.js';
import type { AppDeps } from '../src/server/deps.js';
import { createUserWithSession } from '../src/test/users.js';
import { startAlertWorker } from '../src/server/features/alerts/alert-jobs.js';
import { sessionCookieName } from '../src/server/plugins/auth.js';
import { extractLink, startTestSmtpServer, type ReceivedEmail } from '../src/test/smtp-server.js';
import { seedDemo } from '../scripts/demo/seed-demo.js';
import { backInStockScenario, priceDropScenario, type Scenario } from '../src/test/alert-scenarios.js';
import { launchChromium } from '../src/test/chromium.js';
import { startTestServer } from '../src/test/app-server.js';

/**
 * Watches and saved searches in Chromium on the demo (issue 16): a verified shopper sets an alert from the UI, the
 * sandbox moves to a day where one store's listing changes the way the alert waits for, that store is scraped, and
 * exactly one e-mail arrives, whose unsubscribe link works without signing in. Also: a visitor's Watch survives
 * sign-up and verification. Each test moves a different store, so their alerts cannot mix.
 */
let browser: Browser;
let baseUrl: string;
let deps: AppDeps;
let sandbox: Sandbox;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
const movedStores = new Set<string>();

beforeAll(async () => {
  sandbox = await startSandbox();
  smtp = await startTestSmtpServer();
  ({ baseUrl, deps } = await startTestServer({ worker: true, env: { SMTP_URL: smtp.url } }));
  await startAlertWorker(deps); // the alert side of the worker, as main.ts starts it beside the pipeline's
  await seedDemo(deps, sandbox, { historyDays: 2 });
  await alertJobsSettled();
  browser = await launchChromium();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  await smtp?.close();
});

async function shopper(colorScheme: 'light' | 'dark' = 'light') {
  // bypassCSP: the site's CSP (script-src 'self') would refuse the axe script the a11y test injects.
  const context = await browser.newContext({ bypassCSP: true, colorScheme });
  const { user, token } = await createUserWithSession(deps.db, { isAdmin: false });
  await context.addCookies([{ name: sessionCookieName(deps), value: token, url: baseUrl }]);
  return { page: await context.newPage(), email: user.email, context };
}

/**
 * The seed's ingests queue alert jobs; one still waiting when a test creates its watch would judge the seed's
 * changes against it (an e-mail from a store the test never moved). Start from a drained queue.
 */
async function alertJobsSettled() {
  for (;;) {
    const [row] = await sqlRows<{ n: number }>(
      deps.db,
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
      [QUEUE.evaluateAlerts],
    );
    if (row!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const search = () => ({ sandbox, deps, skipStores: movedStores });
const dollars = (cents: number) => (cents / 100).toFixed(3);

/** The sandbox is on the scenario's day: scrape that store (the alert job and the mail queue follow). */
async function scrapeStore(s: Scenario) {
  movedStores.add(s.listing.retailerName);
  const jobId = await requestScrape(deps, s.listing.retailerId);
  expect((await waitForScrape(deps, jobId, 120_000)).finished).toBe(true);
}

/** The alert e-mails to `email`: the first one, then a pause to be sure no second one follows. */
async function onlyAlertTo(email: string, subject: string): Promise<ReceivedEmail> {
  const mail = await smtp.waitFor(email, subject, 60_000);
  await new Promise((resolve) => setTimeout(resolve, 4000));
  expect(smtp.messages.filter((m) => m.to.includes(email.toLowerCase())).map((m) => m.subject)).toEqual([mail.subject]);
  return mail;
}

/** Follows the e-mail's unsubscribe link in a browser that is signed in as nobody. */
async function unsubscribeSignedOut(mail: ReceivedEmail) {
  const link = /https?:\/\/[^\s"<>]*\/unsubscribe\?token=[^\s"<>&]+/.exec(mail.body)?.[0];
  expect(link, 'an unsubscribe link in the e-mail').toBeTruthy();
  const url = new URL(link!);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}${url.pathname}${url.search}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await page.getByRole('heading', { name: 'Unsubscribed' }).waitFor();
  await context.close();
}

/**
 * axe-core's serious and critical WCAG 2 A/AA findings on the page as it is now (as bench:web runs it), or only
 * within `selector` (the open dialog: the results behind it are another feature's).
 */
async function seriousAxeFindings(page: Page, selector?: string): Promise<string[]> {
  await page.evaluate(await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = (await page.evaluate(
    (within) =>
      (window as unknown as { axe: { run: (c: unknown, o: object) => Promise<{ violations: unknown[] }> } }).axe
        .run(within ?? document, { runOnly: ['wcag2a', 'wcag2aa'], resultTypes: ['violations'] })
        .then((r) => r.violations),
    selector,
  )) as Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }>;
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const count = async (table: 'watches' | 'saved_searches', email: string) =>
  (
    await sqlRows<{ n: number }>(
      deps.db,
      `SELECT count(*)::int AS n FROM ${table} t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
      [email],
    )
  )[0]!.n;

describe('watches and alerts on the demo', () => {
  it('a target price per round: one e-mail when a store goes under it; its unsubscribe link works signed out', async () => {
    const s = await priceDropScenario(search(), (a, b) => a.productId === b.productId);
    const { page, email } = await shopper();
    await page.goto(`${baseUrl}/?view=listing&stock=all&retailer=${s.listing.retailerId}`);
    await page.getByLabel('Search', { exact: true }).fill(s.listing.title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.locator('table.pr-results tbody tr', { hasText: s.listing.title }).first();
    await row.getByRole('button', { name: /^Watch: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Watch this product' });
    await dialog.getByRole('checkbox', { name: 'The price drops at all' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'The price per round is at or under a target' }).check();
    await dialog.getByRole('textbox', { name: 'Target price per round, in dollars' }).fill(dollars(s.targetCents));
    await dialog.getByRole('button', { name: 'Watch', exact: true }).click();
    await page.getByText('Watching', { exact: true }).waitFor();

    await page.goto(`${baseUrl}/account/watchlist`);
    const watched = page.getByRole('table', { name: 'Watched products' });
    await watched.getByText(`At or under $${dollars(s.targetCents)}/rd`).waitFor();

    await scrapeStore(s);
    const mail = await onlyAlertTo(email, 'Under your price per round');
    expect(mail.body).toContain(s.listing.retailerName);
    await unsubscribeSignedOut(mail);
    expect(await count('watches', email)).toBe(0);
    await page.reload();
    await page.getByText('You are not watching anything yet.').waitFor();
  }, 300_000);

  it('back in stock, watched from the history card: one e-mail, unsubscribed signed out', async () => {
    const s = await backInStockScenario(search());
    const { page, email } = await shopper();
    await page.goto(`${baseUrl}/?product=${s.listing.productId}&chart=history`);
    await page.getByRole('region', { name: 'Price History' }).getByRole('button', { name: 'Watch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Watch this product' });
    await dialog.getByRole('checkbox', { name: 'The price drops at all' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'It is back in stock' }).check();
    await dialog.getByRole('button', { name: 'Watch', exact: true }).click();
    await page.getByText('Watching', { exact: true }).waitFor();

    await scrapeStore(s);
    const mail = await onlyAlertTo(email, 'Back in stock');
    await unsubscribeSignedOut(mail);
    expect(await count('watches', email)).toBe(0);
  }, 300_000);

  it('a saved search under a price per round: one e-mail, unsubscribed signed out', async () => {
    const s = await priceDropScenario(search(), (a, b) => a.calibre !== null && a.calibre === b.calibre);
    const { page, email } = await shopper();
    await page.goto(`${baseUrl}/?retailer=${s.listing.retailerId}&calibre=${s.listing.calibre}`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByRole('checkbox', { name: 'A new listing' }).uncheck();
    await dialog.getByRole('checkbox', { name: 'Something at or under a price per round' }).check();
    await dialog.getByRole('textbox', { name: 'Price per round, in dollars' }).fill(dollars(s.targetCents));
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await page.getByText('Search saved', { exact: true }).waitFor();

    await page.goto(`${baseUrl}/account/saved-searches`);
    await page
      .getByRole('list', { name: 'Saved searches' })
      .getByText(new RegExp(`Calibre: ${s.listing.calibre}`))
      .waitFor();

    await scrapeStore(s);
    const mail = await onlyAlertTo(email, 'Under your price per round');
    await unsubscribeSignedOut(mail);
    expect(await count('saved_searches', email)).toBe(0);
  }, 300_000);

  it("a visitor's Watch survives sign-up: created once the e-mail is verified", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `visitor-${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/?view=listing&stock=all`);
    const row = page.locator('table.pr-results tbody tr').first();
    await row.getByRole('button', { name: /^Watch: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Watch this product' });
    await dialog.getByRole('checkbox', { name: 'It is back in stock' }).check();
    await dialog.getByRole('button', { name: 'Create a free account to watch' }).click();
    await page.waitForURL(`${baseUrl}/auth?tab=register`);
    await page.getByLabel('First Name').fill('Vera');
    await page.getByLabel('Last Name').fill('Visitor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('range day 1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    expect(await count('watches', email)).toBe(0);

    const verify = new URL(extractLink(await smtp.waitFor(email, 'Verify your PerRound email'), '/verify-email'));
    await page.goto(`${baseUrl}${verify.pathname}${verify.search}`);
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    await page.getByText('Watching', { exact: true }).waitFor();
    expect(await count('watches', email)).toBe(1);
    await page.goto(`${baseUrl}/account/watchlist`);
    await page.getByRole('table', { name: 'Watched products' }).getByText('Any price drop · back in stock').waitFor();
    await context.close();
  }, 120_000);

  it('signed in, the results with their Watch and Report buttons pass axe in both themes', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const { page, context } = await shopper(theme);
      await page.goto(`${baseUrl}/?view=listing&stock=all`);
      await page
        .getByRole('button', { name: /^Report: / })
        .first()
        .waitFor();
      expect(await page.locator('html').getAttribute('data-bs-theme')).toBe(theme);
      expect(await seriousAxeFindings(page, 'table.pr-results'), theme).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it('the Watch dialog and the alert pages pass axe (no serious or critical WCAG 2 AA finding)', async () => {
    const { page } = await shopper();
    await page.goto(`${baseUrl}/?view=listing&stock=all`);
    await page
      .locator('table.pr-results tbody tr')
      .first()
      .getByRole('button', { name: /^Watch: / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Watch this product' });
    await dialog.getByRole('checkbox', { name: 'The price per round is at or under a target' }).check();
    await dialog.getByRole('textbox', { name: 'Target price per round, in dollars' }).fill('abc');
    await dialog.getByRole('button', { name: 'Watch', exact: true }).click();
    await dialog.getByText('Enter a price per round, e.g. 0.30').waitFor();
    expect(await seriousAxeFindings(page, '.modal-dialog')).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Target price per round, in dollars' }).fill('0.25');
    await dialog.getByRole('button', { name: 'Watch', exact: true }).click();
    await page.getByText('Watching', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByRole('dialog', { name: 'Save this search' }).getByRole('button', { name: 'Save search' }).click();
    await page.getByText('Search saved', { exact: true }).waitFor();
    for (const [path, ready] of [
      ['/account/watchlist', 'Watched products'],
      ['/account/saved-searches', 'Saved searches'],
      ['/account/alerts', 'Alert settings'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { name: ready === 'Watched products' ? 'Watchlist' : ready }).waitFor();
      await page.getByLabel(ready).first().waitFor();
      expect(await seriousAxeFindings(page), path).toEqual([]);
    }
  }, 120_000);

  it('the admin dashboard counts watches, saved searches and alerts sent, and shows the mail queue', async () => {
    const context = await browser.newContext();
    const { user, token } = await createUserWithSession(deps.db, { isAdmin: true });
    // its own sent alert: the count must not depend on the e-mail tests having run first
    await sqlRows(
      deps.db,
      `INSERT INTO alert_events (user_id, kind, observation_id, reasons, new_price_cents, new_stock, status, sent_at)
       VALUES ($1, 'watch', 0, '{}', 100, 'in_stock', 'sent', now())`,
      [user.id],
    );
    const [today] = await sqlRows<{ n: number }>(
      deps.db,
      `SELECT count(*)::int AS n FROM alert_events
       WHERE status = 'sent' AND (sent_at AT TIME ZONE 'America/Toronto')::date = (now() AT TIME ZONE 'America/Toronto')::date`,
    );
    await context.addCookies([{ name: sessionCookieName(deps), value: token, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/admin`);
    const card = page.getByRole('region', { name: 'Watches and alerts' });
    await card.getByText('Watches', { exact: true }).waitFor();
    const sent = await card
      .getByRole('table', { name: 'Alerts sent per day' })
      .locator('tbody tr')
      .first()
      .textContent();
    expect(Number(sent?.match(/(\d+)$/)?.[1])).toBeGreaterThanOrEqual(today!.n);
    await context.close();
  }, 60_000);
});

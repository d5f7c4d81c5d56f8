import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractLink, startTestSmtpServer } from '../src/test/smtp-server.js';
import { launchChromium } from '../src/test/chromium.js';
import { startTestServer } from '../src/test/app-server.js';

/**
 * The whole account life in Chromium, with e-mail delivered over SMTP to a loopback server (SPEC §2, §4, §8).
 * The steps share one account: one story, so ONE test runs them in order (tests inside a file are shuffled,
 * docs/decisions/0300-test-order-independence.md).
 */
let browser: Browser;
let baseUrl: string;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let context: BrowserContext;
let page: Page;

const EMAIL = 'shooter@example.com';
const NEW_EMAIL = 'shooter.new@example.com';
let password = 'range day 1';

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ({ baseUrl } = await startTestServer({ env: { SMTP_URL: smtp.url } }));
  // The mail links point at APP_URL; the test server listens elsewhere, so follow them on baseUrl.
  browser = await launchChromium();
  context = await browser.newContext();
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await smtp?.close();
});

function onSite(link: string) {
  const url = new URL(link);
  return `${baseUrl}${url.pathname}${url.search}`;
}

async function expectToast(p: Page, title: string, description?: string) {
  const toast = p.locator('.pr-toast-viewport li').filter({ hasText: title });
  await toast.first().waitFor({ state: 'visible', timeout: 10_000 });
  if (description) expect(await toast.first().textContent()).toContain(description);
}

async function signIn(p: Page, email: string, pw: string) {
  await p.goto(`${baseUrl}/auth`);
  await p.getByLabel('Email').fill(email);
  await p.getByLabel('Password').fill(pw);
  await p.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The steps of the story, in order. */
const steps: Array<[title: string, run: () => Promise<void>]> = [];
const step = (title: string, run: () => Promise<void>) => steps.push([title, run]);

describe('accounts in Chromium', () => {
  step('signs up, shows Check Your Email, and the header shows the signed-in state', async () => {
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    await page.getByLabel('First Name').fill('Annie');
    await page.getByLabel('Last Name').fill('Oakley');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expectToast(page, 'Account created!', 'Your account has been created successfully.');
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
  });

  step('receives the verification e-mail over SMTP and follows its link', async () => {
    const mail = await smtp.waitFor(EMAIL, 'Verify your PerRound email');
    await page.goto(onSite(extractLink(mail, '/verify-email')));
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    await page.goto(`${baseUrl}/account`);
    await page.getByText('Verified', { exact: true }).waitFor();
    await page.getByText('Free Account').waitFor();
  });

  step('signs out and signs back in', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();

    await signIn(page, EMAIL, 'wrong password');
    await expectToast(page, 'Login failed', 'Invalid email or password');

    await signIn(page, EMAIL, password);
    await expectToast(page, 'Welcome back!', 'You have been logged in successfully.');
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    // An authenticated visitor of /auth goes to /.
    await page.goto(`${baseUrl}/auth`);
    await page.waitForURL(`${baseUrl}/`);
  });

  step('changes the e-mail, confirmed from the new address', async () => {
    await page.goto(`${baseUrl}/account`);
    await page.getByLabel('New Email Address').fill(NEW_EMAIL);
    await page.locator('#changeEmailPassword').fill(password);
    await page.getByRole('button', { name: 'Change Email' }).click();
    await expectToast(page, 'Email Change Requested', 'Check your new email address for a verification link.');
    expect(await page.getByTestId('account-email').textContent()).toBe(EMAIL);

    const mail = await smtp.waitFor(NEW_EMAIL, 'Confirm your new PerRound email');
    await page.goto(onSite(extractLink(mail, '/verify-email')));
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    await smtp.waitFor(EMAIL, 'Your PerRound email address was changed');
    await page.goto(`${baseUrl}/account`);
    await page.getByTestId('account-email').filter({ hasText: NEW_EMAIL }).waitFor();
  });

  step('changes the password, and the other session ends', async () => {
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, NEW_EMAIL, password);
    await otherPage.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/account`);
    await page.getByLabel('Current Password', { exact: true }).last().fill(password);
    await page.getByLabel('New Password', { exact: true }).fill('range day 2');
    await page.getByLabel('Confirm New Password').fill('range day 2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password Changed', 'Your password has been updated successfully.');
    password = 'range day 2';

    await otherPage.goto(`${baseUrl}/account`);
    await otherPage.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await other.close();
    // This browser kept a (fresh) session.
    await expect.poll(() => page.evaluate(async () => (await fetch('/api/user')).status)).toBe(200);
    await page.goto(`${baseUrl}/account`);
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
  });

  step('forgets and resets the password', async () => {
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // the sign-in form has an Email field too and stays on screen while the router's transition renders this page:
    // fill only once the reset form is there (filling the old field left the reset form empty, so nothing was sent)
    const send = page.getByRole('button', { name: 'Send Reset Link' });
    await send.waitFor();
    await page.getByLabel('Email').fill(NEW_EMAIL);
    await send.click();
    await expectToast(page, 'Reset Link Sent');
    await page.getByRole('heading', { name: 'Reset Link Sent' }).waitFor();

    const mail = await smtp.waitFor(NEW_EMAIL, 'Reset your PerRound password');
    await page.goto(onSite(extractLink(mail, '/reset-password')));
    await page.getByLabel('New Password', { exact: true }).fill('range day 3');
    await page.getByLabel('Confirm New Password').fill('range day 3');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Password Reset');
    await page.getByRole('heading', { name: 'Password Updated!' }).waitFor();
    password = 'range day 3';

    await page.getByRole('link', { name: 'Sign In', exact: true }).last().click();
    await page.getByLabel('Email').fill(NEW_EMAIL);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Welcome back!');
  });

  step('deletes the account and goes home after 2 seconds, signed out', async () => {
    await page.goto(`${baseUrl}/account`);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you absolutely sure?' });
    await dialog.waitFor();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await expectToast(page, 'Account Deleted', 'Your account and all associated data have been permanently deleted.');
    const deletedAt = Date.now();
    await page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });
    expect(Date.now() - deletedAt).toBeGreaterThan(1000);
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();

    await signIn(page, NEW_EMAIL, password);
    await expectToast(page, 'Login failed', 'Invalid email or password');
  });

  it(
    'lives a whole account: sign up, verify, sign in and out, change e-mail and password, reset, delete',
    async () => {
      for (const [title, run] of steps) {
        try {
          await run();
        } catch (error) {
          throw new Error(`Step "${title}" failed: ${error instanceof Error ? error.message : String(error)}`, {
            cause: error,
          });
        }
      }
    },
    7 * 90_000,
  );
});

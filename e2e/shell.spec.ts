import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../src/test/chromium.js';
import { startTestServer } from '../src/test/app-server.js';

let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  ({ baseUrl } = await startTestServer());
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the app shell in Chromium', () => {
  it('answers 404 for an unknown path and still draws the not-found page', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.close();
  });

  it('keeps the chosen theme across reloads', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/contact`);
    expect(await page.locator('html').getAttribute('data-bs-theme')).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    expect(await page.locator('html').getAttribute('data-bs-theme')).toBe('dark');
    await page.reload();
    expect(await page.locator('html').getAttribute('data-bs-theme')).toBe('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).first().waitFor();
    await context.close();
  });

  it('follows the system preference when nothing is saved', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/terms`);
    expect(await page.locator('html').getAttribute('data-bs-theme')).toBe('dark');
    await context.close();
  });
});

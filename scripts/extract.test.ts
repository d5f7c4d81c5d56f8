import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const tsx = 'node_modules/.bin/tsx';
const M1 = 'src/pipeline/adapters/magento/__fixtures__/m1-listing.html';
const STORE_API = 'src/pipeline/adapters/woocommerce/__fixtures__/store-api-page-1.json';

async function failure(args: string[]): Promise<{ code: number; stderr: string; stdout: string }> {
  try {
    await run(tsx, ['scripts/extract.ts', ...args]);
  } catch (e) {
    const err = e as { code: number; stderr: string; stdout: string };
    return { code: err.code, stderr: err.stderr, stdout: err.stdout };
  }
  throw new Error('expected extract to fail');
}

describe('npm run extract', () => {
  it('prints one JSON object per offer with exactly the stable fields, the platform on stderr', async () => {
    const { stdout, stderr } = await run(tsx, [
      'scripts/extract.ts',
      M1,
      '--url',
      'https://www.ovoutdoors.ca/rifles.html',
    ]);
    expect(stderr).toBe('platform: magento (Magento 1 listing), 3 offers\n');
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    for (const l of lines)
      expect(Object.keys(l)).toEqual([
        'title',
        'priceCents',
        'regularPriceCents',
        'currency',
        'stockStatus',
        'url',
        'sku',
        'gtin',
      ]);
    expect(lines[1]).toEqual({
      title: 'Federal American Eagle 9mm 115gr FMJ 50rd',
      priceCents: 2149,
      regularPriceCents: 2499,
      currency: null,
      stockStatus: 'out_of_stock',
      url: 'https://www.ovoutdoors.ca/federal-ae-9mm-50.html',
      sku: null,
      gtin: null,
    });
  }, 60_000);

  it('reads API responses too and keeps their currency; --platform forces the reader', async () => {
    const { stdout, stderr } = await run(tsx, [
      'scripts/extract.ts',
      STORE_API,
      '--url',
      'https://www.northbayguns.ca/wp-json/wc/store/v1/products',
      '--platform',
      'woocommerce',
    ]);
    // The gift card without a price and with a javascript: link is dropped, and said to be.
    expect(stderr).toBe(
      'platform: woocommerce (WooCommerce Store API), 4 offers, 1 unreadable (no title, price or link)\n',
    );
    expect(JSON.parse(stdout.split('\n')[0])).toMatchObject({
      priceCents: 899,
      currency: 'CAD',
      stockStatus: 'in_stock',
    });
  }, 60_000);

  it('answers --help, and one-line errors for bad input', async () => {
    expect((await run(tsx, ['scripts/extract.ts', '--help'])).stdout).toMatch(
      /^Usage: npm run --silent extract -- FILE --url PAGE_URL/,
    );
    const noUrl = await failure([M1]);
    expect([noUrl.code, noUrl.stderr]).toEqual([
      2,
      'extract: --url must be the http(s) URL the document was served at\n',
    ]);
    const badPlatform = await failure([M1, '--url', 'https://a.ca/', '--platform', 'wix']);
    expect(badPlatform.stderr).toMatch(/^extract: unknown --platform wix: one of shopify, woocommerce/);
    const missing = await failure(['nope.html', '--url', 'https://a.ca/']);
    expect(missing.stderr).toBe('extract: cannot read nope.html: ENOENT\n');
  }, 120_000);

  it('fails in one line on a page with nothing and on a block page: never a silent zero', async () => {
    const empty = await failure([
      'src/pipeline/adapters/magento/__fixtures__/listing-empty.html',
      '--url',
      'https://a.ca/ammo.html',
      '--platform',
      'magento',
    ]);
    expect([empty.code, empty.stderr]).toEqual([
      1,
      'extract: The magento adapter (Magento 2 listing or product page (JSON-LD)) found no offers on https://a.ca/ammo.html\n',
    ]);
    const blocked = await failure([
      'src/pipeline/fetch/__fixtures__/cloudflare-challenge.html',
      '--url',
      'https://a.ca/shop/',
    ]);
    expect([blocked.code, blocked.stdout, blocked.stderr]).toEqual([
      1,
      '',
      'extract: Blocked by Cloudflare: a bot challenge instead of the store page at https://a.ca/shop/\n',
    ]);
  }, 120_000);
});

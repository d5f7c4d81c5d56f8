import { describe, expect, it } from 'vitest';
import { NonRetryableScrapeError } from '../../errors.js';
import { readFixture } from '../../../test/saved-pages.js';
import { parseSelectorListing, readSelectorConfig } from './parse.js';

const PAGE1 = 'https://www.armurerierivesud.ca/munitions';
const config = readSelectorConfig({
  productList: '.fiche',
  name: '.nom',
  price: '.prix',
  sku: '@data-sku',
  stockStatus: '.dispo',
  url: 'a.lien',
  nextPage: 'a.suivant',
  image: 'img.vignette',
});

describe('parseSelectorListing', () => {
  it("applies the admin's selectors: French prices and stock, attribute SKUs, lazy images, next page", () => {
    const page = parseSelectorListing(readFixture(import.meta.url, 'listing.html'), config, PAGE1);
    expect(page.itemCount).toBe(3);
    expect(page.rejected).toBe(1);
    expect(page.offers).toEqual([
      {
        title: 'Remington UMC .223 Rem 55gr FMJ (20)',
        priceCents: 1999,
        url: 'https://www.armurerierivesud.ca/produit/remington-umc-223-55gr-fmj-20',
        sku: 'RS-1001',
        gtin: null,
        vendor: null,
        stockStatus: 'in_stock',
        imageUrl: 'https://www.armurerierivesud.ca/images/rs-1001.jpg',
        hints: {},
      },
      expect.objectContaining({
        title: 'Norma .308 Win 150gr Oryx (20)',
        priceCents: 124900,
        stockStatus: 'out_of_stock',
        sku: 'RS-1002',
        imageUrl: null,
      }),
    ]);
    expect(page.nextUrl).toBe('https://www.armurerierivesud.ca/munitions?page=2');
  });

  it('needs only the required keys; stock is unknown without a stockStatus selector', () => {
    const minimal = readSelectorConfig({ productList: '.fiche', name: '.nom', price: '.prix' });
    const page = parseSelectorListing(readFixture(import.meta.url, 'listing.html'), minimal, PAGE1);
    expect(page.offers).toHaveLength(2);
    expect(page.offers.every((o) => o.stockStatus === 'unknown' && o.sku === null)).toBe(true);
    expect(page.offers[0].url).toBe('https://www.armurerierivesud.ca/produit/remington-umc-223-55gr-fmj-20');
    expect(page.nextUrl).toBeNull();
  });

  it('rejects a bad configuration or CSS with a clear error', () => {
    expect(() => readSelectorConfig({ name: '.n', price: '.p' })).toThrow(/productList/);
    expect(() => readSelectorConfig(null)).toThrow(NonRetryableScrapeError);
    const bad = readSelectorConfig({ productList: '.fiche', name: '..[[', price: '.prix' });
    expect(() => parseSelectorListing(readFixture(import.meta.url, 'listing.html'), bad, PAGE1)).toThrow(
      /Invalid CSS selector/,
    );
  });
});

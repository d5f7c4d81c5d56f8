import { describe, expect, it } from 'vitest';
import { rawOfferSchema, stockFromText, validateOffers } from './offer.js';
import { minorUnitsToCents, parsePriceToCents } from './price.js';
import { cleanGtin, cleanText } from './text.js';
import { sanitizeImageUrl, sanitizeUrl } from './url.js';

describe('parsePriceToCents', () => {
  it.each([
    ['$1,299.99', 129999],
    ['1 299,99 $', 129999],
    ['1\u00a0299,99\u00a0$', 129999],
    ['1.299,99 €', 129999],
    ['CAD 24.99', 2499],
    ['C$24.99', 2499],
    ['$24.9', 2490],
    ['$1,049', 104900],
    ['24,99 $', 2499],
    ['$24.99 – $29.99', 2499],
    ['$31.49 - $33.99', 3149],
    ['From $12 to $9.50', 950],
    ['Sale $39.99 Was $44.99', 3999],
    ['1199.00', 119900],
  ])('%s → %d cents', (input, cents) => {
    expect(parsePriceToCents(input)).toBe(cents);
  });

  it.each([['Call for price'], [''], ['$0.00'], ['-$5.00'], ['−12,00 $'], ['NaN'], ['free']])('rejects %s', (input) => {
    expect(parsePriceToCents(input)).toBeNull();
  });

  it('takes numbers as major units and rejects non-finite or negative ones', () => {
    expect(parsePriceToCents(24.99)).toBe(2499);
    expect(parsePriceToCents(899)).toBe(89900);
    expect(parsePriceToCents(Number.NaN)).toBeNull();
    expect(parsePriceToCents(-1)).toBeNull();
    expect(parsePriceToCents(Infinity)).toBeNull();
    expect(parsePriceToCents(null)).toBeNull();
    expect(parsePriceToCents({})).toBeNull();
  });

  it('converts WooCommerce minor units', () => {
    expect(minorUnitsToCents('1105', 2)).toBe(1105);
    expect(minorUnitsToCents('11', 0)).toBe(1100);
    expect(minorUnitsToCents('11050', 3)).toBe(1105);
    expect(minorUnitsToCents('', 2)).toBeNull();
    expect(minorUnitsToCents('-5', 2)).toBeNull();
    expect(minorUnitsToCents('12.50', 2)).toBeNull();
  });
});

describe('URLs', () => {
  it('keeps only http(s) links on the retailer site, absolute-ised', () => {
    const page = 'https://www.store.ca/ammo/?page=2';
    expect(sanitizeUrl('/products/x#reviews', page)).toBe('https://www.store.ca/products/x');
    expect(sanitizeUrl('https://store.ca/p', page)).toBe('https://store.ca/p');
    expect(sanitizeUrl('https://shop.store.ca/p', page)).toBe('https://shop.store.ca/p');
    expect(sanitizeUrl('javascript:alert(1)', page)).toBeNull();
    expect(sanitizeUrl('data:text/html,x', page)).toBeNull();
    expect(sanitizeUrl('https://evil.example.com/p', page)).toBeNull();
    expect(sanitizeUrl('https://user:pw@store.ca/p', page)).toBeNull();
    expect(sanitizeUrl(undefined, page)).toBeNull();
  });

  it('allows CDN images but only over http(s)', () => {
    expect(sanitizeImageUrl('//cdn.shopify.com/x.jpg', 'https://s.ca/')).toBe('https://cdn.shopify.com/x.jpg');
    expect(sanitizeImageUrl('javascript:1', 'https://s.ca/')).toBeNull();
  });
});

describe('text', () => {
  it('decodes entities, strips tags and control characters, collapses whitespace and caps length', () => {
    expect(cleanText('  Smith &amp; Wesson\n  M&amp;P&nbsp;9 &#8211; 17rd ')).toBe('Smith & Wesson M&P 9 – 17rd');
    expect(cleanText('&amp;#8211; double')).toBe('– double');
    expect(cleanText('<b>Bold</b>\u0000name')).toBe('Bold name');
    expect(cleanText('x'.repeat(500)).length).toBe(300);
    expect(cleanText(undefined)).toBe('');
  });

  it('accepts only well-formed GTINs', () => {
    expect(cleanGtin('0 90255-81581 2')).toBe('090255815812');
    expect(cleanGtin('736676011032')).toBe('736676011032');
    expect(cleanGtin('12345')).toBeNull();
    expect(cleanGtin('ABC123456789')).toBeNull();
  });

  it('maps stock wording in English and French', () => {
    expect(stockFromText('Out of stock')).toBe('out_of_stock');
    expect(stockFromText('Épuisé')).toBe('out_of_stock');
    expect(stockFromText('Unavailable')).toBe('out_of_stock');
    expect(stockFromText('Only 2 left')).toBe('low_stock');
    expect(stockFromText('En stock')).toBe('in_stock');
    expect(stockFromText('In Stock')).toBe('in_stock');
    expect(stockFromText('Ships soon?')).toBe('unknown');
    expect(stockFromText('')).toBe('unknown');
  });
});

describe('row validation', () => {
  it('drops invalid rows and counts them instead of throwing', () => {
    const good = {
      title: 'CCI Mini-Mag .22 LR 100rd',
      priceCents: 1299,
      url: null,
      sku: null,
      gtin: null,
      vendor: null,
      stockStatus: 'in_stock' as const,
      imageUrl: null,
      hints: {},
    };
    const r = validateOffers([
      good,
      { ...good, priceCents: Number.NaN },
      { ...good, title: '' },
      { ...good, url: 'javascript:x' },
      null,
    ]);
    expect(r.offers).toEqual([good]);
    expect(r.rejected).toBe(4);
    expect(rawOfferSchema.safeParse({ ...good, priceCents: -1 }).success).toBe(false);
  });
});

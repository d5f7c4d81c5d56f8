import { describe, expect, it } from 'vitest';
import { prepareOffer } from '../pipeline/ingest/prepare-offer.js';
import { sanitizeUrl } from '../pipeline/adapters/parse-utils/url.js';
import { sameSite, siteKey, urlOnSite } from './same-site.js';

const home = 'https://www.alpha.ca/';

// One table for the three places that ask "is this URL the retailer's?": the adapters (sanitizeUrl), ingest
// (prepareOffer keeps the URL) and the outbound redirect (urlOnSite). They must never disagree.
const cases: Array<[url: string, allowed: boolean]> = [
  ['https://alpha.ca/products/x', true],
  ['https://www.alpha.ca/products/x?variant=1', true],
  ['http://shop.alpha.ca/p/1', true],
  ['https://ALPHA.ca/p', true],
  ['https://alpha.ca:8443/p', true],
  ['https://evilalpha.ca/p', false],
  ['https://alpha.ca.evil.com/p', false],
  ['https://evil.com/alpha.ca', false],
  ['https://user:pass@alpha.ca/p', false],
  ['javascript:alert(1)', false],
  ['data:text/html,hi', false],
  ['ftp://alpha.ca/file', false],
];

describe('the same-site rule', () => {
  it.each(cases)('outbound: %s → %s', (url, allowed) => {
    expect(urlOnSite(url, home) !== null).toBe(allowed);
  });

  it.each(cases)('adapters and ingest agree with outbound: %s → %s', (url, allowed) => {
    expect(sanitizeUrl(url, home) !== null).toBe(allowed);
    const offer = {
      title: 'Box of 50',
      priceCents: 1999,
      url,
      sku: 'A1',
      gtin: null,
      vendor: null,
      stockStatus: 'in_stock' as const,
      imageUrl: null,
      hints: {},
    };
    expect((prepareOffer(offer, home)?.url ?? null) !== null).toBe(allowed);
  });

  it('needs a retailer site to compare with, and refuses relative or empty URLs', () => {
    expect(urlOnSite('https://alpha.ca/p', null)).toBeNull();
    expect(urlOnSite('/relative/path', home)).toBeNull();
    expect(urlOnSite('', home)).toBeNull();
  });

  it('treats hosted-platform subdomains, provincial domains and IP ports as separate sites', () => {
    expect(sameSite(new URL('https://a.myshopify.com/'), new URL('https://b.myshopify.com/'))).toBe(false);
    expect(siteKey(new URL('https://www.gun.qc.ca/'))).toBe('gun.qc.ca');
    expect(sameSite(new URL('http://127.0.0.1:4001/'), new URL('http://127.0.0.1:4002/'))).toBe(false);
    expect(sameSite(new URL('http://127.0.0.1:4001/a'), new URL('http://127.0.0.1:4001/b'))).toBe(true);
    expect(sameSite(new URL('http://[::1]:4001/a'), new URL('http://[::1]:4002/b'))).toBe(false);
    expect(sameSite(new URL('http://localhost:4001/'), new URL('http://localhost:4001/x'))).toBe(true);
  });
});

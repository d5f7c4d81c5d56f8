import { describe, expect, it } from 'vitest';
import type { RawOffer } from '../types.js';
import { canonicalUrl } from './canonical.js';
import { identityKey, offerKey, offerKeys } from './offer-identity.js';

const offer: RawOffer = {
  title: 'A',
  priceCents: 100,
  url: 'https://s.ca/a',
  sku: 'AB-1',
  gtin: null,
  vendor: null,
  stockStatus: 'unknown',
  imageUrl: null,
  hints: {},
};

describe('offer keys (the rule itself: offer-identity.ts)', () => {
  it("keys a run's offers by the most stable key: platform id, URL path, SKU, else title and price", () => {
    expect(offerKey({ ...offer, platformId: '42' })).toBe('pid:42');
    expect(offerKey(offer)).toBe('url:/a');
    expect(offerKey({ ...offer, url: null, sku: ' ab - 1 ' })).toBe(offerKey({ ...offer, url: null }));
    expect(offerKey({ ...offer, url: null })).toBe('sku:ab-1');
    expect(offerKey({ ...offer, sku: null, url: null })).toBe('title:a|100');
  });

  it('is the key ingest stores for a new listing: the run and ingest never disagree', () => {
    for (const o of [offer, { ...offer, sku: null }, { ...offer, url: null }]) {
      expect(offerKey(o)).toBe(identityKey(offerKeys(o)));
    }
  });

  it('compares URLs without tracking parameters, fragment or trailing slash', () => {
    expect(canonicalUrl(new URL('http://S.ca/p/1/?utm_source=x&b=2&a=1#reviews'))).toBe('http://s.ca/p/1?a=1&b=2');
    expect(canonicalUrl(new URL('https://s.ca/p/?gclid=1'))).toBe('https://s.ca/p');
    expect(offerKey({ ...offer, sku: null, url: canonicalUrl(new URL('http://S.ca/p/1/?b=2&a=1#x')) })).toBe(
      'url:/p/1?a=1&b=2',
    );
  });

  it('has no identity without a platform id, a SKU or a URL', () => {
    expect(identityKey(offerKeys({ platformId: ' ', sku: '   ', url: 'javascript:alert(1)' }))).toBeNull();
  });
});

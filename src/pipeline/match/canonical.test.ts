import { describe, expect, it } from 'vitest';
import type { RawOffer } from '../types.js';
import { canonicalKey, canonicalUrl, offerKey, parseHttpUrl } from './canonical.js';

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

describe('offer identity (one rule for the run, ingest and the duplicate cleanup)', () => {
  it('keys by SKU ignoring case and whitespace, else canonical URL, else title and price', () => {
    expect(offerKey(offer)).toBe('sku:ab-1');
    expect(offerKey({ ...offer, sku: ' ab - 1 ', url: 'https://s.ca/b' })).toBe(offerKey(offer));
    expect(offerKey({ ...offer, sku: null })).toBe('url:https://s.ca/a');
    expect(offerKey({ ...offer, sku: null, url: null })).toBe('title:a|100');
  });

  it('is the key ingest stores: the run and ingest never disagree on which offers are the same', () => {
    for (const o of [offer, { ...offer, sku: null }, { ...offer, sku: '  ', url: 'http://S.ca/a/?utm_source=x#top' }]) {
      expect(offerKey(o)).toBe(canonicalKey(o.sku, parseHttpUrl(o.url)));
    }
  });

  it('compares URLs without scheme, tracking parameters, fragment or trailing slash', () => {
    const a = canonicalKey(null, parseHttpUrl('http://S.ca/p/1/?utm_source=x&b=2&a=1#reviews'));
    expect(a).toBe('url:https://s.ca/p/1?a=1&b=2');
    expect(canonicalKey(null, parseHttpUrl('https://s.ca/p/1?b=2&a=1'))).toBe(a);
    expect(canonicalUrl(new URL('https://s.ca/p/?gclid=1'))).toBe('https://s.ca/p');
  });

  it('has no identity without a SKU or an http(s) URL', () => {
    expect(canonicalKey(null, null)).toBeNull();
    expect(canonicalKey('   ', parseHttpUrl('javascript:alert(1)'))).toBeNull();
  });
});

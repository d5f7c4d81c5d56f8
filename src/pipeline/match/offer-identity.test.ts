import { describe, expect, it } from 'vitest';
import { duplicateGroups, IdentityIndex, identityKey, offerKeys, sameIdentity } from './offer-identity.js';

const keys = (platformId: string | null, url: string | null, sku: string | null) => offerKeys({ platformId, url, sku });

describe('offer identity', () => {
  it('names a listing by its most stable key: platform id, then URL path (host aside), then SKU', () => {
    expect(identityKey(keys('123', 'https://s.ca/p/a/', 'AB 1'))).toBe('pid:123');
    expect(identityKey(keys(null, 'https://s.ca/products/a?variant=7', 'AB 1'))).toBe('url:/products/a?variant=7');
    expect(identityKey(keys(null, null, ' AB 1 '))).toBe('sku:ab1');
    expect(identityKey(keys(null, null, null))).toBeNull();
  });

  it('compares on the most stable key both carry; a key one side lacks is skipped', () => {
    // Magento hides the SKU of a sold-out card: the id and URL still match
    expect(sameIdentity(keys('5', 'https://s.ca/a', 'X-1'), keys('5', 'https://s.ca/a', null))).toBe(true);
    expect(sameIdentity(keys(null, 'https://s.ca/a', 'X-1'), keys(null, 'https://www.s.ca/a/', null))).toBe(true);
    // a renamed SKU with the same id or URL is the same listing
    expect(sameIdentity(keys('5', null, 'X-1'), keys('5', null, 'R2-X-1'))).toBe(true);
    expect(sameIdentity(keys(null, 'https://s.ca/a', 'X-1'), keys(null, 'https://s.ca/a', 'R2-X-1'))).toBe(true);
    // a different id or URL keeps two products with a shared SKU apart
    expect(sameIdentity(keys('5', null, 'X-1'), keys('6', null, 'X-1'))).toBe(false);
    expect(sameIdentity(keys(null, 'https://s.ca/a', 'X-1'), keys(null, 'https://s.ca/b', 'X-1'))).toBe(false);
    // the SKU alone decides when nothing stronger is shared
    expect(sameIdentity(keys('5', null, 'x 1'), keys(null, 'https://s.ca/a', 'X1'))).toBe(true);
    expect(sameIdentity(keys('5', null, null), keys(null, 'https://s.ca/a', null))).toBe(false);
  });

  it('lets each stored listing be claimed by one offer only, most stable key first', () => {
    const a = { name: 'a', keys: keys('1', 'https://s.ca/a', 'S') };
    const b = { name: 'b', keys: keys(null, 'https://s.ca/b', 'S') };
    const index = new IdentityIndex([a, b]);
    expect(index.claim(keys('1', null, null))?.name).toBe('a');
    expect(index.claim(keys('1', null, null))).toBeNull();
    // SKU S: a is taken and b's URL differs from this offer's: a new listing
    expect(index.claim(keys(null, 'https://s.ca/c', 'S'))).toBeNull();
    expect(index.claim(keys(null, null, 's'))?.name).toBe('b');
  });

  it('groups stored duplicates by the same rule (transitively) for the cleanup', () => {
    const items = [
      { id: 1, keys: keys(null, 'https://s.ca/a', 'S1') },
      { id: 2, keys: keys(null, null, 's1') },
      { id: 3, keys: keys('9', 'https://s.ca/a', null) },
      { id: 4, keys: keys(null, 'https://s.ca/b', 'S1') },
    ];
    expect(duplicateGroups(items).map((g) => g.map((i) => i.id).sort())).toEqual([[1, 2, 3, 4]]);
    expect(duplicateGroups([items[0], items[3]])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.js';

describe('ByteLru', () => {
  it('drops the least recently used entries when the bytes would go over the budget', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    expect(lru.get('a')).toBe('A'); // 'b' is now the least recently used
    lru.set('c', 'C', 40);
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
    expect(lru.bytes).toBe(80);
  });

  it('counts a replaced value once and never keeps a value larger than the whole budget', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 60);
    lru.set('a', 'A2', 30);
    expect([lru.size, lru.bytes, lru.get('a')]).toEqual([1, 30, 'A2']);
    lru.set('huge', 'H', 101);
    expect([lru.get('huge'), lru.get('a')]).toEqual([undefined, 'A2']);
    lru.set('fill', 'F', 100);
    expect([lru.size, lru.bytes, lru.get('a')]).toEqual([1, 100, undefined]);
    lru.clear();
    expect([lru.size, lru.bytes]).toEqual([0, 0]);
  });
});

import { describe, expect, it } from 'vitest';
import { sameSite } from './outbound.service.js';

const home = new URL('https://www.alpha.example.ca/');

describe('sameSite (which scraped listing URLs a click may be sent to)', () => {
  it.each([
    ['https://alpha.example.ca/products/x', true],
    ['https://www.alpha.example.ca/products/x?variant=1', true],
    ['http://shop.alpha.example.ca/p/1', true],
    ['https://ALPHA.example.ca/p', true],
    ['https://alpha.example.ca:8443/p', true],
    ['https://evilalpha.example.ca/p', false],
    ['https://alpha.example.ca.evil.com/p', false],
    ['https://evil.com/alpha.example.ca', false],
    ['https://user:pass@alpha.example.ca/p', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['ftp://alpha.example.ca/file', false],
    ['/relative/path', false],
    ['', false],
  ])('%s → %s', (url, allowed) => {
    expect(sameSite(url, home) !== null).toBe(allowed);
  });

  it('needs a retailer home to compare with', () => {
    expect(sameSite('https://alpha.example.ca/p', null)).toBeNull();
  });
});

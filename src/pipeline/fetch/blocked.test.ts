import { describe, expect, it } from 'vitest';
import { detectBlockPage, isCaptchaRedirect } from './blocked.js';
import { extractOffers } from '../adapters/extract.js';

describe('bot-protection pages', () => {
  it.each([
    ['Cloudflare', { status: 403, headers: { 'cf-mitigated': 'challenge' }, body: '' }],
    [
      'Cloudflare',
      {
        status: 403,
        body: '<html><head><title>Just a moment...</title></head><body><script>window._cf_chl_opt={cvId:"3"}</script></body></html>',
      },
    ],
    [
      'Cloudflare',
      { status: 403, body: '<title>Attention Required! | Cloudflare</title><h1>Sorry, you have been blocked</h1>' },
    ],
    ['Sucuri', { status: 403, body: '<title>Sucuri WebSite Firewall - Access Denied</title>' }],
    [
      'Sucuri',
      {
        status: 200,
        body: "<html><script>var s={},u,c,U,r,i,l=0,a,e=eval,w=String.fromCharCode,sucuri_cloudproxy_js='',S='cz0iMSIuc3Vic3RyKDAsMSkgKyAnJw==';</script></html>",
      },
    ],
    [
      'Imperva',
      {
        status: 200,
        body: '<html><body><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=9&xinfo=1" frameborder=0></iframe></body></html>',
      },
    ],
    [
      'SiteGround',
      {
        status: 202,
        body: '<html><head><meta http-equiv="refresh" content="0;/.well-known/sgcaptcha/?r=%2Fshop%2F"></head></html>',
      },
    ],
  ])('recognises %s', (vendor, res) => {
    expect(detectBlockPage(res)?.vendor).toBe(vendor);
  });

  it('does not take an ordinary page that loads Cloudflare or Incapsula scripts for a block', () => {
    const page =
      '<html><head><title>Ammo | Store</title><script src="/cdn-cgi/challenge-platform/scripts/jsd/main.js"></script><script src="https://cdnjs.cloudflare.com/x.js"></script></head><body>Sorry, no products</body></html>';
    expect(detectBlockPage({ status: 200, body: page })).toBeNull();
    expect(isCaptchaRedirect('/.well-known/sgcaptcha/?r=%2F')?.vendor).toBe('SiteGround');
    expect(isCaptchaRedirect('/shop/')).toBeNull();
  });

  it('extract refuses a challenge page instead of reading an empty catalogue', () => {
    expect(() =>
      extractOffers('<title>Just a moment...</title><div id="challenge-form"></div>', 'https://s.ca/shop/'),
    ).toThrow(/^Blocked by Cloudflare: a bot challenge instead of the store page at https:\/\/s\.ca\/shop\//);
  });
});

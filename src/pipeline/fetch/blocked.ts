/**
 * Bot-protection pages (a challenge, a captcha or an "access denied" page of a web application firewall). A store
 * answering with one of these has not shown us an empty catalogue: the run must say it was blocked.
 */
export interface BlockPage {
  /** Who blocked us: Cloudflare, Sucuri, Imperva, SiteGround, DataDome, PerimeterX. */
  vendor: string;
  /** challenge: a JavaScript/captcha check a browser would pass; denied: a firewall rule refused the request. */
  kind: 'challenge' | 'denied';
}

interface Rule extends BlockPage {
  header?: [string, RegExp];
  body?: RegExp;
}

// Markers that appear on the block pages themselves, never on an ordinary storefront page (a normal page may
// load Cloudflare's /cdn-cgi/challenge-platform/ script or an Incapsula cookie script: neither is a marker).
const RULES: Rule[] = [
  { vendor: 'Cloudflare', kind: 'challenge', header: ['cf-mitigated', /challenge/i] },
  {
    vendor: 'Cloudflare',
    kind: 'challenge',
    body: /<title>\s*Just a moment\.\.\.\s*<\/title>|window\._cf_chl_opt|id="challenge-form"|cf-browser-verification/i,
  },
  {
    vendor: 'Cloudflare',
    kind: 'denied',
    body: /<title>\s*Attention Required! \| Cloudflare\s*<\/title>|Sorry, you have been blocked[\s\S]{0,2000}cloudflare|<title>[^<]*\| (?:www\.)?[^<|]*\| Cloudflare<\/title>/i,
  },
  { vendor: 'Sucuri', kind: 'denied', header: ['x-sucuri-block', /./] },
  { vendor: 'Sucuri', kind: 'denied', body: /<title>\s*Sucuri WebSite Firewall - Access Denied\s*<\/title>/i },
  {
    vendor: 'Sucuri',
    kind: 'challenge',
    body: /sucuri_cloudproxy_js|<title>\s*You are being redirected\.\.\.\s*<\/title>[\s\S]{0,3000}S\s*=\s*'[A-Za-z0-9+/=]{20,}'/i,
  },
  {
    vendor: 'Imperva',
    kind: 'challenge',
    body: /<iframe[^>]+src="\/_Incapsula_Resource\?|Request unsuccessful\. Incapsula incident ID|<title>\s*Pardon Our Interruption\s*<\/title>/i,
  },
  {
    vendor: 'SiteGround',
    kind: 'challenge',
    body: /\/\.well-known\/sgcaptcha\/|sg-captcha|<title>\s*Robot Challenge Screen\s*<\/title>/i,
  },
  { vendor: 'DataDome', kind: 'challenge', body: /(?:geo\.)?captcha-delivery\.com\/captcha|<title>\s*DataDome/i },
  {
    vendor: 'PerimeterX',
    kind: 'challenge',
    body: /<div id="px-captcha"|_pxCaptcha|Access to this page has been denied because we believe you are using automation tools/i,
  },
];

/** Block pages are small; a 2 MB product page is not one (and is not worth scanning with every rule). */
const MAX_BLOCK_PAGE_CHARS = 300_000;

/** The block page a response is, or null for an ordinary answer. Pure: status, headers and body only. */
export function detectBlockPage(res: {
  status?: number;
  headers?: Record<string, string>;
  body: string;
}): BlockPage | null {
  const headers = res.headers ?? {};
  for (const rule of RULES) {
    if (rule.header) {
      const value = headers[rule.header[0]];
      if (value !== undefined && rule.header[1].test(value)) return { vendor: rule.vendor, kind: rule.kind };
    }
  }
  const body = typeof res.body === 'string' ? res.body : '';
  if (body.length > MAX_BLOCK_PAGE_CHARS) return null;
  for (const rule of RULES) {
    if (rule.body?.test(body)) return { vendor: rule.vendor, kind: rule.kind };
  }
  return null;
}

/** A redirect to a captcha screen (SiteGround answers 302 → /.well-known/sgcaptcha/). */
export function isCaptchaRedirect(location: string): BlockPage | null {
  return /\/\.well-known\/sgcaptcha\//i.test(location) ? { vendor: 'SiteGround', kind: 'challenge' } : null;
}

export function describeBlock(block: BlockPage, url: string): string {
  const what = block.kind === 'challenge' ? 'a bot challenge' : 'an access-denied page';
  return `Blocked by ${block.vendor}: ${what} instead of the store page at ${url}`;
}

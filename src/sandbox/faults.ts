import type { ServerResponse } from 'node:http';
import type { DayListing } from './catalogue/types.js';
import type { SandboxResponse } from './storefronts/types.js';

/**
 * Fault modes, switchable per storefront at run time. robots.txt keeps answering normally in every mode except
 * 'robots-disallow', so each mode tests exactly one failure (the listing/product URLs fail, not the robots check).
 */
export const FAULT_MODES = [
  'slow',
  'error500',
  'rate429',
  'malformed',
  'empty',
  'robots-disallow',
  'redirect-private',
  'oversized',
  'partial',
  'markup-changed',
  'challenge',
  'api-forbidden',
  'redirect-loop',
  ...(['all-out-of-stock', 'no-stock-field', 'prices-in-cents', 'renamed-skus', 'skus-hidden-out-of-stock'] as const),
] as const;

/** Faults that change what the store says (not how it answers): the anomaly guard or the identity rule handle them. */
export const CONTENT_FAULTS = [
  'all-out-of-stock',
  'no-stock-field',
  'prices-in-cents',
  'renamed-skus',
  'skus-hidden-out-of-stock',
] as const satisfies readonly FaultMode[];
export type FaultMode = (typeof FAULT_MODES)[number];

export const isFaultMode = (s: string): s is FaultMode => (FAULT_MODES as readonly string[]).includes(s);

export const PRIVATE_REDIRECT_TARGET = 'http://169.254.169.254/latest/meta-data/';
/** Bigger than the 10 MB response cap of the fetcher. */
export const OVERSIZED_BYTES = 11 * 1024 * 1024;
/** 'partial' keeps one listing in five: far fewer than half, so the anomaly guard must trip. */
export const PARTIAL_KEEP_EVERY = 5;

/**
 * Today's listings as a content fault shows them: every item sold out, prices printed in cents (x100), every SKU
 * renamed, or the SKU left out of sold-out items. 'no-stock-field' is rendered by each storefront (`omitStock`).
 */
export function applyContentFault(listings: DayListing[], fault: FaultMode | null): DayListing[] {
  switch (fault) {
    case 'all-out-of-stock':
      return listings.map((d) => ({ ...d, stock: 'out_of_stock', lowRemaining: null }));
    case 'prices-in-cents':
      return listings.map((d) => ({
        ...d,
        priceCents: d.priceCents * 100,
        regularPriceCents: d.regularPriceCents * 100,
      }));
    case 'renamed-skus':
      return listings.map((d) => ({
        ...d,
        listing: { ...d.listing, sku: d.listing.sku ? `R2-${d.listing.sku}` : null },
      }));
    case 'skus-hidden-out-of-stock':
      return listings.map((d) => (d.stock === 'out_of_stock' ? { ...d, listing: { ...d.listing, sku: null } } : d));
    default:
      return listings;
  }
}

/** Truncates and garbles a body so that JSON.parse fails and HTML loses most of its structure. */
export function garble(res: SandboxResponse): SandboxResponse {
  const cut = Math.floor(res.body.length * 0.4);
  const isJson = /json/.test(res.headers['content-type'] ?? '');
  const tail = isJson ? '","price":"\u0000\uFFFD' : '<div class="\u0000\uFFFD<<</';
  return { ...res, body: res.body.slice(0, cut) + tail };
}

/**
 * Streams more than OVERSIZED_BYTES of padding (whitespace for JSON/XML, an HTML comment for HTML) and then the
 * normal body, chunked with no Content-Length: a client without a size cap gets a valid but huge document.
 */
export function streamOversized(res: ServerResponse, base: SandboxResponse): void {
  const isHtml = /html/.test(base.headers['content-type'] ?? '');
  res.writeHead(200, { ...base.headers });
  const chunk = Buffer.from(isHtml ? `<!-- ${'x'.repeat(65_000)} -->\n` : ' '.repeat(65_536));
  let sent = 0;
  let closed = false;
  res.on('close', () => (closed = true));
  const pump = () => {
    while (!closed && sent < OVERSIZED_BYTES) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!closed) res.end(base.body);
  };
  pump();
}

/** 'redirect-loop': every page answers 302 to itself with a counter, so only a client's redirect limit ends it. */
export function loopRedirect(url: URL): SandboxResponse {
  const next = new URL(url);
  next.searchParams.set('loop', String(Number(url.searchParams.get('loop') ?? 0) + 1));
  return { status: 302, headers: { location: next.pathname + next.search, 'content-type': 'text/html' }, body: '' };
}

/**
 * A Cloudflare managed-challenge answer as real stores serve it: 403, `cf-mitigated: challenge`, a "Just a
 * moment..." page whose only content is the challenge script. A scraper must report the store as blocked.
 */
export function challengePage(): SandboxResponse {
  const body = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="refresh" content="390"><meta name="robots" content="noindex,nofollow"></head><body><div class="main-wrapper" role="main"><div class="main-content"><noscript><div class="h2"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript></div></div><script>(function(){window._cf_chl_opt={cvId: '3',cZone: 'store',cType: 'managed',cRay: '8f2c1a9b0c1d2e3f'};var a = document.createElement('script');a.src = '/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=8f2c1a9b0c1d2e3f';document.getElementsByTagName('head')[0].appendChild(a);}());</script></body></html>`;
  return {
    status: 403,
    headers: {
      'content-type': 'text/html; charset=UTF-8',
      'cf-mitigated': 'challenge',
      server: 'cloudflare',
      'cache-control': 'private, max-age=0, no-store',
    },
    body,
  };
}

/** A firewall rule in front of the JSON APIs only (`/wp-json/`, `/products.json`): the theme's pages still answer. */
export const isApiPath = (path: string): boolean => path.startsWith('/wp-json') || /\/products\.json$/.test(path);

export function forbiddenPage(): SandboxResponse {
  return {
    status: 403,
    headers: { 'content-type': 'text/html; charset=iso-8859-1' },
    body: '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN"><html><head><title>403 Forbidden</title></head><body><h1>Forbidden</h1><p>You don\'t have permission to access this resource.</p></body></html>',
  };
}

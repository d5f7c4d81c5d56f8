/**
 * Keys and URL rules for scraped offers. Scraped text is untrusted: it is cleaned to plain text of bounded
 * length, and a URL is kept only when it is http(s) (and, for product pages, on the retailer's own site).
 */

import { urlOnSite } from '../../shared/same-site.js';

// Query parameters that only track a visit; they never identify a product.
const TRACKING_PARAMS =
  /^(utm_.*|gclid|gbraid|wbraid|fbclid|msclkid|dclid|mc_cid|mc_eid|_ga|_gl|ref|referrer|srsltid|_pos|_sid|_ss|_psq|_fid|spm|yclid|igshid)$/i;

const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Plain text: no control characters, collapsed whitespace, at most `max` characters. */
export function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(CONTROL_CHARS, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length > max ? text.slice(0, max) : text;
}

/** An absolute http(s) URL, or null. */
export function parseHttpUrl(value: unknown, base?: string): URL | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = base ? new URL(value.trim(), base) : new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

/** True when `url` is on the retailer's site (the shared same-site rule). */
export function isOnSite(url: URL, retailerUrl: string): boolean {
  return urlOnSite(url, retailerUrl) !== null;
}

/**
 * Canonical form of a product URL: lower-cased scheme and host, default port dropped, no fragment, no tracking
 * parameters (the rest sorted), no trailing slash.
 */
export function canonicalUrl(url: URL): string {
  const u = new URL(url.href);
  u.hash = '';
  u.hostname = u.hostname.toLowerCase();
  const kept = [...u.searchParams.entries()]
    .filter(([k]) => !TRACKING_PARAMS.test(k))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  u.search = kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
  let text = u.toString();
  if (!u.search) text = text.replace(/\/+$/, '');
  else text = text.replace(/\/+\?/, '?');
  return text;
}

/** SKUs compare ignoring case and whitespace (the retailer's own spelling is stored separately). */
export function normalizeSku(sku: string): string {
  return sku.replace(/\s+/g, '').toLowerCase();
}

import { isIP } from 'node:net';

// Second-level suffixes under which each label is a different owner (Canadian provincial domains, common
// country 2LDs, and the hosted-shop platforms whose subdomains are separate stores).
const SHARED_SUFFIXES = new Set([
  'ab.ca', 'bc.ca', 'mb.ca', 'nb.ca', 'nf.ca', 'nl.ca', 'ns.ca', 'nt.ca', 'nu.ca', 'on.ca', 'pe.ca', 'qc.ca', 'sk.ca', 'yk.ca',
  'co.uk', 'org.uk', 'com.au', 'co.nz',
  'myshopify.com', 'mybigcommerce.com', 'webshopapp.com', 'shoplightspeed.com', 'wixsite.com', 'square.site', 'github.io',
]);

/**
 * The key two URLs must share to be "the same site": the registrable domain for names (shop.x.ca ≡ www.x.ca ≡ x.ca),
 * host plus port for IP literals and single-label hosts (the local sandbox runs each store on its own port).
 */
export function siteKey(url: URL): string {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase().replace(/\.$/, '');
  if (isIP(host) || !host.includes('.')) return url.host.toLowerCase();
  const labels = host.split('.');
  const lastTwo = labels.slice(-2).join('.');
  if (labels.length >= 3 && SHARED_SUFFIXES.has(lastTwo)) return labels.slice(-3).join('.');
  return lastTwo;
}

export function sameSite(a: URL, b: URL): boolean {
  return siteKey(a) === siteKey(b);
}

/**
 * Absolute-ises a scraped link against the page it came from and keeps it only if it is http(s) on the retailer's
 * own site; anything else (javascript:, data:, another domain) becomes null.
 */
export function sanitizeUrl(href: unknown, pageUrl: string | URL, siteUrl: string | URL = pageUrl): string | null {
  if (typeof href !== 'string') return null;
  const trimmed = href.trim();
  if (!trimmed || trimmed.length > 2048) return null;
  try {
    const u = new URL(trimmed, pageUrl);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    if (u.username || u.password) return null;
    if (!sameSite(u, new URL(siteUrl))) return null;
    u.hash = '';
    return u.href;
  } catch {
    return null;
  }
}

/** Image URLs may live on a CDN (cdn.shopify.com, cdn11.bigcommerce.com): http(s) only, any host. */
export function sanitizeImageUrl(src: unknown, pageUrl: string | URL): string | null {
  if (typeof src !== 'string') return null;
  const trimmed = src.trim().split(/\s+/)[0];
  if (!trimmed || trimmed.length > 2048) return null;
  try {
    const u = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed, pageUrl);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

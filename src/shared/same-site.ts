/**
 * The one "same site" rule: which URLs belong to a retailer. The adapters keep only product links on the
 * retailer's site, ingest stores only those, and the outbound redirect follows only those, so a listing that is
 * stored is always one a click may be sent to.
 */

// Second-level suffixes under which each label is a different owner (Canadian provincial domains, common
// country 2LDs, and the hosted-shop platforms whose subdomains are separate stores).
const SHARED_SUFFIXES = new Set([
  'ab.ca',
  'bc.ca',
  'mb.ca',
  'nb.ca',
  'nf.ca',
  'nl.ca',
  'ns.ca',
  'nt.ca',
  'nu.ca',
  'on.ca',
  'pe.ca',
  'qc.ca',
  'sk.ca',
  'yk.ca',
  'co.uk',
  'org.uk',
  'com.au',
  'co.nz',
  'myshopify.com',
  'mybigcommerce.com',
  'webshopapp.com',
  'shoplightspeed.com',
  'wixsite.com',
  'square.site',
  'github.io',
]);

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The key two URLs must share to be "the same site": the registrable domain for names (shop.x.ca ≡ www.x.ca ≡ x.ca),
 * host plus port for IP literals and single-label hosts (the local sandbox runs each store on its own port).
 */
export function siteKey(url: URL): string {
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  if (IPV4.test(host) || host.includes(':') || !host.includes('.')) return url.host.toLowerCase();
  const labels = host.split('.');
  const lastTwo = labels.slice(-2).join('.');
  if (labels.length >= 3 && SHARED_SUFFIXES.has(lastTwo)) return labels.slice(-3).join('.');
  return lastTwo;
}

export function sameSite(a: URL, b: URL): boolean {
  return siteKey(a) === siteKey(b);
}

/** `value` as a URL when it is an absolute http(s) URL without credentials on the same site as `site`, else null. */
export function urlOnSite(value: string | URL | null | undefined, site: string | URL | null | undefined): URL | null {
  if (!value || !site) return null;
  try {
    const url = new URL(value);
    const home = new URL(site);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return sameSite(url, home) ? url : null;
  } catch {
    return null;
  }
}

import { sameSite } from '../../../shared/same-site.js';

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

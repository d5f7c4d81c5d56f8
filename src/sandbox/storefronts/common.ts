import type { DayListing } from '../catalogue/types.js';
import type { SandboxResponse, StoreView } from './types.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and attribute values. Every scraped-looking string goes through this. */
export function esc(s: string | number | null | undefined): string {
  return String(s ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** '$1,049.99' (en-CA). */
export function money(cents: number, prefix = '$'): string {
  const neg = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-CA');
  return `${neg}${prefix}${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** '24.99' */
export const decimal = (cents: number) => (cents / 100).toFixed(2);

export function html(body: string, status = 200, headers: Record<string, string> = {}): SandboxResponse {
  return { status, headers: { 'content-type': 'text/html; charset=UTF-8', ...headers }, body };
}

export function json(value: unknown, status = 200, headers: Record<string, string> = {}): SandboxResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', ...headers },
    body: JSON.stringify(value),
  };
}

export function xml(body: string): SandboxResponse {
  return {
    status: 200,
    headers: { 'content-type': 'application/xml; charset=UTF-8' },
    body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}`,
  };
}

export function text(body: string, status = 200, headers: Record<string, string> = {}): SandboxResponse {
  return { status, headers: { 'content-type': 'text/plain; charset=UTF-8', ...headers }, body };
}

export function redirect(location: string, status = 301): SandboxResponse {
  return {
    status,
    headers: { location, 'content-type': 'text/html; charset=UTF-8' },
    body: `<a href="${esc(location)}">Moved</a>`,
  };
}

export function notFoundHtml(view: StoreView): SandboxResponse {
  return html(
    `<!DOCTYPE html><html><head><title>Page not found - ${esc(view.def.name)}</title></head><body><h1>404 Not Found</h1><p>The page you were looking for does not exist.</p></body></html>`,
    404,
  );
}

/** A <urlset> sitemap of absolute URLs. */
export function urlset(view: StoreView, paths: string[]): SandboxResponse {
  const lastmod = new Date(Date.UTC(2026, 10, 1) + view.day * 86_400_000).toISOString().slice(0, 10);
  const urls = paths
    .map((p) => `  <url><loc>${esc(view.origin + p)}</loc><lastmod>${lastmod}</lastmod></url>`)
    .join('\n');
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>`);
}

export function sitemapIndex(view: StoreView, paths: string[]): SandboxResponse {
  const items = paths.map((p) => `  <sitemap><loc>${esc(view.origin + p)}</loc></sitemap>`).join('\n');
  return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>`);
}

/** Unique product pages (grouped variants share one page). */
export function uniquePaths(listings: DayListing[]): string[] {
  return [...new Set(listings.map((d) => d.listing.path))];
}

/** Positive integer query parameter or the fallback. */
export function intParam(url: URL, name: string, fallback: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) ? n : NaN;
}

export function paginate<T>(items: T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** Placeholder image URL on the store's own origin (the sandbox never links to the internet). */
export const imageUrl = (view: StoreView, d: DayListing) => `${view.origin}/images/${d.listing.parentId}.jpg`;

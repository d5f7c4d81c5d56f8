import { QueryTypes } from 'sequelize';
import { PAGE_META } from '../../../shared/site-pages.js';
import type { AppDeps } from '../../deps.js';
import { ttlCache } from './ttl-cache.js';

const TTL_MS = 60 * 60_000;

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Calibres that have at least one live listing at an active retailer: each is a browse page worth indexing. */
async function listedCalibres(deps: AppDeps): Promise<string[]> {
  const rows = await deps.db.query<{ calibre: string }>(
    `SELECT DISTINCT l.calibre FROM listings l JOIN retailers r ON r.id = l.retailer_id
     WHERE NOT l.is_gone AND r.is_active AND l.calibre IS NOT NULL ORDER BY l.calibre`,
    { type: QueryTypes.SELECT },
  );
  return rows.map((r) => r.calibre);
}

/** The browse page filtered to one calibre (the `calibre` search filter of SPEC §3 as a query parameter). */
export const calibrePath = (calibre: string) => `/?calibre=${encodeURIComponent(calibre)}`;

async function buildSitemap(deps: AppDeps): Promise<string> {
  const base = deps.env.APP_URL.replace(/\/+$/, '');
  const pages = Object.entries(PAGE_META)
    .filter(([, meta]) => meta.indexable)
    .map(([path]) => path);
  const urls = [...pages, ...(await listedCalibres(deps)).map(calibrePath)];
  const body = urls.map((u) => `  <url><loc>${xmlEscape(base + u)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

const cache = ttlCache<AppDeps, string>(TTL_MS, buildSitemap);
export const getSitemap = (deps: AppDeps) => cache.get(deps);
export const clearSitemapCache = () => cache.clear();

/** Crawlers may read the public pages; account, admin, API and outbound redirects are not for them. */
export function buildRobotsTxt(deps: AppDeps): string {
  const base = deps.env.APP_URL.replace(/\/+$/, '');
  const closed = Object.entries(PAGE_META)
    .filter(([, meta]) => !meta.indexable)
    .map(([path]) => `Disallow: ${path}`);
  return [
    'User-agent: *',
    ...closed,
    'Disallow: /api/',
    'Disallow: /trpc/',
    'Disallow: /go/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

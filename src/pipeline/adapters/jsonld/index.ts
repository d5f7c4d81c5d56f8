import { NonRetryableScrapeError } from '../../errors.js';
import { sanitizeUrl } from '../parse-utils/url.js';
import type { Fetcher, PlatformAdapter } from '../../types.js';
import { WalkProgress } from '../walk.js';
import { likelyProductUrls, parseJsonLdProductPage, parseSitemap, productSitemaps } from './parse.js';

/** Product pages fetched per run at most (at 1 s per page this is already well over an hour). */
export const MAX_PRODUCT_PAGES = 5000;
const MAX_SITEMAP_FILES = 50;

/** `Sitemap:` lines of robots.txt on the same site, else `/sitemap.xml`. */
export async function sitemapRoots(fetcher: Fetcher, siteUrl: string): Promise<string[]> {
  const origin = new URL(siteUrl).origin;
  try {
    const robots = await fetcher.get(`${origin}/robots.txt`, { accept: 'text/plain' });
    const roots = [...robots.body.matchAll(/^\s*sitemap\s*:\s*(\S+)/gim)]
      .map((m) => sanitizeUrl(m[1], robots.url, siteUrl))
      .filter((u): u is string => Boolean(u));
    if (roots.length) return [...new Set(roots)];
  } catch (e) {
    if (!(e instanceof NonRetryableScrapeError)) throw e;
  }
  return [`${origin}/sitemap.xml`];
}

/** Walks sitemap indexes breadth-first and returns the product page URLs found. */
export async function discoverProductUrls(
  fetcher: Fetcher,
  siteUrl: string,
  progress?: WalkProgress,
): Promise<string[]> {
  const queue = await sitemapRoots(fetcher, siteUrl);
  const visited = new Set<string>();
  const urls = new Set<string>();
  let readable = 0;
  while (queue.length && visited.size < MAX_SITEMAP_FILES) {
    const sm = queue.shift()!;
    if (visited.has(sm)) continue;
    visited.add(sm);
    if (/\.gz$/i.test(sm)) continue; // gzip files (not Content-Encoding) are not text; stores also list plain ones
    try {
      const res = await fetcher.get(sm, { accept: 'application/xml,text/xml;q=0.9,*/*;q=0.5' });
      progress?.page([]);
      const facts = parseSitemap(res.body, res.url, siteUrl);
      readable++;
      queue.push(...productSitemaps(facts.sitemaps));
      for (const u of facts.urls) urls.add(u);
    } catch (e) {
      if (!(e instanceof NonRetryableScrapeError)) throw e;
    }
  }
  if (readable === 0)
    throw new NonRetryableScrapeError(`No readable sitemap on ${new URL(siteUrl).host}`, { code: 'malformed' });
  return likelyProductUrls([...urls], siteUrl).slice(0, MAX_PRODUCT_PAGES);
}

/** schema.org JSON-LD product pages found through the sitemap. Pages that 404 or carry no Product are skipped. */
export const jsonldAdapter: PlatformAdapter = {
  id: 'jsonld',
  async *scrape(retailer, fetcher, onPage) {
    const progress = new WalkProgress(onPage);
    const productUrls = await discoverProductUrls(fetcher, retailer.url, progress);
    for (const url of productUrls) {
      let body: string;
      let finalUrl: string;
      try {
        const res = await fetcher.get(url);
        body = res.body;
        finalUrl = res.url;
      } catch (e) {
        if (e instanceof NonRetryableScrapeError) continue; // one product page gone: not a reason to fail the run
        throw e;
      }
      const page = parseJsonLdProductPage(body, finalUrl, retailer.url);
      progress.page(page.offers);
      if (page.offers.length) yield page.offers;
    }
  },
};

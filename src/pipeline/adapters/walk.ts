import { NonRetryableScrapeError } from '../errors.js';
import { cleanText } from './parse-utils/text.js';
import { sanitizeUrl } from './parse-utils/url.js';
import { loadHtml } from './html.js';
import { scriptListingHint } from './script-listing.js';
import type { Fetcher, FetchResult, RawOffer, ScrapeProgress } from '../types.js';

/** Safety cap on listing pages per run (a loop in a store's pagination must not run forever). */
export const MAX_LISTING_PAGES = 500;

/** Counts pages and offers for `onPage` the same way in every adapter. */
export class WalkProgress {
  pagesFetched = 0;
  offersFound = 0;
  constructor(private readonly onPage?: (p: ScrapeProgress) => void) {}
  page(offers: RawOffer[]): void {
    this.pagesFetched++;
    this.offersFound += offers.length;
    this.onPage?.({ pagesFetched: this.pagesFetched, offersFound: this.offersFound });
  }
}

export function withParam(url: string, name: string, value: string | number): string {
  const u = new URL(url);
  u.searchParams.set(name, String(value));
  return u.href;
}

/** A listing page past the end: some stores answer 404 instead of an empty page. */
export function isEndOfListing(e: unknown, page: number): boolean {
  return page > 1 && e instanceof NonRetryableScrapeError && (e.status === 404 || e.status === 410);
}

export async function getPage(fetcher: Fetcher, url: string, accept?: string): Promise<FetchResult> {
  return fetcher.get(url, accept ? { accept } : undefined);
}

export interface ListingFacts {
  offers: RawOffer[];
  /** Stable ids of the items on the page (to notice a store repeating its last page). */
  keys: string[];
  nextUrl: string | null;
  /** No next link, but the theme loads more products by script: keep walking by page number. */
  hasMore?: boolean;
}

export interface ListingWalk {
  firstUrl: string;
  /** Page N (N >= 2) of a listing whose first page is `root`. */
  pageUrl: (root: string, n: number) => string;
  parse: (html: string, url: string) => ListingFacts;
  /**
   * When the configured URL shows no products (a home page), the listing pages to walk instead, found in the
   * page's navigation. Each is walked to its end; overlapping categories are de-duplicated by the caller.
   */
  discover?: (html: string, url: string) => string[];
}

/**
 * The configured page lists nothing: walk the listings its navigation links to, else fail now when a script draws
 * its products (the generic "found no offers" would not tell the admin why).
 */
function firstPageEmpty(walk: ListingWalk, res: FetchResult, roots: string[]): void {
  for (const u of walk.discover?.(res.body, res.url) ?? []) if (!roots.includes(u)) roots.push(u);
  const hint = roots.length === 1 ? scriptListingHint(res.body) : '';
  if (hint)
    throw new NonRetryableScrapeError(`No offers found on ${res.url}${hint}`, { code: 'no_offers', url: res.url });
}

/**
 * The walk shared by the HTML listing adapters: page 1 is the root, page N comes from `pageUrl`; stop on an empty
 * page, a page that adds no new item, no next link, a 404 past the first page, or the page cap (over all roots).
 */
export async function* walkListing(
  fetcher: Fetcher,
  walk: ListingWalk,
  onPage?: (p: ScrapeProgress) => void,
): AsyncGenerator<RawOffer[], void, void> {
  const progress = new WalkProgress(onPage);
  const visited = new Set<string>();
  const roots: string[] = [walk.firstUrl];
  for (let r = 0; r < roots.length; r++) {
    const root = roots[r];
    const seen = new Set<string>();
    for (let n = 1; progress.pagesFetched < MAX_LISTING_PAGES; n++) {
      const url = n === 1 ? root : walk.pageUrl(root, n);
      if (visited.has(url)) break;
      visited.add(url);
      let res: FetchResult;
      try {
        res = await fetcher.get(url);
      } catch (e) {
        if (isEndOfListing(e, n)) break;
        throw e;
      }
      const facts = walk.parse(res.body, res.url);
      const fresh = facts.keys.filter((k) => !seen.has(k));
      facts.keys.forEach((k) => seen.add(k));
      const noNewItems = facts.keys.length > 0 && fresh.length === 0;
      progress.page(noNewItems ? [] : facts.offers);
      if (facts.offers.length === 0 && facts.keys.length === 0) {
        if (r === 0 && n === 1) firstPageEmpty(walk, res, roots);
        break;
      }
      if (noNewItems) break;
      yield facts.offers;
      if (!facts.nextUrl && !facts.hasMore) break;
    }
  }
}

const CART_OR_ACCOUNT =
  /\/(?:cart|checkout|account|login|wishlist|compare|search|customer|contact|about|blog|brands?)(?:[/.?]|$)|cart\.php|login\.php|account\.php/i;
const SHOP_ALL =
  /shop[\s-]?all|all[\s-]products|all[\s-]items|tous les produits|catalogue|catalog\b|\/collection\/?$|\/shop\/?$|\/products\/?$/i;

/**
 * Listing links from a page's navigation: one "shop all / all products / catalogue" link when the store has it
 * (fewest requests), else every same-site category link of the menu.
 */
export function navigationListings(
  html: string,
  pageUrl: string,
  siteUrl: string,
  navSelector: string,
  options: { shopAllOnly?: boolean } = {},
): string[] {
  const $ = loadHtml(html);
  const links: Array<{ href: string; text: string }> = [];
  const home = new URL(siteUrl);
  $(navSelector).each((_, el) => {
    const href = sanitizeUrl($(el).attr('href'), pageUrl, siteUrl);
    if (!href) return;
    const u = new URL(href);
    if (
      u.pathname === '/' ||
      (u.pathname === home.pathname && u.search === home.search) ||
      CART_OR_ACCOUNT.test(u.pathname)
    )
      return;
    if (links.some((l) => l.href === href)) return;
    links.push({ href, text: cleanText($(el).text(), 100) });
  });
  const all = links.find((l) => SHOP_ALL.test(l.text) || SHOP_ALL.test(new URL(l.href).pathname));
  if (all) return [all.href];
  return options.shopAllOnly ? [] : links.slice(0, 50).map((l) => l.href);
}

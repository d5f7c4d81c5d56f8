import { NonRetryableScrapeError } from '../errors.js';
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
}

/**
 * The walk shared by the HTML listing adapters: page 1 is the retailer's URL, page N comes from `pageUrl(N)`; stop on
 * an empty page, a page that adds no new item, no next link, a 404 past the first page, or the page cap.
 */
export async function* walkListing(
  fetcher: Fetcher,
  firstUrl: string,
  pageUrl: (n: number) => string,
  parse: (html: string, url: string) => ListingFacts,
  onPage?: (p: ScrapeProgress) => void,
): AsyncGenerator<RawOffer[], void, void> {
  const progress = new WalkProgress(onPage);
  const seen = new Set<string>();
  const visited = new Set<string>();
  for (let n = 1; n <= MAX_LISTING_PAGES; n++) {
    const url = n === 1 ? firstUrl : pageUrl(n);
    if (visited.has(url)) return;
    visited.add(url);
    let res: FetchResult;
    try {
      res = await fetcher.get(url);
    } catch (e) {
      if (isEndOfListing(e, n)) return;
      throw e;
    }
    const facts = parse(res.body, res.url);
    const fresh = facts.keys.filter((k) => !seen.has(k));
    facts.keys.forEach((k) => seen.add(k));
    const noNewItems = facts.keys.length > 0 && fresh.length === 0;
    progress.page(noNewItems ? [] : facts.offers);
    if (facts.offers.length === 0 && facts.keys.length === 0) return;
    if (noNewItems) return;
    yield facts.offers;
    if (!facts.nextUrl) return;
  }
}

import type { PlatformId, StockStatus } from '../shared/constants.js';
import type { SelectorConfig } from '../shared/schemas/retailers.js';

/** What an adapter yields for each product variant it finds. Scraped text is untrusted: stored as text only. */
export interface RawOffer {
  title: string;
  /** Integer cents, CAD. */
  priceCents: number;
  /** Absolute http(s) URL of the product page, when known. */
  url: string | null;
  sku: string | null;
  gtin: string | null;
  vendor: string | null;
  stockStatus: StockStatus;
  imageUrl: string | null;
  /** Retailer hints for title understanding: product type, tags, breadcrumb categories. */
  hints: { productType?: string | null; tags?: string[]; categories?: string[] };
}

export interface RetailerScrapeConfig {
  id: number;
  name: string;
  /** The storefront's base URL, e.g. https://store.example.ca/ */
  url: string;
  platform: PlatformId;
  selector: SelectorConfig | null;
}

export interface FetchResult {
  url: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The polite fetcher (robots.txt, per-host delay, timeouts, size cap, retries, SSRF guard). */
export interface Fetcher {
  get(url: string, options?: { accept?: string }): Promise<FetchResult>;
}

export interface ScrapeProgress {
  pagesFetched: number;
  offersFound: number;
}

/** Walks a storefront: fetches its pages in order through the fetcher and yields offers page by page. */
export interface PlatformAdapter {
  id: Exclude<PlatformId, 'auto'>;
  scrape(retailer: RetailerScrapeConfig, fetcher: Fetcher, onPage?: (p: ScrapeProgress) => void): AsyncGenerator<RawOffer[], void, void>;
}

import type { PlatformId, StockStatus } from '../shared/constants.js';
import type { SelectorConfig } from '../shared/schemas/retailers.js';

/** What an adapter yields for each product variant it finds. Scraped text is untrusted: stored as text only. */
export interface RawOffer {
  title: string;
  /** Integer cents in `currency` (the price a buyer pays now, sale included). */
  priceCents: number;
  /** The price before a sale, in cents, when the page shows one; null or absent otherwise. */
  regularPriceCents?: number | null;
  /**
   * ISO 4217 code the page states for the price; null or absent when it states none (the store's own currency,
   * CAD for our retailers). Parsers keep every currency: the CAD-only rule is applied before ingest.
   */
  currency?: string | null;
  /** Absolute http(s) URL of the product page, when known. */
  url: string | null;
  sku: string | null;
  /** The platform's own id of the offer (Shopify variant id, product id elsewhere): the most stable identity key. */
  platformId?: string | null;
  gtin: string | null;
  vendor: string | null;
  stockStatus: StockStatus;
  imageUrl: string | null;
  /**
   * Retailer hints for title understanding: product type, tags, breadcrumb categories, and the variant's own
   * label when the offer is one sellable variant of a product (`Box of 50`, `Case of 500`), and the start of the description when the adapter has it.
   */
  hints: {
    productType?: string | null;
    tags?: string[];
    categories?: string[];
    variant?: string | null;
    description?: string | null;
  };
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
  scrape(
    retailer: RetailerScrapeConfig,
    fetcher: Fetcher,
    onPage?: (p: ScrapeProgress) => void,
  ): AsyncGenerator<RawOffer[], void, void>;
}

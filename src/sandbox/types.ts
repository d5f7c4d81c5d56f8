import type { SandboxScale } from './catalogue/master.js';
import type { SandboxPlatform } from './catalogue/stores.js';
import type { DayListing, MasterProduct } from './catalogue/types.js';
import type { FaultMode } from './faults.js';

export interface SandboxOptions {
  /** Control server port; storefront i listens on port + 1 + i. 0 or absent: every server gets a free port. */
  port?: number;
  host?: string;
  seed?: number;
  day?: number;
  scale?: SandboxScale;
  /** Delay of the 'slow' fault, ms (default 20 000). */
  slowMs?: number;
  /** How many requests the 'rate429' fault answers with 429 before serving normally (default 3). */
  rate429Count?: number;
  /** Also start the store whose every page is a bot challenge (CHALLENGED_STORE; the demo does). */
  challengeStore?: boolean;
}

export interface SandboxStorefront {
  key: string;
  name: string;
  platform: SandboxPlatform;
  /**
   * The URL an admin configures for this retailer: the site root for Shopify, WooCommerce and JSON-LD, the
   * all-products listing for the HTML platforms (/shop-all/, /shop-all.html, /collection/, /catalogue/).
   */
  url: string;
  /** The storefront's origin with a trailing slash, e.g. http://127.0.0.1:4101/ */
  origin: string;
  province: string;
  selector?: Record<string, string>;
  /** The markup generation when the platform has several the adapter must tell apart (Magento 1). */
  theme?: 'magento1';
  /** The fault mode currently switched on, if any. */
  readonly fault?: FaultMode;
}

export interface GroundTruthEntry {
  storefrontKey: string;
  /** The store's SKU for the listing (null when the store leaves it empty). */
  sku: string | null;
  productKey: string;
  /** Absolute product URL (Shopify variants: with ?variant=ID). */
  url: string;
  title: string;
  /** Platform id: Shopify variant id, WooCommerce/BigCommerce/Magento/Lightspeed product id. */
  listingId: number;
  gtin: string | null;
  priceCents: number;
  stockStatus: DayListing['stock'];
}

export interface Sandbox {
  storefronts: SandboxStorefront[];
  /** Control server base URL (same /__sandbox endpoints as each store). */
  controlUrl: string;
  readonly day: number;
  setDay(n: number): void;
  setFault(key: string, mode: FaultMode | null, options?: { slowMs?: number; rate429Count?: number }): void;
  /** Which master product each listing visible today is. */
  groundTruth(storefrontKey?: string): GroundTruthEntry[];
  masterProducts(): MasterProduct[];
  /** Today's listings of one store with price and stock (what a perfect scraper would collect). */
  listings(storefrontKey: string): DayListing[];
  close(): Promise<void>;
}

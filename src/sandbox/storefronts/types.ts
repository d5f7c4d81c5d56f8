import type { StoreDef } from '../catalogue/stores.js';
import type { DayListing, StoreListing } from '../catalogue/types.js';

export interface SandboxResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What a storefront renders from: its definition, origin, and the listings visible today. */
export interface StoreView {
  def: StoreDef;
  /** e.g. http://127.0.0.1:4101 (no trailing slash). */
  origin: string;
  day: number;
  /** Today's listings, already reduced by the 'empty' and 'partial' fault modes. */
  listings: DayListing[];
  /** All listings ever carried (for product pages of discontinued items: 404 vs page). */
  byPath: Map<string, StoreListing[]>;
  markupChanged: boolean;
  /** 'no-stock-field': the store prints no stock at all (no flag, no badge, no add-to-cart). */
  omitStock?: boolean;
}

export type StorefrontHandler = (view: StoreView, url: URL) => SandboxResponse;

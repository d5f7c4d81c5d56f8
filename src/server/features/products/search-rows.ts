import { offerPricePerRound } from '../../../shared/format.js';
import type { ProductListItem } from '../../../shared/schemas/products.js';
import { productCategory } from './product-category.js';

/** A listing row as the search reads it (joined to its retailer). */
export interface ListingRow {
  id: number;
  product_id: number | null;
  title: string;
  sku: string | null;
  url: string | null;
  product_type: ProductListItem['productType'];
  box_quantity: number | null;
  calibre: string | null;
  manufacturer: string | null;
  accessory_category: string | null;
  price_cents: number;
  /** The effective price per round (PPR_SQL), NULL when unknown. */
  ppr: string | null;
  stock_status: string;
  retailer_id: number;
  retailer_name: string;
  retailer_url: string;
  last_seen_at: Date;
}

export function stockStatusOf(status: string): ProductListItem['stockStatus'] {
  return status === 'in_stock' || status === 'low_stock' || status === 'out_of_stock' ? status : 'unknown';
}

export function toItem(row: ListingRow): ProductListItem {
  return {
    id: row.id,
    productId: row.product_id,
    name: row.title,
    sku: row.sku,
    productUrl: safeHttpUrl(row.url),
    productType: row.product_type,
    boxQuantity: row.box_quantity,
    calibre: row.calibre,
    manufacturer: row.manufacturer,
    category: productCategory(row.product_type, row.calibre, row.accessory_category),
    currentPrice: (row.price_cents / 100).toFixed(2),
    // PPR_SQL is the effective rule (a guard may blank a doubtful count); the display form is the shared one.
    pricePerRound: row.ppr === null ? null : offerPricePerRound(row.price_cents, row.product_type, row.box_quantity),
    stockStatus: stockStatusOf(row.stock_status),
    retailer: { id: row.retailer_id, name: row.retailer_name, url: safeHttpUrl(row.retailer_url) ?? '' },
    lastSeenAt: row.last_seen_at,
  };
}

/** Scraped URLs are untrusted: only http(s) ever reaches a link. */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

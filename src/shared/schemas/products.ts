import { z } from 'zod';
import { dbCount, dbId } from './ids.js';
import { ACCESSORY_CATEGORIES, MAX_PRICE_CENTS, PAGE_SIZE, PRODUCT_TYPES, SORT_OPTIONS } from '../constants.js';

/** 'all' and '' mean no filter (SPEC §5): they parse to undefined. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === 'all' || v === null ? undefined : v), schema.optional());

const booleanFlag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional());

/** Search input, shared by tRPC products.list and REST GET /api/products (query strings coerce). */
export const productSearchInputSchema = z
  .object({
    search: z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), z.string().max(200, 'Search text is too long').optional()),
    productType: optionalFilter(z.enum(PRODUCT_TYPES, 'Unknown product type')),
    calibre: optionalFilter(z.string().max(40)),
    manufacturer: optionalFilter(z.string().max(60)),
    /** Retailer id. */
    retailer: optionalFilter(dbId('retailer must be a retailer id')),
    boxQuantity: optionalFilter(dbCount('boxQuantity must be a positive whole number')),
    inStock: booleanFlag,
    outOfStock: booleanFlag,
    priceMin: optionalFilter(z.coerce.number('priceMin must be a number').min(0, 'priceMin must be 0 or more').max(MAX_PRICE_CENTS / 100)),
    priceMax: optionalFilter(z.coerce.number('priceMax must be a number').min(0, 'priceMax must be 0 or more').max(MAX_PRICE_CENTS / 100)),
    accessoryCategory: optionalFilter(z.enum(ACCESSORY_CATEGORIES, 'Unknown accessory category')),
    sortBy: optionalFilter(z.enum(SORT_OPTIONS, 'Unknown sort order')).default('price-asc'),
    page: z.coerce.number('page must be a whole number').int('page must be a whole number').min(1, 'page must be 1 or more').max(10_000).default(1),
    limit: z.coerce.number('limit must be 1 to 100').int().min(1, 'limit must be 1 to 100').max(100, 'limit must be 1 to 100').default(PAGE_SIZE),
  })
  .refine((v) => v.priceMin === undefined || v.priceMax === undefined || v.priceMin <= v.priceMax, {
    message: 'priceMin must not be above priceMax',
    path: ['priceMin'],
  });
export type ProductSearchInput = z.infer<typeof productSearchInputSchema>;

/** One row of the results table (SPEC §3 Product list item). `id` is the listing id. */
export interface ProductListItem {
  id: number;
  /** The canonical product the listing is matched to (price history is per product). */
  productId: number | null;
  name: string;
  sku: string | null;
  productUrl: string | null;
  productType: 'ammunition' | 'firearm' | 'accessory' | null;
  boxQuantity: number | null;
  calibre: string | null;
  manufacturer: string | null;
  category: string | null;
  /** Dollars as a string with 2 decimals, e.g. "24.99". */
  currentPrice: string;
  /** Dollars per round with 3 decimals, or null (not ammunition, or no box quantity). */
  pricePerRound: string | null;
  stockStatus: 'in_stock' | 'low_stock' | 'out_of_stock' | 'unknown';
  retailer: { id: number; name: string; url: string };
  lastSeenAt: Date;
}

export interface ProductListResponse {
  products: ProductListItem[];
  total: number;
  totalPages: number;
}

export const priceHistoryInputSchema = z.object({
  id: dbId('id must be a product id'),
  days: z.coerce.number('days must be 7, 30, 90 or 365').int('days must be 7, 30, 90 or 365').refine((d) => [7, 30, 90, 365].includes(d), 'days must be 7, 30, 90 or 365').default(7),
});
/** products.get and GET /api/products/:id. */
export const productIdInputSchema = z.object({ id: dbId('id must be a product id') });

export type PriceHistoryInput = z.infer<typeof priceHistoryInputSchema>;

/** Per day across all offers of the product; numeric strings with 2 decimals (SPEC §3). */
export interface PriceHistoryPoint {
  date: string;
  avgPrice: string;
  minPrice: string;
  maxPrice: string;
}

export interface WeeklyPriceChange {
  /** The listing that moved (for the /go/:listingId outbound link). */
  listingId: number;
  sku: string | null;
  productId: number | null;
  productName: string;
  productUrl: string | null;
  retailerName: string;
  calibre: string | null;
  oldPrice: string;
  newPrice: string;
  absoluteChange: string;
  percentChange: string;
}

export const watchClickInputSchema = z.object({
  productId: dbId('productId must be a product id').optional(),
  productName: z.string().max(500).optional(),
  retailer: z.string().max(200).optional(),
  price: z.union([z.string().max(40), z.number()]).optional(),
});
export type WatchClickInput = z.infer<typeof watchClickInputSchema>;

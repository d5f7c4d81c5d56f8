import { z } from 'zod';
import { dbCount, dbId } from './ids.js';
import {
  ACCESSORY_CATEGORIES,
  CASINGS,
  CONDITIONS,
  MAX_PRICE_CENTS,
  PAGE_SIZE,
  PRODUCT_TYPES,
  SEARCH_GROUPINGS,
  SORT_OPTIONS,
  type SortOption,
} from '../constants.js';

/** 'all' and '' mean no filter (SPEC §5): they parse to undefined. */
const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === 'all' || v === null ? undefined : v), schema.optional());

const booleanFlag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional());

/**
 * A filter that takes several values: repeated (`calibre=9mm&calibre=.380acp`, an array) or comma-separated
 * (`calibre=9mm,.380acp`). A single SPEC value ('9mm') is a list of one; 'all' or empty means no filter.
 */
const toList = (v: unknown) => {
  if (v === undefined || v === null) return undefined;
  const values = (Array.isArray(v) ? v : [v])
    .flatMap((p) => (typeof p === 'string' ? p.split(',').map((part) => part.trim()) : [p]))
    .filter((p) => p !== '' && p !== 'all');
  return values.length ? values : undefined;
};
const listFilter = <T extends z.ZodType>(item: T, label: string) =>
  z.preprocess(toList, z.array(item).max(30, `At most 30 ${label} values`).optional());
const slug = (max: number) => z.string().max(max);
const positiveInt = (message: string) => z.coerce.number(message).int(message).positive(message);

/** Search input, shared by tRPC products.list and REST GET /api/products (query strings coerce). */
export const productSearchInputSchema = z
  .object({
    search: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : v),
      z.string().max(200, 'Search text is too long').optional(),
    ),
    productType: optionalFilter(z.enum(PRODUCT_TYPES, 'Unknown product type')),
    calibre: listFilter(slug(40), 'calibre'),
    manufacturer: listFilter(slug(60), 'manufacturer'),
    grain: listFilter(z.coerce.number('grain must be a number').positive('grain must be a number').max(1000), 'grain'),
    casing: listFilter(z.enum(CASINGS, 'Unknown casing'), 'casing'),
    bulletType: listFilter(slug(30), 'bulletType'),
    condition: listFilter(z.enum(CONDITIONS, 'Unknown condition'), 'condition'),
    roundsMin: optionalFilter(positiveInt('roundsMin must be a positive whole number').max(100_000)),
    roundsMax: optionalFilter(positiveInt('roundsMax must be a positive whole number').max(100_000)),
    /** Retailer id. */
    retailer: optionalFilter(dbId('retailer must be a retailer id')),
    boxQuantity: optionalFilter(dbCount('boxQuantity must be a positive whole number')),
    inStock: booleanFlag,
    outOfStock: booleanFlag,
    priceMin: optionalFilter(
      z.coerce
        .number('priceMin must be a number')
        .min(0, 'priceMin must be 0 or more')
        .max(MAX_PRICE_CENTS / 100),
    ),
    priceMax: optionalFilter(
      z.coerce
        .number('priceMax must be a number')
        .min(0, 'priceMax must be 0 or more')
        .max(MAX_PRICE_CENTS / 100),
    ),
    accessoryCategory: optionalFilter(z.enum(ACCESSORY_CATEGORIES, 'Unknown accessory category')),
    /** Unset: price per round (ppr-asc) when the results are ammunition, else price-asc (SPEC's default). */
    sortBy: optionalFilter(z.enum(SORT_OPTIONS, 'Unknown sort order')),
    /** 'product': one row per canonical product with its offers; 'auto': so for ammunition; default per listing. */
    group: optionalFilter(z.enum(SEARCH_GROUPINGS, 'group must be listing, product or auto')),
    /** Facet counts in the response (the search page asks for them; SPEC's calls do not pay for them). */
    facets: booleanFlag,
    page: z.coerce
      .number('page must be a whole number')
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .max(10_000)
      .default(1),
    limit: z.coerce
      .number('limit must be 1 to 100')
      .int()
      .min(1, 'limit must be 1 to 100')
      .max(100, 'limit must be 1 to 100')
      .default(PAGE_SIZE),
  })
  .refine((v) => v.priceMin === undefined || v.priceMax === undefined || v.priceMin <= v.priceMax, {
    message: 'priceMin must not be above priceMax',
    path: ['priceMin'],
  })
  .refine((v) => v.roundsMin === undefined || v.roundsMax === undefined || v.roundsMin <= v.roundsMax, {
    message: 'roundsMin must not be above roundsMax',
    path: ['roundsMin'],
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
  /** Dollars per round with 3 decimals, or null (not ammunition, no box quantity, or held back by the guard). */
  pricePerRound: string | null;
  /** Ammunition whose count is unknown or not trusted (the price-per-round guard held it back): say so, show no number. */
  roundsUnknown: boolean;
  stockStatus: 'in_stock' | 'low_stock' | 'out_of_stock' | 'unknown';
  retailer: { id: number; name: string; url: string };
  lastSeenAt: Date;
}

export interface FacetCount {
  value: string;
  count: number;
  /** Display name from the vocabulary (calibre and brand). */
  label?: string;
  /** Calibres: handgun, rifle, rimfire, shotgun or other. */
  group?: 'handgun' | 'rifle' | 'rimfire' | 'shotgun' | 'other';
}

/** Live counts per facet value for the current search; each facet's own selection is left out of its counts. */
export interface SearchFacets {
  calibre: FacetCount[];
  manufacturer: FacetCount[];
  grain: FacetCount[];
  casing: FacetCount[];
  bulletType: FacetCount[];
  condition: FacetCount[];
  /** Rounds-per-box ranges as 'min-max' (ROUNDS_RANGES). */
  rounds: FacetCount[];
}

/** What the search text was understood as (the same title understanding as listings); `text` is what is left. */
export interface UnderstoodQuery {
  calibre: string[];
  manufacturer: string[];
  grain: number[];
  bulletType: string[];
  casing: string[];
  condition: string[];
  /** The product type the query implies (a calibre alone means ammunition), or null. */
  productType: ProductListItem['productType'];
  text: string | null;
}

/** One retailer's offer of a canonical product (group=product). */
export interface ProductOffer {
  listingId: number;
  retailer: { id: number; name: string };
  currentPrice: string;
  pricePerRound: string | null;
  boxQuantity: number | null;
  stockStatus: ProductListItem['stockStatus'];
  lastSeenAt: Date;
}

/** 'low-30': today's lowest is the lowest of 30 days; 'near-low-90': within 5 % of the 90-day low. */
export type PriceBadge = 'low-30' | 'near-low-90';

/** One canonical product with its offers, cheapest per round first (group=product). */
export interface ProductGroup {
  productId: number | null;
  name: string;
  calibre: string | null;
  manufacturer: string | null;
  boxQuantity: number | null;
  lowestPrice: string;
  lowestPricePerRound: string | null;
  badge: PriceBadge | null;
  offers: ProductOffer[];
}

export interface ProductListResponse {
  /** One row per listing; with group=product, the best offer of each product (so SPEC's clients still work). */
  products: ProductListItem[];
  total: number;
  totalPages: number;
  /** The sort actually applied (the default depends on whether the results are ammunition). */
  sortBy?: SortOption;
  understood?: UnderstoodQuery;
  facets?: SearchFacets;
  groups?: ProductGroup[];
}

export const priceHistoryInputSchema = z.object({
  id: dbId('id must be a product id'),
  days: z.coerce
    .number('days must be 7, 30, 90 or 365')
    .int('days must be 7, 30, 90 or 365')
    .refine((d) => [7, 30, 90, 365].includes(d), 'days must be 7, 30, 90 or 365')
    .default(7),
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

import { z } from 'zod';
import { OVERRIDE_FIELDS, type AdminListing, type ClassificationView } from './listings.js';
import type {
  AdminRetailer,
  AdminScrapeLog,
  AdminRunsView,
  DuplicateCleanupView,
  RetailerTestResult,
  ScraperRunView,
} from './admin.js';
import { SORT_OPTIONS } from '../constants.js';
import type {
  PriceHistoryPoint,
  ProductGroup,
  ProductListItem,
  ProductListResponse,
  SearchFacets,
  UnderstoodQuery,
  WeeklyPriceChange,
} from './products.js';
import type { RetailerPublic, RetailerStatus } from './retailers.js';

/**
 * Response schemas: each procedure's `.output()`, so /api/openapi.json describes every answer and a generated
 * client gets precise types. Each one `satisfies` the TypeScript type the service returns, so a field added to
 * the type without its schema fails the typecheck instead of being stripped silently.
 * Dates travel as ISO strings over REST (JSON) and as Dates over tRPC (superjson).
 */
const date = z.date().meta({ override: { type: 'string', format: 'date-time' } });
const money = z.string().meta({ description: 'Dollars with 2 decimals, e.g. "24.99"' });

export const messageSchema = z.object({ message: z.string() });

export const publicUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  membershipTier: z.string(),
  emailVerified: z.boolean(),
  createdAt: date,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const retailerPublicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  isActive: z.boolean(),
}) satisfies z.ZodType<RetailerPublic>;

export const retailerStatusSchema = z.object({
  retailers: z.array(
    retailerPublicSchema.extend({
      errorCount: z.number().int(),
      lastScrapeAt: date.nullable(),
      scrapeIntervalHours: z.number(),
      nextScrapeAt: date.nullable(),
    }) satisfies z.ZodType<RetailerStatus>,
  ),
  totalActive: z.number().int(),
});

export const productListItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  name: z.string(),
  sku: z.string().nullable(),
  productUrl: z.string().nullable(),
  productType: z.enum(['ammunition', 'firearm', 'accessory']).nullable(),
  boxQuantity: z.number().int().nullable(),
  calibre: z.string().nullable(),
  manufacturer: z.string().nullable(),
  category: z.string().nullable(),
  currentPrice: money,
  pricePerRound: z.string().nullable(),
  roundsUnknown: z.boolean(),
  stockStatus: z.enum(['in_stock', 'low_stock', 'out_of_stock', 'unknown']),
  retailer: z.object({ id: z.number().int(), name: z.string(), url: z.string() }),
  lastSeenAt: date,
}) satisfies z.ZodType<ProductListItem>;

const facetCountsSchema = z.array(
  z.object({
    value: z.string(),
    count: z.number().int(),
    label: z.string().optional(),
    group: z.enum(['handgun', 'rifle', 'rimfire', 'shotgun', 'other']).optional(),
  }),
);

const searchFacetsSchema = z.object({
  calibre: facetCountsSchema,
  manufacturer: facetCountsSchema,
  grain: facetCountsSchema,
  casing: facetCountsSchema,
  bulletType: facetCountsSchema,
  condition: facetCountsSchema,
  rounds: facetCountsSchema,
}) satisfies z.ZodType<SearchFacets>;

const understoodQuerySchema = z.object({
  calibre: z.array(z.string()),
  manufacturer: z.array(z.string()),
  grain: z.array(z.number()),
  bulletType: z.array(z.string()),
  casing: z.array(z.string()),
  condition: z.array(z.string()),
  productType: z.enum(['ammunition', 'firearm', 'accessory']).nullable(),
  text: z.string().nullable(),
}) satisfies z.ZodType<UnderstoodQuery>;

const productGroupSchema = z.object({
  productId: z.number().int().nullable(),
  name: z.string(),
  calibre: z.string().nullable(),
  manufacturer: z.string().nullable(),
  boxQuantity: z.number().int().nullable(),
  lowestPrice: money,
  lowestPricePerRound: z.string().nullable(),
  badge: z.enum(['low-30', 'near-low-90']).nullable(),
  offers: z.array(
    z.object({
      listingId: z.number().int(),
      retailer: z.object({ id: z.number().int(), name: z.string() }),
      currentPrice: money,
      pricePerRound: z.string().nullable(),
      boxQuantity: z.number().int().nullable(),
      stockStatus: z.enum(['in_stock', 'low_stock', 'out_of_stock', 'unknown']),
      lastSeenAt: date,
    }),
  ),
}) satisfies z.ZodType<ProductGroup>;

export const productListResponseSchema = z.object({
  products: z.array(productListItemSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  sortBy: z.enum(SORT_OPTIONS).optional(),
  understood: understoodQuerySchema.optional(),
  facets: searchFacetsSchema.optional(),
  groups: z.array(productGroupSchema).optional(),
}) satisfies z.ZodType<ProductListResponse>;

export const priceHistorySchema = z.array(
  z.object({
    date: z.string(),
    avgPrice: money,
    minPrice: money,
    maxPrice: money,
  }) satisfies z.ZodType<PriceHistoryPoint>,
);

export const weeklyChangesSchema = z.array(
  z.object({
    listingId: z.number().int(),
    sku: z.string().nullable(),
    productId: z.number().int().nullable(),
    productName: z.string(),
    productUrl: z.string().nullable(),
    retailerName: z.string(),
    calibre: z.string().nullable(),
    oldPrice: money,
    newPrice: money,
    absoluteChange: z.string(),
    percentChange: z.string(),
  }) satisfies z.ZodType<WeeklyPriceChange>,
);

export const okSchema = z.object({ ok: z.literal(true) });

export const adminRetailerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  province: z.string().nullable(),
  platform: z.string(),
  detectedPlatform: z.string().nullable(),
  selector: z.record(z.string(), z.string()).nullable(),
  scrapeIntervalHours: z.number(),
  isActive: z.boolean(),
  errorCount: z.number().int(),
  lastScrapeAt: date.nullable(),
  lastSuccessAt: date.nullable(),
  successRate: z.number().nullable(),
  inStockProductCount: z.number().int(),
  listingCount: z.number().int(),
  nextRunAt: date.nullable(),
  running: z.boolean(),
}) satisfies z.ZodType<AdminRetailer>;

export const adminScrapeLogSchema = z.object({
  id: z.number().int(),
  retailerId: z.number().int(),
  startedAt: date,
  finishedAt: date.nullable(),
  status: z.string(),
  trigger: z.string(),
  message: z.string().nullable(),
  productsUpdated: z.number().int(),
  pagesFetched: z.number().int(),
  offersFound: z.number().int(),
  retailer: z.object({ id: z.number().int(), name: z.string() }),
}) satisfies z.ZodType<AdminScrapeLog>;

export const deletedRetailerSchema = z.object({ id: z.number().int(), listingsRemoved: z.number().int() });

const adminJobStateSchema = z.enum(['queued', 'running', 'completed', 'failed']);

export const scraperRunSchema = z.object({
  jobId: z.string(),
  retailerId: z.number().int(),
  retailerName: z.string(),
  state: adminJobStateSchema,
  productsUpdated: z.number().int(),
  pagesFetched: z.number().int(),
  offersFound: z.number().int(),
  message: z.string().nullable(),
  startedAt: date.nullable(),
  finishedAt: date.nullable(),
}) satisfies z.ZodType<ScraperRunView>;

export const duplicateCleanupSchema = z.object({
  jobId: z.string(),
  state: adminJobStateSchema,
  merged: z.number().int(),
  listingsRemoved: z.number().int(),
  message: z.string().nullable(),
}) satisfies z.ZodType<DuplicateCleanupView>;

export const adminRunsSchema = z.object({
  scrapers: z.array(scraperRunSchema),
  cleanup: duplicateCleanupSchema.nullable(),
}) satisfies z.ZodType<AdminRunsView>;

const testOfferSchema = z.object({
  title: z.string(),
  price: money,
  stockStatus: z.string(),
  url: z.string().nullable(),
  productType: z.string().nullable(),
  calibre: z.string().nullable(),
  manufacturer: z.string().nullable(),
  rounds: z.number().nullable(),
  pricePerRound: z.string().nullable(),
  currency: z.string().nullable(),
});

export const retailerTestResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    platform: z.string(),
    detectedPlatform: z.string().nullable(),
    offers: z.array(testOfferSchema),
    pagesFetched: z.number().int(),
    warnings: z.array(z.string()),
  }),
  z.object({
    ok: z.literal(false),
    platform: z.string(),
    detectedPlatform: z.string().nullable(),
    error: z.string(),
    diagnosis: z.enum(['blocked', 'no_offers', 'failed']),
  }),
]) satisfies z.ZodType<RetailerTestResult>;

const classificationShape = Object.fromEntries(
  OVERRIDE_FIELDS.map((key) => [
    key,
    key === 'boxQuantity' || key === 'grain' ? z.number().nullable() : z.string().nullable(),
  ]),
) as Record<(typeof OVERRIDE_FIELDS)[number], z.ZodNullable<z.ZodString> | z.ZodNullable<z.ZodNumber>>;
const classificationSchema = z.object(classificationShape) as unknown as z.ZodType<ClassificationView>;

export const adminListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
  sku: z.string().nullable(),
  vendor: z.string().nullable(),
  retailer: z.object({ id: z.number().int(), name: z.string() }),
  price: money,
  stockStatus: z.string(),
  pricePerRound: z.string().nullable(),
  auto: classificationSchema,
  overrides: z.object(classificationShape).partial() as unknown as z.ZodType<Partial<ClassificationView>>,
  effective: classificationSchema,
  lastSeenAt: date,
  isGone: z.boolean(),
}) satisfies z.ZodType<AdminListing>;

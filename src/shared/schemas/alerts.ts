import { z } from 'zod';
import { dbId } from './ids.js';

/** Most watches and saved searches one account may keep (a bound on the alert job's work per user). */
export const MAX_WATCHES_PER_USER = 500;
export const MAX_SAVED_SEARCHES_PER_USER = 50;
export const ALERT_MODES = ['instant', 'digest'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];
export const DEFAULT_DAILY_CAP = 10;
export const MAX_DAILY_CAP = 100;

/** A price per round target in cents, e.g. 29.5 for $0.295 a round (two decimals kept). */
const pprCents = z
  .number('targetPricePerRoundCents must be a number of cents')
  .min(0.01, 'targetPricePerRoundCents must be at least 0.01')
  .max(100_000, 'targetPricePerRoundCents is too large')
  .transform((v) => Math.round(v * 100) / 100);
const priceCents = z
  .number('targetPriceCents must be a whole number of cents')
  .int('targetPriceCents must be a whole number of cents')
  .positive('targetPriceCents must be above 0')
  .max(100_000_000, 'targetPriceCents is too large');
const dropPercent = z
  .number('dropPercent must be a whole percentage')
  .int('dropPercent must be a whole percentage')
  .min(1, 'dropPercent must be 1 to 90')
  .max(90, 'dropPercent must be 1 to 90');

/** The rule of a watch: any set field fires on its own (null or false: off). At least one must be on. */
const watchRuleFields = {
  targetPricePerRoundCents: pprCents.nullable().optional(),
  targetPriceCents: priceCents.nullable().optional(),
  dropPercent: dropPercent.nullable().optional(),
  anyDrop: z.boolean('anyDrop must be true or false').optional(),
  backInStock: z.boolean('backInStock must be true or false').optional(),
};

const hasWatchRule = (v: {
  targetPricePerRoundCents?: number | null;
  targetPriceCents?: number | null;
  dropPercent?: number | null;
  anyDrop?: boolean;
  backInStock?: boolean;
}) =>
  v.targetPricePerRoundCents != null ||
  v.targetPriceCents != null ||
  v.dropPercent != null ||
  !!v.anyDrop ||
  !!v.backInStock;
export const NO_WATCH_RULE = 'Choose at least one alert: any drop, a target price, a percentage drop or back in stock';

/** POST /api/watches: watch a canonical product (again: the rule is replaced). */
export const createWatchInputSchema = z
  .object({ productId: dbId('productId must be a product id'), ...watchRuleFields })
  .refine(hasWatchRule, { message: NO_WATCH_RULE });
export type CreateWatchInput = z.infer<typeof createWatchInputSchema>;

/** PATCH /api/watches/{id}: the fields sent replace those of the rule; the rule must keep one alert on. */
export const updateWatchInputSchema = z.object({ id: dbId('id must be a watch id'), ...watchRuleFields });
export type UpdateWatchInput = z.infer<typeof updateWatchInputSchema>;

export const alertIdInputSchema = z.object({ id: dbId('id must be an id') });

/** The saved-search alert: new listings, something under a price per round, back in stock. */
const savedSearchRuleFields = {
  newListings: z.boolean('newListings must be true or false').optional(),
  targetPricePerRoundCents: pprCents.nullable().optional(),
  backInStock: z.boolean('backInStock must be true or false').optional(),
};
const hasSearchRule = (v: { newListings?: boolean; targetPricePerRoundCents?: number | null; backInStock?: boolean }) =>
  !!v.newListings || v.targetPricePerRoundCents != null || !!v.backInStock;
export const NO_SEARCH_RULE = 'Choose at least one alert: new listings, under a price per round, or back in stock';

const searchName = z
  .string('name is required')
  .trim()
  .min(1, 'Give the search a name')
  .max(80, 'The name must be at most 80 characters');
/** The search page's URL query string (`q=9mm&casing=brass&sort=ppr-asc`), with or without the leading '?'. */
const searchQuery = z
  .string('query is required')
  .max(2000, 'The search is too long')
  .transform((v) => v.trim().replace(/^\?/, ''));

export const createSavedSearchInputSchema = z
  .object({ name: searchName, query: searchQuery, ...savedSearchRuleFields })
  .refine(hasSearchRule, { message: NO_SEARCH_RULE });
export type CreateSavedSearchInput = z.infer<typeof createSavedSearchInputSchema>;

export const updateSavedSearchInputSchema = z.object({
  id: dbId('id must be a saved search id'),
  name: searchName.optional(),
  query: searchQuery.optional(),
  ...savedSearchRuleFields,
});
export type UpdateSavedSearchInput = z.infer<typeof updateSavedSearchInputSchema>;

/** PUT /api/alert-settings. */
export const alertSettingsInputSchema = z.object({
  mode: z.enum(ALERT_MODES, "mode must be 'instant' or 'digest'"),
  dailyCap: z
    .number('dailyCap must be a whole number')
    .int('dailyCap must be a whole number')
    .min(1, `dailyCap must be 1 to ${MAX_DAILY_CAP}`)
    .max(MAX_DAILY_CAP, `dailyCap must be 1 to ${MAX_DAILY_CAP}`),
  paused: z.boolean('paused must be true or false'),
});
export type AlertSettings = z.infer<typeof alertSettingsInputSchema>;

export interface WatchRule {
  targetPricePerRoundCents: number | null;
  targetPriceCents: number | null;
  dropPercent: number | null;
  anyDrop: boolean;
  backInStock: boolean;
}

export interface Watch extends WatchRule {
  id: number;
  productId: number;
  productName: string;
  createdAt: Date;
}

/** The product's best live offer now: the lowest guarded price per round (else the lowest price) in stock first. */
export interface BestOffer {
  listingId: number;
  retailerName: string;
  priceCents: number;
  /** Guarded (null when the count is unknown or held back). */
  pricePerRoundCents: number | null;
  inStock: boolean;
}

/** One day of the sparkline: the lowest price and guarded price per round across the product's offers. */
export interface SparkPoint {
  day: string;
  minPriceCents: number;
  minPricePerRoundCents: number | null;
}

/** A row of the Watchlist page (GET /api/watches). */
export interface WatchlistEntry extends Watch {
  best: BestOffer | null;
  /** The last 30 days (America/Toronto), oldest first; days without an offer are absent. */
  sparkline: SparkPoint[];
}

export interface SavedSearch {
  id: number;
  name: string;
  query: string;
  newListings: boolean;
  targetPricePerRoundCents: number | null;
  backInStock: boolean;
  createdAt: Date;
}

/** GET /api/admin/alert-stats. */
export interface AlertStats {
  watches: number;
  savedSearches: number;
  /** Users with at least one watch or saved search. */
  users: number;
  /** Alerts delivered (sent) per day (America/Toronto) over the last 14 days, oldest first; empty days are 0. */
  sentPerDay: Array<{ day: string; sent: number }>;
  /** Alerts that fired but were not e-mailed: over the daily cap, or paused. */
  suppressedToday: number;
  mailQueue: { queued: number; failed: number; oldestQueuedSeconds: number | null };
}

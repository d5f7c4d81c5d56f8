import { z } from 'zod';
import { PLATFORM_IDS } from '../constants.js';
import { dbId } from './ids.js';
import { retailerInputSchema, selectorConfigSchema } from './retailers.js';

/** The first problem of a selector object, named by its key ('selector.price is required'). */
function selectorProblem(selector: unknown): string | null {
  if (selector == null) return 'selector is required for the selectors platform';
  const parsed = selectorConfigSchema.safeParse(selector);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (!issue) return 'selector is invalid';
  const key = issue.path.join('.');
  if (issue.code === 'invalid_type' && key) return `selector.${key} is required`;
  if (issue.code === 'unrecognized_keys') return `selector has unknown keys: ${issue.keys.join(', ')}`;
  return issue.message;
}

/**
 * Admin inputs (SPEC §5 retailer form, §7 admin calls), shared by the tRPC admin router, the /api/admin REST
 * adapters and the admin screen. The retailer form rules live in retailerInputSchema; this adds the rule that
 * the 'selectors' platform needs a complete selector object.
 */
function requireSelectors(value: { platform: string; selector?: unknown }, ctx: z.RefinementCtx) {
  if (value.platform !== 'selectors') return;
  const problem = selectorProblem(value.selector);
  if (problem) ctx.addIssue({ code: 'custom', path: ['selector'], message: problem });
}

export const adminRetailerInputSchema = retailerInputSchema.superRefine(requireSelectors);
export type AdminRetailerInput = z.infer<typeof adminRetailerInputSchema>;

export const retailerIdSchema = z.object({
  id: dbId('id must be a retailer id'),
});

export const retailerUpdateSchema = retailerInputSchema.extend(retailerIdSchema.shape).superRefine(requireSelectors);
export type RetailerUpdateInput = z.infer<typeof retailerUpdateSchema>;

function decodePathSegment(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** POST /api/admin/scrapers/{retailerName}/run: the name is URL-encoded in the path (SPEC §7). */
export const runScraperByNameSchema = z.object({
  retailerName: z
    .string()
    .transform(decodePathSegment)
    .pipe(z.string().trim().min(1, 'retailerName is required').max(120)),
});

/** A job id as pg-boss gives it (a UUID). */
export const adminJobIdSchema = z.object({ jobId: z.string().uuid('jobId must be a job id') });

export const runScraperByIdSchema = z.object({
  retailerId: dbId('retailerId must be a retailer id'),
});

/** A run the anomaly guard rejected, accepted by an admin as a real store-wide change. */
export const scrapeLogIdSchema = z.object({
  scrapeLogId: z.coerce.number().int().positive('scrapeLogId must be a scrape log id'),
});

export const LOG_STATUSES = ['started', 'completed', 'failed'] as const;

/** GET /api/admin/logs?retailerId=&status=&limit= ('' and 'all' mean no filter). */
export const scrapeLogsQuerySchema = z.object({
  retailerId: z.preprocess(
    (v) => (v === '' || v === 'all' || v === null ? undefined : v),
    dbId('retailerId must be a retailer id').optional(),
  ),
  status: z.preprocess(
    (v) => (v === '' || v === 'all' || v === null ? undefined : v),
    z.enum(LOG_STATUSES, 'Unknown log status').optional(),
  ),
  limit: z.coerce.number().int().min(1, 'limit must be 1 to 500').max(500, 'limit must be 1 to 500').default(100),
});
export type ScrapeLogsQuery = z.infer<typeof scrapeLogsQuerySchema>;

/** The 'Test' action: the form values (name and interval are irrelevant to fetching, so optional). */
export const retailerTestInputSchema = z
  .object({
    name: z.string().trim().max(120).optional(),
    url: retailerInputSchema.shape.url,
    platform: z.enum(PLATFORM_IDS).default('auto'),
    selector: z.record(z.string(), z.string()).nullable().optional(),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  })
  .passthrough()
  .superRefine((value, ctx) => {
    if (value.platform !== 'selectors') return;
    const problem = selectorProblem(value.selector);
    if (problem) ctx.addIssue({ code: 'custom', path: ['selector'], message: problem });
  });
export type RetailerTestInput = z.infer<typeof retailerTestInputSchema>;

/** A retailer as the admin sees it (SPEC §3 Retailer (admin) plus platform and schedule). */
export interface AdminRetailer {
  id: number;
  name: string;
  url: string;
  province: string | null;
  platform: string;
  detectedPlatform: string | null;
  selector: Record<string, string> | null;
  scrapeIntervalHours: number;
  isActive: boolean;
  errorCount: number;
  lastScrapeAt: Date | null;
  lastSuccessAt: Date | null;
  /** Percent 0..100, or null before any run. */
  successRate: number | null;
  inStockProductCount: number;
  listingCount: number;
  /** When the scheduler will next pick it up (null when inactive); in the past means due now. */
  nextRunAt: Date | null;
  /** A scrape is running right now. */
  running: boolean;
}

export interface AdminScrapeLog {
  id: number;
  retailerId: number;
  startedAt: Date;
  finishedAt: Date | null;
  status: string;
  trigger: string;
  message: string | null;
  productsUpdated: number;
  pagesFetched: number;
  offersFound: number;
  retailer: { id: number; name: string };
}

/** A run held back by the anomaly guard that an admin may still accept (the retailer's latest rejection). */
export interface RejectedRunView {
  scrapeLogId: number;
  retailerId: number;
  retailerName: string;
  startedAt: Date;
  message: string | null;
  /** The guard's reasons: no-offers, none-usable, count-drop, stockFlips, priceJumps, newIdentities. */
  reasons: string[];
  offersFound: number;
}

export interface AcceptedRunResult {
  scrapeLogId: number;
  retailerId: number;
  message: string;
  productsUpdated: number;
}

/** A job the admin started or follows: waiting in the queue, under way, or how it ended. */
export type AdminJobState = 'queued' | 'running' | 'completed' | 'failed';

/**
 * One scrape run as stored (its job and scrape log): what a run request answers at once and what the page polls.
 * The counts are the run's so far while it runs; `message` is the log's (the failure's reason when failed).
 */
export interface ScraperRunView {
  jobId: string;
  retailerId: number;
  retailerName: string;
  state: AdminJobState;
  productsUpdated: number;
  pagesFetched: number;
  offersFound: number;
  message: string | null;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** One duplicate cleanup job as stored; the counts once it has completed. */
export interface DuplicateCleanupView {
  jobId: string;
  state: AdminJobState;
  merged: number;
  listingsRemoved: number;
  message: string | null;
}

/** Everything queued or under way, for a page opened (or reloaded) while work runs, by any admin. */
export interface AdminRunsView {
  scrapers: ScraperRunView[];
  cleanup: DuplicateCleanupView | null;
}

/** One offer of the Test action, as the title module understood it. */
export interface RetailerTestOffer {
  title: string;
  /** Dollars, 2 decimals. */
  price: string;
  stockStatus: string;
  url: string | null;
  productType: string | null;
  calibre: string | null;
  manufacturer: string | null;
  rounds: number | null;
  /** Dollars per round, 3 decimals, or null (not ammunition or no round count). */
  pricePerRound: string | null;
  /** ISO code the store states for the price; null when it states none (its own currency, CAD). */
  currency: string | null;
}

/**
 * `warnings`: what would go wrong once saved although offers were read (a store pricing in another currency than
 * CAD). `diagnosis` on failure: 'blocked' (a bot-protection page), 'no_offers' (the adapter read the page and found
 * nothing: never a silent zero) or 'failed' (anything else); `error` is the run log's wording.
 */
export type RetailerTestResult =
  | {
      ok: true;
      platform: string;
      detectedPlatform: string | null;
      offers: RetailerTestOffer[];
      pagesFetched: number;
      warnings: string[];
    }
  | {
      ok: false;
      platform: string;
      detectedPlatform: string | null;
      error: string;
      diagnosis: 'blocked' | 'no_offers' | 'failed';
    };

/** A worker process as its heartbeat row shows it (admin page, "Workers"). */
export const workerStatusSchema = z.object({
  workerId: z.string(),
  hostname: z.string(),
  pid: z.number().int(),
  concurrency: z.number().int(),
  startedAt: z.date(),
  seenAt: z.date(),
  alive: z.boolean(),
});
export type WorkerStatus = z.infer<typeof workerStatusSchema>;

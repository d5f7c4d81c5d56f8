import { z } from 'zod';

/** Queue names (one per job kind) and their payload schemas, validated at the top of every handler. */
export const QUEUE = {
  scrapeRetailer: 'scrape-retailer',
  scheduleScrapes: 'schedule-scrapes',
  cleanupDuplicates: 'cleanup-duplicates',
  reclassifyListings: 'reclassify-listings',
  /** Sent by an ingest that wrote observations; consumed by the web layer's alerts feature (issue 16). */
  evaluateAlerts: 'evaluate-alerts',
} as const;

export type QueueName = (typeof QUEUE)[keyof typeof QUEUE];

export const scrapeRetailerPayloadSchema = z.object({
  retailerId: z.number().int().positive(),
  trigger: z.enum(['schedule', 'manual']).default('schedule'),
});
export type ScrapeRetailerPayload = z.infer<typeof scrapeRetailerPayloadSchema>;

export const emptyPayloadSchema = z.object({}).passthrough();

/**
 * The observations of one ingested run: those of the retailer's listings written at `observedAt`. `ingestedAt`:
 * the database's time when the run was written (observedAt can be a backfill's past day); watches and saved
 * searches created after it are not judged on this run. Absent in jobs queued before it existed: observedAt.
 */
export const evaluateAlertsPayloadSchema = z.object({
  retailerId: z.number().int().positive(),
  observedAt: z.iso.datetime({ offset: true }),
  ingestedAt: z.iso.datetime({ offset: true }).optional(),
});
export type EvaluateAlertsPayload = z.infer<typeof evaluateAlertsPayloadSchema>;

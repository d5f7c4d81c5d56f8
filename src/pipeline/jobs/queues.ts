import { z } from 'zod';

/** Queue names (one per job kind) and their payload schemas, validated at the top of every handler. */
export const QUEUE = {
  scrapeRetailer: 'scrape-retailer',
  scheduleScrapes: 'schedule-scrapes',
  cleanupDuplicates: 'cleanup-duplicates',
  reclassifyListings: 'reclassify-listings',
} as const;

export type QueueName = (typeof QUEUE)[keyof typeof QUEUE];

export const scrapeRetailerPayloadSchema = z.object({
  retailerId: z.number().int().positive(),
  trigger: z.enum(['schedule', 'manual']).default('schedule'),
});
export type ScrapeRetailerPayload = z.infer<typeof scrapeRetailerPayloadSchema>;

export const emptyPayloadSchema = z.object({}).passthrough();

import { z } from 'zod';
import type { PprGuardReason } from '../titles/price-per-round.js';

/** What a shopper can say is wrong on a row. */
export const REPORT_FIELDS = ['boxQuantity', 'calibre', 'productType'] as const;
export type ReportField = (typeof REPORT_FIELDS)[number];

/** One click and an optional value ("it is 250", "it is .308win"). */
export const reportListingSchema = z
  .object({
    listingId: z.coerce.number('listingId must be a listing id').int().positive('listingId must be a listing id'),
    field: z.enum(REPORT_FIELDS, 'field must be boxQuantity, calibre or productType'),
    value: z.string().trim().max(60, 'value is too long').optional(),
  })
  .strict();
export type ReportListingInput = z.infer<typeof reportListingSchema>;

export interface ReportListingResult {
  /** false when this user already has an open report on the listing (nothing new was stored) */
  created: boolean;
}

export const reviewQueueSchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }).strict();

/** Dismiss every open report of a listing (accepting is an override: listings.setOverrides, then resolve). */
export const resolveReviewSchema = z
  .object({
    listingId: z.coerce.number('listingId must be a listing id').int().positive('listingId must be a listing id'),
    outcome: z.enum(['accepted', 'dismissed'], 'outcome must be accepted or dismissed'),
  })
  .strict();

export interface ReviewQueueItem {
  listingId: number;
  title: string;
  retailerName: string;
  price: string;
  /** outbound clicks in the last 30 days: how many shoppers see the listing */
  clicks: number;
  pprGuard: PprGuardReason | null;
  auto: {
    productType: string | null;
    calibre: string | null;
    boxQuantity: number | null;
    confidence: Record<string, number> | null;
  };
  effective: { productType: string | null; calibre: string | null; boxQuantity: number | null };
  overrides: Record<string, unknown>;
  reports: Array<{ field: ReportField; value: string | null; count: number }>;
}

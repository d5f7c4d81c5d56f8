import type { ReportListingInput, ReportListingResult, ReviewQueueItem } from '../../../shared/schemas/reports.js';
import { centsToDollars } from '../../../shared/format.js';
import type { PprGuardReason } from '../../../shared/titles/price-per-round.js';
import type { AppDeps } from '../../deps.js';
import { NotFoundError } from '../../../shared/errors.js';
import { consumeRateLimit, RATE_LIMITS } from '../rate-limit/rate-limit.js';
import { sqlRows } from '../../../db/sql.js';

/**
 * Shoppers' reports of a wrong count, calibre or type, and the admin review queue that weighs them against the
 * automatic reading and the price-per-round guard (docs/decisions/0111-listing-reports.md).
 */

/** One open report per user and listing: a second one changes nothing. Rate limited per account. */
export async function reportListing(
  deps: AppDeps,
  userId: number,
  input: ReportListingInput,
): Promise<ReportListingResult> {
  await consumeRateLimit(deps, RATE_LIMITS.reportListingAccount, String(userId));
  const [listing] = await sqlRows<{ id: number }>(deps.db, 'SELECT id FROM listings WHERE id = $1 AND NOT is_gone', [
    input.listingId,
  ]);
  if (!listing) throw new NotFoundError('Listing not found');
  const inserted = await sqlRows<{ id: number }>(
    deps.db,
    `INSERT INTO listing_reports (listing_id, user_id, field, value) VALUES ($1, $2, $3, $4)
     ON CONFLICT (listing_id, user_id) WHERE status = 'open' DO NOTHING RETURNING id`,
    [input.listingId, userId, input.field, input.value || null],
  );
  return { created: inserted.length > 0 };
}

interface QueueRow {
  listing_id: number;
  title: string;
  retailer_name: string;
  price_cents: number;
  clicks: number;
  ppr_guard: PprGuardReason | 'pending' | null;
  auto: Record<string, unknown>;
  overrides: Record<string, unknown>;
  product_type: string | null;
  calibre: string | null;
  box_quantity: number | null;
  reports: Array<{ field: ReviewQueueItem['reports'][number]['field']; value: string | null; count: number }> | null;
}

/**
 * Listings with open reports, and ammunition the guard held back for a reason a person can settle (a count it is
 * unsure of, a price per round outside the band), most-seen first (outbound clicks in the last 30 days).
 */
export async function reviewQueue(deps: AppDeps, limit: number): Promise<ReviewQueueItem[]> {
  const rows = await sqlRows<QueueRow>(
    deps.db,
    `WITH candidates AS (
       SELECT listing_id AS id FROM listing_reports WHERE status = 'open'
       UNION
       SELECT id FROM listings WHERE NOT is_gone AND ppr_guard IN ('count-unsure', 'below-band', 'above-band')
     )
     SELECT l.id AS listing_id, l.title, r.name AS retailer_name, l.price_cents, l.ppr_guard,
       l.auto_classification AS auto, l.overrides, l.product_type, l.calibre, l.box_quantity,
       (SELECT count(*)::int FROM click_events c WHERE c.listing_id = l.id AND c.created_at > now() - interval '30 days') AS clicks,
       (SELECT json_agg(json_build_object('field', g.field, 'value', g.value, 'count', g.n) ORDER BY g.n DESC, g.field)
        FROM (SELECT field, value, count(*)::int AS n FROM listing_reports
              WHERE listing_id = l.id AND status = 'open' GROUP BY field, value) g) AS reports
     FROM candidates c JOIN listings l ON l.id = c.id JOIN retailers r ON r.id = l.retailer_id
     WHERE NOT l.is_gone
     ORDER BY clicks DESC, l.id
     LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    listingId: row.listing_id,
    title: row.title,
    retailerName: row.retailer_name,
    price: centsToDollars(row.price_cents),
    clicks: row.clicks,
    pprGuard: row.ppr_guard === 'pending' ? null : row.ppr_guard,
    auto: {
      productType: (row.auto.productType as string | null) ?? null,
      calibre: (row.auto.calibre as string | null) ?? null,
      boxQuantity: (row.auto.boxQuantity as number | null) ?? null,
      confidence: (row.auto.confidence as Record<string, number> | undefined) ?? null,
    },
    effective: { productType: row.product_type, calibre: row.calibre, boxQuantity: row.box_quantity },
    overrides: row.overrides,
    reports: row.reports ?? [],
  }));
}

/** Closes a listing's open reports (after the admin wrote the correction, or decided the reading was right). */
export async function resolveReview(
  deps: AppDeps,
  adminId: number,
  listingId: number,
  outcome: 'accepted' | 'dismissed',
): Promise<{ resolved: number }> {
  const rows = await sqlRows<{ id: number }>(
    deps.db,
    `UPDATE listing_reports SET status = $3, resolved_at = now(), resolved_by = $2
     WHERE listing_id = $1 AND status = 'open' RETURNING id`,
    [listingId, adminId, outcome],
  );
  deps.log.info(`admin: listing ${listingId} reports ${outcome} (${rows.length})`);
  return { resolved: rows.length };
}

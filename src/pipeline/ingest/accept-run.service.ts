import type { AcceptedRunResult, RejectedRunView } from '../../shared/schemas/admin.js';
import type { RawOffer } from '../types.js';
import type { PipelineDeps } from '../deps.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { ingestRunInTransaction } from './ingest.service.js';
import { refreshRetailerStats } from '../run/retailer-stats.service.js';
import { sqlRows } from '../../db/sql.js';

interface RejectedLog {
  id: number;
  retailer_id: number;
  rejected: boolean;
  accepted_at: Date | null;
  rejected_offers: RawOffer[] | null;
  newer_completed: boolean;
}

/**
 * An admin's "this was a real store-wide change": applies the offers of a run the anomaly guard rejected,
 * exactly as they were scraped, and marks the log accepted (it also restarts the guard's baseline from this run).
 * Only the retailer's latest rejection can be accepted: once a newer run has been applied, the old offers are stale.
 */
export async function acceptRejectedRun(
  deps: PipelineDeps,
  input: { scrapeLogId: number; adminUserId: number; now?: Date },
): Promise<AcceptedRunResult> {
  const now = input.now ?? new Date();
  return deps.db.transaction(async (t) => {
    const [log] = await sqlRows<RejectedLog>(
      deps.db,
      `SELECT s.id, s.retailer_id, s.rejected, s.accepted_at, s.rejected_offers,
         EXISTS (SELECT 1 FROM scrape_logs n WHERE n.retailer_id = s.retailer_id AND n.status = 'completed'
                 AND (n.started_at, n.id) > (s.started_at, s.id)) AS newer_completed
       FROM scrape_logs s WHERE s.id = $1 FOR UPDATE OF s`,
      [input.scrapeLogId],
      t,
    );
    if (!log) throw new NotFoundError('Scrape log not found');
    if (log.accepted_at) throw new ConflictError('This run was already accepted');
    if (!log.rejected || !log.rejected_offers)
      throw new ConflictError('Only a run rejected by the anomaly guard can be accepted');
    if (log.newer_completed) throw new ConflictError('A newer run has been applied since; this run is out of date');

    await sqlRows(
      deps.db,
      'UPDATE scrape_logs SET accepted_at = $2::timestamptz, accepted_by = $3 WHERE id = $1',
      [log.id, now.toISOString(), input.adminUserId],
      t,
    );
    const result = await ingestRunInTransaction(deps, t, {
      retailerId: log.retailer_id,
      offers: log.rejected_offers,
      accepted: true,
      now,
    });
    if (result.status !== 'completed') throw new ConflictError(result.message);
    const message = `Accepted by an admin. ${result.message}`;
    await sqlRows(
      deps.db,
      `UPDATE scrape_logs SET status = 'completed', message = $2, products_updated = $3, guard = $4::jsonb, rejected_offers = NULL
       WHERE id = $1`,
      [log.id, message, result.productsUpdated, JSON.stringify(result.guard)],
      t,
    );
    await refreshRetailerStats(deps, t, log.retailer_id);
    return { scrapeLogId: log.id, retailerId: log.retailer_id, message, productsUpdated: result.productsUpdated };
  });
}

/** Rejected runs an admin can still accept: not accepted yet, offers kept, and no newer run applied since. */
export async function listRejectedRuns(deps: PipelineDeps): Promise<RejectedRunView[]> {
  const rows = await sqlRows<{
    id: number;
    retailer_id: number;
    name: string;
    started_at: Date;
    message: string | null;
    reasons: string[] | null;
    offers_found: number;
  }>(
    deps.db,
    `SELECT s.id, s.retailer_id, r.name, s.started_at, s.message, s.guard -> 'reasons' AS reasons, s.offers_found
     FROM scrape_logs s JOIN retailers r ON r.id = s.retailer_id
     WHERE s.rejected AND s.accepted_at IS NULL AND s.rejected_offers IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM scrape_logs n WHERE n.retailer_id = s.retailer_id AND n.status = 'completed'
                       AND (n.started_at, n.id) > (s.started_at, s.id))
     ORDER BY s.started_at DESC, s.id DESC LIMIT 200`,
  );
  return rows.map((r) => ({
    scrapeLogId: r.id,
    retailerId: r.retailer_id,
    retailerName: r.name,
    startedAt: new Date(r.started_at),
    message: r.message,
    reasons: Array.isArray(r.reasons) ? r.reasons : [],
    offersFound: r.offers_found,
  }));
}

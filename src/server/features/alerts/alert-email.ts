import { z } from 'zod';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { appLink } from '../../email/mailer.js';
import type { RenderedEmail } from '../../email/templates/layout.js';
import { digestMessage, instantAlertMessage, type AlertItem } from '../../email/templates/alert-emails.js';
import { unsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token.js';

/**
 * What the alert job queues on the mail queue: a reference to ledger rows already marked 'sent', not a rendered
 * e-mail. The mail worker composes it when it delivers (a few hundred bytes a job instead of kilobytes of HTML,
 * and the job's own time is not spent rendering thousands of e-mails; no link token sits in the queue).
 * 'instant': one alert an e-mail; 'digest': the user's alerts of the day in one.
 */
export const alertEmailRefSchema = z.object({
  userId: z.number().int().positive(),
  mode: z.enum(['instant', 'digest']),
  eventIds: z.array(z.number().int().positive()).min(1),
});
export type AlertEmailRef = z.infer<typeof alertEmailRefSchema>;

interface EventRow extends AlertItem {
  email: string;
  firstName: string | null;
  watchId: number | null;
  savedSearchId: number | null;
  listingId: number;
}

/**
 * The rows of the reference, with the names as they are now. Left out: those whose user, listing, watch or saved
 * search was deleted since (the alert job drops those too).
 */
async function eventRows(deps: AppDeps, ref: AlertEmailRef) {
  return sqlRows<EventRow>(
    deps.db,
    `SELECT u.email, u.first_name AS "firstName", e.kind, e.reasons, e.watch_id AS "watchId",
       e.saved_search_id AS "savedSearchId", e.listing_id AS "listingId", COALESCE(p.name, l.title) AS "productName",
       l.title AS "listingTitle", r.name AS "retailerName", s.name AS "searchName",
       e.old_price_cents AS "oldPriceCents", e.new_price_cents AS "newPriceCents",
       CASE WHEN e.new_ppr_cents IS NOT NULL THEN l.box_quantity END AS "boxQuantity", e.new_stock AS "newStock"
     FROM alert_events e JOIN users u ON u.id = e.user_id
     JOIN listings l ON l.id = e.listing_id JOIN retailers r ON r.id = l.retailer_id
     LEFT JOIN products p ON p.id = l.product_id
     LEFT JOIN saved_searches s ON s.id = e.saved_search_id
     WHERE e.id = ANY($1::bigint[]) AND e.user_id = $2 AND e.status = 'sent'
       AND (e.watch_id IS NOT NULL OR e.saved_search_id IS NOT NULL)
     ORDER BY e.id`,
    [ref.eventIds, ref.userId],
  );
}

async function unsubscribeLink(deps: AppDeps, target: UnsubscribeTarget) {
  return appLink(deps, '/unsubscribe', { token: await unsubscribeToken(deps, target) });
}

async function userLinks(deps: AppDeps, userId: number) {
  return {
    unsubscribeAll: await unsubscribeLink(deps, { kind: 'all', userId }),
    settings: appLink(deps, '/account'),
  };
}

async function instantEmail(deps: AppDeps, userId: number, row: EventRow): Promise<RenderedEmail> {
  const target: UnsubscribeTarget = row.watchId
    ? { kind: 'watch', userId, id: row.watchId }
    : { kind: 'search', userId, id: row.savedSearchId! };
  const links = {
    ...(await userLinks(deps, userId)),
    go: appLink(deps, `/go/${row.listingId}`),
    unsubscribe: await unsubscribeLink(deps, target),
  };
  return instantAlertMessage({ firstName: row.firstName, item: row, links });
}

/** The e-mail of a queued reference, and its address; null when there is nothing left to say. */
export async function composeAlertEmail(
  deps: AppDeps,
  ref: AlertEmailRef,
): Promise<{ to: string; email: RenderedEmail } | null> {
  const rows = await eventRows(deps, ref);
  const first = rows[0];
  if (!first) return null;
  if (ref.mode === 'instant') return { to: first.email, email: await instantEmail(deps, ref.userId, first) };
  const items = rows.map((item) => ({ item, go: appLink(deps, `/go/${item.listingId}`) }));
  const email = digestMessage({ firstName: first.firstName, items, links: await userLinks(deps, ref.userId) });
  return { to: first.email, email };
}

import type { Transaction } from 'sequelize';
import type { AlertMode } from '../../../shared/schemas/alerts.js';
import { onTransaction } from '../../../db/boss-transaction.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { EMAIL_QUEUE, type EmailJob } from '../../email/email-queue.js';
import { appLink } from '../../email/mailer.js';
import { digestMessage, instantAlertMessage, type AlertItem } from '../../email/templates/alert-emails.js';
import { DEFAULT_ALERT_SETTINGS } from './alert-settings.service.js';
import { HISTORY_TIME_ZONE } from '../products/price-history.service.js';
import { unsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token.js';

export interface DispatchResult {
  emails: number;
  sent: number;
  capped: number;
  paused: number;
  dropped: number;
}

interface SentRow extends AlertItem {
  userId: number;
  email: string;
  firstName: string | null;
  watchId: number | null;
  savedSearchId: number | null;
  listingId: number | null;
}

/**
 * Sends the ledger's pending alerts of users in `mode` ('instant' after every alert job, 'digest' once a day).
 * One transaction, one dispatcher at a time (an advisory lock): alerts of paused users become 'paused', of a
 * deleted watch or saved search 'dropped'; per user, as many as the day's cap leaves room for become 'sent' and
 * the rest 'capped', and the e-mails are queued in the SAME transaction, so an alert is e-mailed exactly once.
 */
export async function dispatchAlerts(deps: AppDeps, mode: AlertMode): Promise<DispatchResult> {
  return deps.db.transaction(async (t) => {
    await sqlRows(deps.db, `SELECT pg_advisory_xact_lock(hashtext('perround:alert-dispatch'))`, [], t);
    const [settled] = await sqlRows<{ paused: number; dropped: number }>(
      deps.db,
      `WITH paused AS (SELECT user_id FROM alert_settings WHERE paused),
       s AS (
         UPDATE alert_events e
         SET status = CASE WHEN e.user_id IN (SELECT user_id FROM paused) THEN 'paused' ELSE 'dropped' END
         WHERE e.status = 'pending'
           AND (e.user_id IN (SELECT user_id FROM paused) OR e.listing_id IS NULL
                OR (e.kind = 'watch' AND e.watch_id IS NULL) OR (e.kind = 'search' AND e.saved_search_id IS NULL))
         RETURNING e.status
       )
       SELECT count(*) FILTER (WHERE status = 'paused')::int AS paused,
              count(*) FILTER (WHERE status = 'dropped')::int AS dropped FROM s`,
      [],
      t,
    );
    const { sent, capped } = await decide(deps, t, mode);
    const jobs = mode === 'instant' ? await instantEmails(deps, sent) : await digestEmails(deps, sent);
    if (jobs.length)
      await deps.boss.insert(
        EMAIL_QUEUE,
        jobs.map((data) => ({ data })),
        { db: onTransaction(deps, t) },
      );
    return { emails: jobs.length, sent: sent.length, capped, ...settled! };
  });
}

/** Marks each user's pending alerts sent (within the day's cap, oldest first) or capped; returns the sent ones. */
async function decide(deps: AppDeps, t: Transaction, mode: AlertMode) {
  const rows = await sqlRows<SentRow & { status: string }>(
    deps.db,
    `WITH sent_today AS (
       SELECT user_id, count(*) AS n FROM alert_events
       WHERE status = 'sent' AND sent_at >= (now() AT TIME ZONE $2)::date::timestamp AT TIME ZONE $2
         AND user_id IN (SELECT user_id FROM alert_events WHERE status = 'pending')
       GROUP BY user_id
     ),
     pending AS (
       SELECT e.id, row_number() OVER (PARTITION BY e.user_id ORDER BY e.id) AS n,
         COALESCE(st.daily_cap, $3) - COALESCE(t.n, 0) AS room
       FROM alert_events e LEFT JOIN alert_settings st ON st.user_id = e.user_id
       LEFT JOIN sent_today t ON t.user_id = e.user_id
       WHERE e.status = 'pending' AND COALESCE(st.mode, 'instant') = $1
     ),
     upd AS (
       UPDATE alert_events e SET status = CASE WHEN p.n <= p.room THEN 'sent' ELSE 'capped' END,
         sent_at = CASE WHEN p.n <= p.room THEN now() END
       FROM pending p WHERE e.id = p.id
       RETURNING e.*
     )
     SELECT upd.status, upd.user_id AS "userId", u.email, u.first_name AS "firstName", upd.kind, upd.reasons,
       upd.watch_id AS "watchId", upd.saved_search_id AS "savedSearchId", upd.listing_id AS "listingId",
       p.name AS "productName", l.title AS "listingTitle", r.name AS "retailerName", s.name AS "searchName",
       upd.old_price_cents AS "oldPriceCents", upd.new_price_cents AS "newPriceCents",
       CASE WHEN upd.new_ppr_cents IS NOT NULL THEN l.box_quantity END AS "boxQuantity", upd.new_stock AS "newStock"
     FROM upd JOIN users u ON u.id = upd.user_id
     JOIN listings l ON l.id = upd.listing_id JOIN retailers r ON r.id = l.retailer_id
     LEFT JOIN products p ON p.id = l.product_id
     LEFT JOIN saved_searches s ON s.id = upd.saved_search_id
     ORDER BY upd.user_id, upd.id`,
    [mode, HISTORY_TIME_ZONE, DEFAULT_ALERT_SETTINGS.dailyCap],
    t,
  );
  const sent = rows
    .filter((r) => r.status === 'sent')
    .map((r) => ({ ...r, productName: r.productName ?? r.listingTitle }));
  return { sent, capped: rows.length - sent.length };
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

async function instantEmails(deps: AppDeps, sent: SentRow[]): Promise<EmailJob[]> {
  const jobs: EmailJob[] = [];
  for (const row of sent) {
    const target: UnsubscribeTarget =
      row.kind === 'watch'
        ? { kind: 'watch', userId: row.userId, id: row.watchId! }
        : { kind: 'search', userId: row.userId, id: row.savedSearchId! };
    const links = {
      ...(await userLinks(deps, row.userId)),
      go: appLink(deps, `/go/${row.listingId}`),
      unsubscribe: await unsubscribeLink(deps, target),
    };
    jobs.push({ to: row.email, ...instantAlertMessage({ firstName: row.firstName, item: row, links }) });
  }
  return jobs;
}

async function digestEmails(deps: AppDeps, sent: SentRow[]): Promise<EmailJob[]> {
  const byUser = new Map<number, SentRow[]>();
  for (const row of sent) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  const jobs: EmailJob[] = [];
  for (const [userId, rows] of byUser) {
    const items = rows.map((item) => ({ item, go: appLink(deps, `/go/${item.listingId}`) }));
    const message = digestMessage({ firstName: rows[0]!.firstName, items, links: await userLinks(deps, userId) });
    jobs.push({ to: rows[0]!.email, ...message });
  }
  return jobs;
}

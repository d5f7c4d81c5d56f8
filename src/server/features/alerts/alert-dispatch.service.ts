import type { Transaction } from 'sequelize';
import type { AlertMode } from '../../../shared/schemas/alerts.js';
import { onTransaction } from '../../../db/boss-transaction.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { EMAIL_QUEUE, type EmailJob } from '../../email/email-queue.js';
import type { AlertEmailRef } from './alert-email.js';
import { DEFAULT_ALERT_SETTINGS } from './alert-settings.service.js';
import { HISTORY_TIME_ZONE } from '../products/price-history.service.js';

export interface DispatchResult {
  emails: number;
  sent: number;
  capped: number;
  paused: number;
  dropped: number;
}

/**
 * Sends the ledger's pending alerts of users in `mode` ('instant' after every alert job, 'digest' once a day).
 * One transaction, one dispatcher at a time (an advisory lock): alerts of paused users become 'paused', of a
 * deleted watch or saved search 'dropped'; per user, as many as the day's cap leaves room for become 'sent' and
 * the rest 'capped', and the e-mails are queued in the SAME transaction, so an alert is e-mailed exactly once
 * (as references to the ledger rows: the mail worker composes each e-mail when it delivers it).
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
    const users = await decide(deps, t, mode);
    const refs = users.flatMap(({ userId, eventIds }): AlertEmailRef[] =>
      mode === 'instant'
        ? eventIds.map((id) => ({ userId, mode, eventIds: [id] }))
        : eventIds.length
          ? [{ userId, mode, eventIds }]
          : [],
    );
    if (refs.length)
      await deps.boss.insert(
        EMAIL_QUEUE,
        refs.map((alert) => ({ data: { alert } satisfies EmailJob })),
        { db: onTransaction(deps, t) },
      );
    const sent = users.reduce((n, u) => n + u.eventIds.length, 0);
    const capped = users.reduce((n, u) => n + u.capped, 0);
    return { emails: refs.length, sent, capped, ...settled! };
  });
}

/**
 * Marks each user's pending alerts sent (within the day's cap, oldest first) or capped; returns, per user, the ids
 * sent and how many were capped. The e-mails are composed when the mail worker delivers them (alert-email.ts).
 */
async function decide(deps: AppDeps, t: Transaction, mode: AlertMode) {
  const rows = await sqlRows<{ userId: number; eventIds: string[]; capped: number }>(
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
       RETURNING e.id, e.user_id, e.status
     )
     SELECT user_id AS "userId", COALESCE(array_agg(id ORDER BY id) FILTER (WHERE status = 'sent'), '{}') AS "eventIds",
       count(*) FILTER (WHERE status = 'capped')::int AS capped
     FROM upd GROUP BY user_id ORDER BY user_id`,
    [mode, HISTORY_TIME_ZONE, DEFAULT_ALERT_SETTINGS.dailyCap],
    t,
  );
  // bigint ids arrive as text (pg parses int8 arrays to strings)
  return rows.map((r) => ({ ...r, eventIds: r.eventIds.map(Number) }));
}

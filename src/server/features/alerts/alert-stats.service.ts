import type { AlertStats } from '../../../shared/schemas/alerts.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { EMAIL_QUEUE } from '../../email/email-queue.js';
import { HISTORY_TIME_ZONE } from '../products/price-history.service.js';

const STATS_DAYS = 14;

/** The admin's alerts card: how many watch what, alerts e-mailed per day, and whether the mail queue keeps up. */
export async function getAlertStats(deps: AppDeps): Promise<AlertStats> {
  const [counts] = await sqlRows<{ watches: number; savedSearches: number; users: number; suppressedToday: number }>(
    deps.db,
    `SELECT (SELECT count(*) FROM watches)::int AS watches,
       (SELECT count(*) FROM saved_searches)::int AS "savedSearches",
       (SELECT count(*) FROM (SELECT user_id FROM watches UNION SELECT user_id FROM saved_searches) u)::int AS users,
       (SELECT count(*) FROM alert_events WHERE status IN ('capped', 'paused')
          AND created_at >= (now() AT TIME ZONE $1)::date::timestamp AT TIME ZONE $1)::int AS "suppressedToday"`,
    [HISTORY_TIME_ZONE],
  );
  const sentPerDay = await sqlRows<{ day: string; sent: number }>(
    deps.db,
    `SELECT to_char(d::date, 'YYYY-MM-DD') AS day, count(e.id)::int AS sent
     FROM generate_series((now() AT TIME ZONE $1)::date - ($2::int - 1), (now() AT TIME ZONE $1)::date, interval '1 day') d
     LEFT JOIN alert_events e ON e.status = 'sent' AND (e.sent_at AT TIME ZONE $1)::date = d::date
     GROUP BY d ORDER BY d`,
    [HISTORY_TIME_ZONE, STATS_DAYS],
  );
  return { ...counts!, sentPerDay, mailQueue: await mailQueueHealth(deps) };
}

/** Read from pg-boss's own table: e-mails waiting (new or to retry), given up, and how long the oldest has waited. */
async function mailQueueHealth(deps: AppDeps): Promise<AlertStats['mailQueue']> {
  const [row] = await sqlRows<AlertStats['mailQueue']>(
    deps.db,
    `SELECT count(*) FILTER (WHERE state IN ('created', 'retry', 'active'))::int AS queued,
       count(*) FILTER (WHERE state = 'failed')::int AS failed,
       round(extract(epoch FROM now() - min(created_on) FILTER (WHERE state IN ('created', 'retry', 'active'))))::float8
         AS "oldestQueuedSeconds"
     FROM pgboss.job WHERE name = $1`,
    [EMAIL_QUEUE],
  );
  return row ?? { queued: 0, failed: 0, oldestQueuedSeconds: null };
}

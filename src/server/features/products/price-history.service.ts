import { HISTORY_DAYS_ANONYMOUS, HISTORY_DAYS_FREE } from '../../../shared/constants.js';
import type { PriceHistoryInput, PriceHistoryPoint } from '../../../shared/schemas/products.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { ForbiddenError, UnauthorizedError } from '../../../shared/errors.js';

/** Calendar days are Canadian shoppers' days; one zone keeps a day's boundaries the same for everyone. */
export const HISTORY_TIME_ZONE = 'America/Toronto';

export interface HistoryViewer {
  emailVerified: boolean;
}

/**
 * Who may see how many days (SPEC §6, enforced here, not only by the disabled buttons): 7 days for everyone,
 * 30 days for a signed-in user with a verified e-mail, 90 and 365 days are Pro features that do not exist yet.
 */
export function assertHistoryAccess(viewer: HistoryViewer | null, days: number) {
  if (days <= HISTORY_DAYS_ANONYMOUS) return;
  if (days > HISTORY_DAYS_FREE) throw new ForbiddenError('90-day and 1-year history are Pro features (coming soon)');
  if (!viewer) throw new UnauthorizedError('Sign in to see 30-day price history');
  if (!viewer.emailVerified) throw new ForbiddenError('Verify your email to access 30-day price history');
}

/**
 * Per calendar day (America/Toronto) over the last `days` days including today: the average, lowest and highest
 * price among the product's live offers at active retailers. Observations are written on change only, so a
 * day's prices are the one in effect when the day starts (the last observation before it, carried forward) plus
 * every change during the day. avg is the mean of each offer's closing price that day (the price in effect at
 * its end, or now for today); min and max also see intra-day prices. Days before any offer existed are omitted.
 */
export async function getPriceHistory(
  deps: AppDeps,
  viewer: HistoryViewer | null,
  input: PriceHistoryInput,
): Promise<PriceHistoryPoint[]> {
  assertHistoryAccess(viewer, input.days);
  return sqlRows<PriceHistoryPoint>(
    deps.db,
    `WITH days AS (
       SELECT d::date AS day,
              (d::date::timestamp AT TIME ZONE $3) AS day_start,
              ((d::date + 1)::timestamp AT TIME ZONE $3) AS day_end
       FROM generate_series((now() AT TIME ZONE $3)::date - ($2::int - 1), (now() AT TIME ZONE $3)::date, interval '1 day') AS d
     ),
     offers AS (
       SELECT l.id FROM listings l JOIN retailers r ON r.id = l.retailer_id
       WHERE l.product_id = $1 AND NOT l.is_gone AND r.is_active
     ),
     per_offer AS (
       SELECT d.day, p.low, p.high, p.close
       FROM days d CROSS JOIN offers o
       CROSS JOIN LATERAL (
         SELECT min(x.price_cents) AS low, max(x.price_cents) AS high,
                (array_agg(x.price_cents ORDER BY x.observed_at DESC))[1] AS close
         FROM (
           (SELECT po.price_cents, po.observed_at FROM price_observations po
            WHERE po.listing_id = o.id AND po.observed_at < d.day_start
            ORDER BY po.observed_at DESC LIMIT 1)
           UNION ALL
           (SELECT po.price_cents, po.observed_at FROM price_observations po
            WHERE po.listing_id = o.id AND po.observed_at >= d.day_start AND po.observed_at < d.day_end)
         ) x
       ) p
       WHERE p.close IS NOT NULL
     )
     SELECT to_char(day, 'YYYY-MM-DD') AS date,
            to_char(avg(close) / 100, 'FM999999990.00') AS "avgPrice",
            to_char(min(low) / 100.0, 'FM999999990.00') AS "minPrice",
            to_char(max(high) / 100.0, 'FM999999990.00') AS "maxPrice"
     FROM per_offer GROUP BY day ORDER BY day`,
    [input.id, input.days, HISTORY_TIME_ZONE],
  );
}

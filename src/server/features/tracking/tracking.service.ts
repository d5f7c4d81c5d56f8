import { MAX_PRICE_CENTS } from '../../../shared/constants.js';
import type { WatchClickInput } from '../../../shared/schemas/products.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { consumeRateLimit, RATE_LIMITS } from '../rate-limit/rate-limit.js';

/**
 * Records a Watch click (SPEC §2: the feature is coming soon; the click tells us who wants it). The payload
 * comes from the browser, so it is stored as plain text and numbers only; a price that is not a positive
 * number is stored as null rather than rejected (the client fires and forgets).
 */
export async function recordWatchClick(
  deps: AppDeps,
  userId: number | null,
  input: WatchClickInput,
  ip: string,
): Promise<{ ok: true }> {
  await consumeRateLimit(deps, RATE_LIMITS.watchClickIp, ip);
  await sqlRows(
    deps.db,
    `INSERT INTO click_events (kind, user_id, product_id, product_name, retailer_name, price_cents)
     VALUES ('watch', $1, $2, $3, $4, $5)`,
    [
      userId,
      input.productId ?? null,
      input.productName ?? null,
      input.retailer ?? null,
      clickPriceToCents(input.price),
    ],
  );
  return { ok: true };
}

export function clickPriceToCents(price: string | number | undefined): number | null {
  if (price === undefined) return null;
  const n = typeof price === 'number' ? price : Number(String(price).replace(/[$,\s]/g, ''));
  const cents = Math.round(n * 100);
  return Number.isFinite(n) && cents > 0 && cents <= MAX_PRICE_CENTS ? cents : null;
}

import { urlOnSite } from '../../../shared/same-site.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';

/**
 * Outbound clicks (SPEC §1: referral commissions). A click on a retailer's product goes through our redirect,
 * which records it and sends the browser on. We only ever redirect to the retailer's own http(s) site: the
 * listing URL was scraped (untrusted), so it is used only when it is http(s) on the retailer's site (the shared
 * same-site rule, src/shared/same-site.ts); otherwise the retailer's home page. No open redirect: the target never comes
 * from the request.
 */
export async function resolveListingClick(
  deps: AppDeps,
  listingId: number,
  userId: number | null,
): Promise<string | null> {
  const [row] = await sqlRows<{
    url: string | null;
    retailer_url: string;
    retailer_name: string;
    product_id: number | null;
    title: string;
    price_cents: number;
  }>(
    deps.db,
    `SELECT l.url, r.url AS retailer_url, r.name AS retailer_name, l.product_id, l.title, l.price_cents
     FROM listings l JOIN retailers r ON r.id = l.retailer_id WHERE l.id = $1`,
    [listingId],
  );
  if (!row) return null;
  const home = httpUrl(row.retailer_url);
  const target = urlOnSite(row.url, home)?.toString() ?? home?.toString() ?? null;
  if (!target) return null;
  await sqlRows(
    deps.db,
    `INSERT INTO click_events (kind, user_id, listing_id, product_id, product_name, retailer_name, price_cents)
     VALUES ('outbound', $1, $2, $3, $4, $5, $6)`,
    [userId, listingId, row.product_id, row.title, row.retailer_name, row.price_cents],
  );
  return target;
}

/** The retailer's home page (http(s) only), for the Retailer cell of a row. */
export async function resolveRetailerClick(deps: AppDeps, retailerId: number): Promise<string | null> {
  const [row] = await sqlRows<{ url: string }>(deps.db, `SELECT url FROM retailers WHERE id = $1`, [retailerId]);
  return row ? (httpUrl(row.url)?.toString() ?? null) : null;
}

function httpUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

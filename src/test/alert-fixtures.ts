import { createSession, generateSessionToken, SESSION_COOKIE_NAME } from '../server/features/auth/session.js';
import type { RawOffer } from '../pipeline/types.js';
import { sqlRows } from '../db/sql.js';
import type { AppDeps } from '../server/deps.js';

/** Test support for the alerts feature: a store's offers as a scrape would see them, and a verified (or not) user. */

export function ammoOffer(sku: string, patch: Partial<RawOffer> = {}): RawOffer {
  return {
    title: `Federal American Eagle 9mm Luger 115gr FMJ 50 Rounds ${sku}`,
    priceCents: 1999,
    url: `https://store.example.ca/products/${sku.toLowerCase()}`,
    sku,
    gtin: null,
    vendor: 'Federal',
    stockStatus: 'in_stock',
    imageUrl: null,
    hints: { productType: 'Ammunition' },
    ...patch,
  };
}

let seq = 0;

export async function createRetailer(deps: AppDeps, name = `Store ${++seq}`) {
  const [row] = await sqlRows<{ id: number }>(
    deps.db,
    `INSERT INTO retailers (name, url, platform) VALUES ($1, $2, 'shopify') RETURNING id`,
    [name, `https://store${++seq}.example.ca/`],
  );
  return row!.id;
}

export async function listingOf(deps: AppDeps, retailerId: number, sku: string) {
  const [row] = await sqlRows<{ id: number; productId: number; ppr: number | null }>(
    deps.db,
    `SELECT id, product_id AS "productId", price_per_round_cents::float8 AS ppr FROM listings
     WHERE retailer_id = $1 AND sku = $2`,
    [retailerId, sku],
  );
  if (!row) throw new Error(`no listing ${sku}`);
  return row;
}

export async function createUser(deps: AppDeps, opts: { verified?: boolean } = {}) {
  const [row] = await sqlRows<{ id: number; email: string; emailVerified: boolean }>(
    deps.db,
    `INSERT INTO users (email, password_hash, email_verified) VALUES ($1, 'x', $2)
     RETURNING id, email, email_verified AS "emailVerified"`,
    [`alerts${++seq}-${Date.now()}@example.test`, opts.verified ?? true],
  );
  return row!;
}

/** A session cookie for the user (the REST half of the tests). */
export async function sessionCookie(deps: AppDeps, userId: number) {
  const token = generateSessionToken();
  await createSession(deps.db, token, userId);
  return `${SESSION_COOKIE_NAME}=${token}`;
}

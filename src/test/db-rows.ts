import type { Db } from '../db/sequelize.js';
import { sqlRows } from '../db/sql.js';

/** Test support: rows of the tables the app reaches only through SQL (price_observations, products). */

export interface ObservationRow {
  id: number;
  listingId: number;
  observedAt: Date;
  priceCents: number;
  stockStatus: string;
}

/** Observations of one listing, of one retailer's listings, or all; oldest first. */
export async function observationsOf(
  db: Db,
  of: { listingId?: number; retailerId?: number } = {},
): Promise<ObservationRow[]> {
  return sqlRows<ObservationRow>(
    db,
    `SELECT o.id, o.listing_id AS "listingId", o.observed_at AS "observedAt", o.price_cents AS "priceCents",
            o.stock_status AS "stockStatus"
       FROM price_observations o JOIN listings l ON l.id = o.listing_id
      WHERE ($1::int IS NULL OR o.listing_id = $1) AND ($2::int IS NULL OR l.retailer_id = $2)
      ORDER BY o.observed_at, o.id`,
    [of.listingId ?? null, of.retailerId ?? null],
  );
}

export async function addObservation(
  db: Db,
  row: { listingId: number; priceCents: number; stockStatus: string; observedAt?: Date },
): Promise<void> {
  await sqlRows(
    db,
    `INSERT INTO price_observations (listing_id, price_cents, stock_status, observed_at)
     VALUES ($1, $2, $3, coalesce($4, now())) RETURNING id`,
    [row.listingId, row.priceCents, row.stockStatus, row.observedAt ?? null],
  );
}

export interface ProductRow {
  id: number;
  matchKey: string | null;
  name: string;
  productType: string | null;
}

export async function productById(db: Db, id: number): Promise<ProductRow | null> {
  const [row] = await sqlRows<ProductRow>(
    db,
    `SELECT id, match_key AS "matchKey", name, product_type AS "productType" FROM products WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

export async function addProduct(db: Db, row: { name: string; productType: string | null }): Promise<ProductRow> {
  const [product] = await sqlRows<ProductRow>(
    db,
    `INSERT INTO products (name, product_type) VALUES ($1, $2)
     RETURNING id, match_key AS "matchKey", name, product_type AS "productType"`,
    [row.name, row.productType],
  );
  return product;
}

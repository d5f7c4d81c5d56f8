import type { Db } from '../db/sequelize.js';
import { sqlRows } from '../db/sql.js';
import { applyPprGuard } from '../db/ppr-guard.js';

/** Test support: catalogue rows (retailers, products, listings, price history) written and read with plain SQL. */

/** AppDeps and PipelineDeps both qualify. */
type WithDb = { db: Db };

export async function addRetailer(
  deps: WithDb,
  values: {
    name: string;
    url?: string;
    isActive?: boolean;
    errorCount?: number;
    lastScrapeAt?: Date | null;
    scrapeIntervalHours?: number;
  },
): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(
    deps.db,
    `INSERT INTO retailers (name, url, is_active, error_count, last_scrape_at, scrape_interval_hours)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      values.name,
      values.url ?? `https://${values.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.ca/`,
      values.isActive ?? true,
      values.errorCount ?? 0,
      values.lastScrapeAt ?? null,
      values.scrapeIntervalHours ?? 4,
    ],
  );
  return row!.id;
}

export async function addProduct(
  deps: WithDb,
  values: { name: string; productType?: string; calibre?: string; boxQuantity?: number },
): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(
    deps.db,
    `INSERT INTO products (name, product_type, calibre, box_quantity) VALUES ($1, $2, $3, $4) RETURNING id`,
    [values.name, values.productType ?? null, values.calibre ?? null, values.boxQuantity ?? null],
  );
  return row!.id;
}

export interface ProductRow {
  id: number;
  matchKey: string | null;
  name: string;
  productType: string | null;
}

export async function productById(deps: WithDb, id: number): Promise<ProductRow | null> {
  const [row] = await sqlRows<ProductRow>(
    deps.db,
    `SELECT id, match_key AS "matchKey", name, product_type AS "productType" FROM products WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

export interface ListingValues {
  retailerId: number;
  title: string;
  priceCents: number;
  productId?: number | null;
  sku?: string | null;
  url?: string | null;
  stockStatus?: string;
  productType?: string | null;
  calibre?: string | null;
  manufacturer?: string | null;
  boxQuantity?: number | null;
  accessoryCategory?: string | null;
  grain?: number | null;
  casing?: string | null;
  bulletType?: string | null;
  condition?: string | null;
  isGone?: boolean;
  lastSeenAt?: Date;
}

let keySeq = 0;
export async function addListing(deps: WithDb, v: ListingValues): Promise<number> {
  const [row] = await sqlRows<{ id: number }>(
    deps.db,
    `INSERT INTO listings (retailer_id, product_id, canonical_key, sku, title, url, price_cents, stock_status, product_type,
       calibre, manufacturer, box_quantity, accessory_category, grain, casing, bullet_type, condition, is_gone, last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING id`,
    [
      v.retailerId,
      v.productId ?? null,
      `k${++keySeq}-${v.title}`,
      v.sku ?? null,
      v.title,
      v.url ?? null,
      v.priceCents,
      v.stockStatus ?? 'in_stock',
      v.productType ?? null,
      v.calibre ?? null,
      v.manufacturer ?? null,
      v.boxQuantity ?? null,
      v.accessoryCategory ?? null,
      v.grain ?? null,
      v.casing ?? null,
      v.bulletType ?? null,
      v.condition ?? null,
      v.isGone ?? false,
      v.lastSeenAt ?? new Date(),
    ],
  );
  // judged like an ingested listing (no band yet: only the count is checked)
  await applyPprGuard(deps.db, { listingIds: [row!.id] });
  return row!.id;
}

export async function addObservation(
  deps: WithDb,
  listingId: number,
  priceCents: number,
  observedAt: Date,
  stockStatus = 'in_stock',
): Promise<void> {
  await sqlRows(
    deps.db,
    `INSERT INTO price_observations (listing_id, price_cents, observed_at, stock_status) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [listingId, priceCents, observedAt, stockStatus],
  );
}

export interface ObservationRow {
  id: number;
  listingId: number;
  observedAt: Date;
  priceCents: number;
  stockStatus: string;
}

/** Observations of one listing, of one retailer's listings, or all; oldest first. */
export async function observationsOf(
  deps: WithDb,
  of: { listingId?: number; retailerId?: number } = {},
): Promise<ObservationRow[]> {
  return sqlRows<ObservationRow>(
    deps.db,
    `SELECT o.id, o.listing_id AS "listingId", o.observed_at AS "observedAt", o.price_cents AS "priceCents",
            o.stock_status AS "stockStatus"
       FROM price_observations o JOIN listings l ON l.id = o.listing_id
      WHERE ($1::int IS NULL OR o.listing_id = $1) AND ($2::int IS NULL OR l.retailer_id = $2)
      ORDER BY o.observed_at, o.id`,
    [of.listingId ?? null, of.retailerId ?? null],
  );
}

export async function clearCatalogue(deps: WithDb): Promise<void> {
  await sqlRows(
    deps.db,
    'TRUNCATE price_observations, click_events, listings, products, retailers RESTART IDENTITY CASCADE',
  );
}

/** One retailer (Shopify) with one ammunition listing and a completed scrape log, through the models. */
export async function seedCatalogue(db: Db, name = 'Test Guns & Ammo') {
  const { Retailer, Listing, ScrapeLog } = db.models;
  const retailer = await Retailer.create({
    name,
    url: 'https://test-guns.example.ca/',
    platform: 'shopify',
    scrapeIntervalHours: 6,
    errorCount: 1,
    lastScrapeAt: new Date(Date.now() - 2 * 3600_000),
    successRate: '92.50',
    inStockProductCount: 1,
  });
  const auto = {
    productType: 'ammunition',
    calibre: '9mm',
    manufacturer: 'federal',
    boxQuantity: 115,
    grain: 115,
    casing: 'brass',
    bulletType: 'FMJ',
    condition: 'new',
    accessoryCategory: null,
  };
  const listing = await Listing.create({
    retailerId: retailer.id,
    canonicalKey: `sku:${name}-am5`,
    sku: 'AE9DP',
    title: 'Federal American Eagle 9mm 115gr FMJ 50rds',
    url: 'https://test-guns.example.ca/products/ae9dp',
    priceCents: 2499,
    stockStatus: 'in_stock',
    ...auto,
    autoClassification: auto,
  });
  const log = await ScrapeLog.create({
    retailerId: retailer.id,
    status: 'completed',
    message: 'ok',
    productsUpdated: 1,
    finishedAt: new Date(),
  });
  return { retailer, listing, log };
}

/** A digest of every table an admin action could change (and of the job queue), to prove nothing changed. */
export async function dbFingerprint(deps: WithDb): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of ['retailers', 'listings', 'products', 'price_observations', 'scrape_logs']) {
    const [row] = await sqlRows<{ digest: string }>(
      deps.db,
      `SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t.id)), '') AS digest FROM ${table} t`,
    );
    out[table] = row.digest;
  }
  const [jobs] = await sqlRows<{ n: string }>(deps.db, `SELECT count(*)::text AS n FROM pgboss.job`);
  out.jobs = jobs.n;
  return out;
}

import { QueryTypes } from 'sequelize';
import type { AppDeps } from '../../deps.js';
import { applyPprGuard } from '../../../db/ppr-guard.js';

/** Small SQL helpers for the public-site tests: real rows, no mocks. */
export async function addRetailer(
  deps: AppDeps,
  values: {
    name: string;
    url?: string;
    isActive?: boolean;
    errorCount?: number;
    lastScrapeAt?: Date | null;
    scrapeIntervalHours?: number;
  },
): Promise<number> {
  const [row] = await deps.db.query<{ id: number }>(
    `INSERT INTO retailers (name, url, is_active, error_count, last_scrape_at, scrape_interval_hours)
     VALUES ($name, $url, $isActive, $errorCount, $lastScrapeAt, $interval) RETURNING id`,
    {
      bind: {
        name: values.name,
        url: values.url ?? `https://${values.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.ca/`,
        isActive: values.isActive ?? true,
        errorCount: values.errorCount ?? 0,
        lastScrapeAt: values.lastScrapeAt ?? null,
        interval: values.scrapeIntervalHours ?? 4,
      },
      type: QueryTypes.SELECT,
    },
  );
  return row!.id;
}

export async function addProduct(
  deps: AppDeps,
  values: { name: string; productType?: string; calibre?: string; boxQuantity?: number },
) {
  const [row] = await deps.db.query<{ id: number }>(
    `INSERT INTO products (name, product_type, calibre, box_quantity) VALUES ($name, $type, $calibre, $box) RETURNING id`,
    {
      bind: {
        name: values.name,
        type: values.productType ?? null,
        calibre: values.calibre ?? null,
        box: values.boxQuantity ?? null,
      },
      type: QueryTypes.SELECT,
    },
  );
  return row!.id;
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
export async function addListing(deps: AppDeps, v: ListingValues): Promise<number> {
  const [row] = await deps.db.query<{ id: number }>(
    `INSERT INTO listings (retailer_id, product_id, canonical_key, sku, title, url, price_cents, stock_status, product_type,
       calibre, manufacturer, box_quantity, accessory_category, grain, casing, bullet_type, condition, is_gone, last_seen_at)
     VALUES ($retailerId, $productId, $key, $sku, $title, $url, $priceCents, $stock, $productType, $calibre, $manufacturer,
       $boxQuantity, $accessoryCategory, $grain, $casing, $bulletType, $condition, $isGone, $lastSeenAt) RETURNING id`,
    {
      bind: {
        retailerId: v.retailerId,
        productId: v.productId ?? null,
        key: `k${++keySeq}-${v.title}`,
        sku: v.sku ?? null,
        title: v.title,
        url: v.url ?? null,
        priceCents: v.priceCents,
        stock: v.stockStatus ?? 'in_stock',
        productType: v.productType ?? null,
        calibre: v.calibre ?? null,
        manufacturer: v.manufacturer ?? null,
        boxQuantity: v.boxQuantity ?? null,
        accessoryCategory: v.accessoryCategory ?? null,
        grain: v.grain ?? null,
        casing: v.casing ?? null,
        bulletType: v.bulletType ?? null,
        condition: v.condition ?? null,
        isGone: v.isGone ?? false,
        lastSeenAt: v.lastSeenAt ?? new Date(),
      },
      type: QueryTypes.SELECT,
    },
  );
  // judged like an ingested listing (no band yet: only the count is checked)
  await applyPprGuard(deps.db, { listingIds: [row!.id] });
  return row!.id;
}

export async function addObservation(
  deps: AppDeps,
  listingId: number,
  priceCents: number,
  observedAt: Date,
  stockStatus = 'in_stock',
) {
  await deps.db.query(
    `INSERT INTO price_observations (listing_id, price_cents, observed_at, stock_status) VALUES ($listingId, $priceCents, $observedAt, $stockStatus)`,
    { bind: { listingId, priceCents, observedAt, stockStatus }, type: QueryTypes.INSERT },
  );
}

export async function clearCatalogue(deps: AppDeps) {
  await deps.db.query(
    'TRUNCATE price_observations, click_events, listings, products, retailers RESTART IDENTITY CASCADE',
  );
}

import { Op, UniqueConstraintError } from 'sequelize';
import type { AdminRetailer, AdminRetailerInput } from '../../../shared/schemas/admin.js';
import type { Retailer } from '../../../db/models/index.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { ConflictError, NotFoundError } from '../../../shared/errors.js';

const HOUR_MS = 60 * 60 * 1000;

interface RetailerStatsRow {
  retailer_id: number;
  listing_count: number;
  running: boolean;
}

/** When the scheduler will next pick the retailer: last run + its interval; due now when never run. */
export function nextRunAt(
  retailer: Pick<Retailer, 'isActive' | 'lastScrapeAt' | 'scrapeIntervalHours'>,
  now = new Date(),
): Date | null {
  if (!retailer.isActive) return null;
  if (!retailer.lastScrapeAt) return now;
  return new Date(retailer.lastScrapeAt.getTime() + retailer.scrapeIntervalHours * HOUR_MS);
}

export function toAdminRetailer(
  r: Retailer,
  stats?: { listingCount: number; running: boolean },
  now = new Date(),
): AdminRetailer {
  return {
    id: r.id,
    name: r.name,
    url: r.url,
    province: r.province ?? null,
    platform: r.platform,
    detectedPlatform: r.detectedPlatform ?? null,
    selector: r.selector ?? null,
    scrapeIntervalHours: r.scrapeIntervalHours,
    isActive: r.isActive,
    errorCount: r.errorCount,
    lastScrapeAt: r.lastScrapeAt ?? null,
    lastSuccessAt: r.lastSuccessAt ?? null,
    successRate: r.successRate === null || r.successRate === undefined ? null : Number(r.successRate),
    inStockProductCount: r.inStockProductCount,
    listingCount: stats?.listingCount ?? 0,
    nextRunAt: nextRunAt(r, now),
    running: stats?.running ?? false,
  };
}

/** Every retailer (active or not), by name, with listing counts and whether a scrape is running now. */
export async function listAdminRetailers(deps: AppDeps): Promise<AdminRetailer[]> {
  const retailers = await deps.db.models.Retailer.findAll({
    order: [[deps.db.fn('lower', deps.db.col('name')), 'ASC']],
  });
  const rows = await sqlRows<RetailerStatsRow>(
    deps.db,
    `SELECT r.id AS retailer_id,
            (SELECT count(*) FROM listings l WHERE l.retailer_id = r.id AND NOT l.is_gone) AS listing_count,
            EXISTS (SELECT 1 FROM scrape_logs s WHERE s.retailer_id = r.id AND s.status = 'started'
                     AND s.started_at > now() - interval '1 hour') AS running
       FROM retailers r`,
  );
  const stats = new Map(
    rows.map((row) => [row.retailer_id, { listingCount: Number(row.listing_count), running: row.running }]),
  );
  const now = new Date();
  return retailers.map((r) => toAdminRetailer(r, stats.get(r.id), now));
}

export async function getRetailerOrThrow(deps: AppDeps, id: number): Promise<Retailer> {
  const retailer = await deps.db.models.Retailer.findByPk(id);
  if (!retailer) throw new NotFoundError('Retailer not found');
  return retailer;
}

/** Case-insensitive, as the unique index on lower(name) is. */
export async function findRetailerByName(deps: AppDeps, name: string): Promise<Retailer | null> {
  return deps.db.models.Retailer.findOne({ where: { name: { [Op.iLike]: name.replace(/[\\%_]/g, (c) => `\\${c}`) } } });
}

function columnsFrom(input: AdminRetailerInput) {
  return {
    name: input.name,
    url: input.url,
    platform: input.platform,
    // Platforms other than 'selectors' ignore selectors; keeping what the admin typed does no harm.
    selector: input.selector && Object.keys(input.selector).length > 0 ? input.selector : null,
    scrapeIntervalHours: input.scrapeIntervalHours,
    isActive: input.isActive,
    ...(input.province !== undefined ? { province: input.province ?? null } : {}),
  };
}

function duplicateName(error: unknown, name: string): never {
  if (error instanceof UniqueConstraintError) throw new ConflictError(`A retailer named '${name}' already exists`);
  throw error;
}

export async function createRetailer(deps: AppDeps, input: AdminRetailerInput): Promise<AdminRetailer> {
  const retailer = await deps.db.models.Retailer.create(columnsFrom(input)).catch((e) => duplicateName(e, input.name));
  deps.log.info(`admin: retailer ${retailer.id} created`);
  return toAdminRetailer(retailer);
}

export async function updateRetailer(deps: AppDeps, id: number, input: AdminRetailerInput): Promise<AdminRetailer> {
  const retailer = await getRetailerOrThrow(deps, id);
  const columns = columnsFrom(input);
  // A new platform or URL makes the old detection meaningless: detect again on the next run.
  const detectedPlatform =
    columns.platform !== retailer.platform || columns.url !== retailer.url ? null : retailer.detectedPlatform;
  await retailer.update({ ...columns, detectedPlatform }).catch((e) => duplicateName(e, input.name));
  deps.log.info(`admin: retailer ${id} updated`);
  return toAdminRetailer(retailer);
}

/**
 * Deletes the retailer with its listings, their price observations and its scrape logs, in one transaction
 * (ON DELETE CASCADE in the schema). Canonical products left without any listing are removed too, so search
 * and history never show a product nobody sells. See docs/decisions/0012-admin-retailer-delete.md.
 */
export async function deleteRetailer(deps: AppDeps, id: number): Promise<{ id: number; listingsRemoved: number }> {
  return deps.db.transaction(async (transaction) => {
    const retailer = await deps.db.models.Retailer.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!retailer) throw new NotFoundError('Retailer not found');
    const productRows = await sqlRows<{ product_id: number }>(
      deps.db,
      `SELECT DISTINCT product_id FROM listings WHERE retailer_id = $1 AND product_id IS NOT NULL`,
      [id],
      transaction,
    );
    const [{ n: listingsRemoved }] = await sqlRows<{ n: number }>(
      deps.db,
      `SELECT count(*) AS n FROM listings WHERE retailer_id = $1`,
      [id],
      transaction,
    );
    await retailer.destroy({ transaction });
    const productIds = productRows.map((r) => r.product_id);
    if (productIds.length > 0) {
      await sqlRows(
        deps.db,
        `DELETE FROM products p
          WHERE p.id = ANY($1::int[]) AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.product_id = p.id)`,
        [productIds],
        transaction,
      );
    }
    deps.log.info(`admin: retailer ${id} deleted with ${listingsRemoved} listings`);
    return { id, listingsRemoved: Number(listingsRemoved) };
  });
}

import { literal, Op, type Order, type WhereOptions } from 'sequelize';
import { centsToDollars, offerPricePerRound } from '../../../shared/format.js';
import {
  OVERRIDE_FIELDS,
  type AdminListing,
  type ClassificationView,
  type ListingOverrides,
  type ListingSearchInput,
  type OverrideField,
} from '../../../shared/schemas/listings.js';
import type { Listing, Retailer } from '../../../db/models/index.js';
import type { AppDeps } from '../../deps.js';
import type { Db } from '../../../db/sequelize.js';
import { NotFoundError } from '../../../shared/errors.js';
import { applyPprGuard } from '../../../db/ppr-guard.js';

/**
 * Listing corrections (issue 4 item 4). `overrides` (jsonb) holds what the admin set; the effective columns
 * (product_type, calibre, ..., what search filters and price per round read) are auto_classification with the
 * overrides applied on top. Ingest applies the same rule on every scrape, so an override survives them all;
 * here the effective columns are recomputed at once, in the same transaction as the override is written.
 */

function pick(source: Record<string, unknown> | null | undefined): ClassificationView {
  const out = {} as Record<OverrideField, unknown>;
  for (const key of OVERRIDE_FIELDS) out[key] = source?.[key] ?? null;
  return out as ClassificationView;
}

/** Auto result with overrides on top; an override set to null wins too. */
export function effectiveClassification(
  auto: Record<string, unknown>,
  overrides: Record<string, unknown>,
): ClassificationView {
  const effective = pick(auto) as Record<OverrideField, unknown>;
  for (const key of OVERRIDE_FIELDS) if (Object.hasOwn(overrides, key)) effective[key] = overrides[key] ?? null;
  return effective as ClassificationView;
}

function onlyOverrideKeys(overrides: Record<string, unknown> | null | undefined): Partial<ClassificationView> {
  const out: Record<string, unknown> = {};
  for (const key of OVERRIDE_FIELDS) if (overrides && Object.hasOwn(overrides, key)) out[key] = overrides[key];
  return out as Partial<ClassificationView>;
}

export function toAdminListing(listing: Listing): AdminListing {
  const retailer = (listing as Listing & { retailer?: Retailer }).retailer;
  const effective = pick(listing as unknown as Record<string, unknown>);
  return {
    id: listing.id,
    title: listing.title,
    url: listing.url ?? null,
    sku: listing.sku ?? null,
    vendor: listing.vendor ?? null,
    retailer: { id: listing.retailerId, name: retailer?.name ?? '' },
    price: centsToDollars(listing.priceCents),
    stockStatus: listing.stockStatus,
    pricePerRound: offerPricePerRound(listing.priceCents, effective.productType, effective.boxQuantity),
    auto: pick(listing.autoClassification),
    overrides: onlyOverrideKeys(listing.overrides),
    effective,
    lastSeenAt: listing.lastSeenAt,
    isGone: listing.isGone,
  };
}

const includeRetailer = (db: Db) => [{ model: db.models.Retailer, as: 'retailer', attributes: ['id', 'name'] }];

/** Listings whose title, SKU or vendor contains the text (or whose id is the number), newest first. */
export async function searchListings(db: Db, input: ListingSearchInput): Promise<AdminListing[]> {
  const and: WhereOptions<Listing>[] = [];
  const order: Order = [];
  if (input.search) {
    const like = `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const or: WhereOptions<Listing>[] = [
      { title: { [Op.iLike]: like } },
      { sku: { [Op.iLike]: like } },
      { vendor: { [Op.iLike]: like } },
    ];
    if (/^\d{1,9}$/.test(input.search)) {
      // A number is most likely a listing id: that listing comes first, then titles containing the digits.
      or.push({ id: Number(input.search) });
      order.push([literal(`(CASE WHEN "Listing"."id" = ${Number(input.search)} THEN 0 ELSE 1 END)`), 'ASC']);
    }
    and.push({ [Op.or]: or });
  }
  if (input.retailerId !== undefined) and.push({ retailerId: input.retailerId });
  if (input.overriddenOnly) and.push({ overrides: { [Op.ne]: {} } } as WhereOptions<Listing>);
  const listings = await db.models.Listing.findAll({
    where: { [Op.and]: and },
    include: includeRetailer(db),
    order: [...order, ['isGone', 'ASC'], ['lastSeenAt', 'DESC'], ['id', 'DESC']],
    limit: input.limit,
  });
  return listings.map(toAdminListing);
}

export async function getAdminListing(db: Db, id: number): Promise<AdminListing> {
  const listing = await db.models.Listing.findByPk(id, { include: includeRetailer(db) });
  if (!listing) throw new NotFoundError('Listing not found');
  return toAdminListing(listing);
}

/** Writes overrides and the effective columns under a row lock, so a concurrent ingest cannot interleave. */
async function rewriteOverrides(
  deps: AppDeps,
  id: number,
  change: (current: Record<string, unknown>) => Record<string, unknown>,
): Promise<AdminListing> {
  await deps.db.transaction(async (transaction) => {
    const listing = await deps.db.models.Listing.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!listing) throw new NotFoundError('Listing not found');
    const overrides = change({ ...onlyOverrideKeys(listing.overrides) });
    const effective = effectiveClassification(listing.autoClassification ?? {}, overrides);
    await listing.update({ overrides, ...effective } as Partial<Listing>, { transaction });
    await applyPprGuard(deps.db, { listingIds: [id] }, transaction);
  });
  return getAdminListing(deps.db, id);
}

/** Merges the given fields into the listing's overrides (other overrides stay). */
export async function setListingOverrides(deps: AppDeps, id: number, fields: ListingOverrides): Promise<AdminListing> {
  const result = await rewriteOverrides(deps, id, (current) => ({ ...current, ...fields }));
  deps.log.info(`admin: listing ${id} overrides set (${Object.keys(fields).join(', ')})`);
  return result;
}

/** Reset to automatic: one field, or every field when none is named. */
export async function resetListingOverrides(deps: AppDeps, id: number, field?: OverrideField): Promise<AdminListing> {
  const result = await rewriteOverrides(deps, id, (current) => {
    if (!field) return {};
    const next = { ...current };
    delete next[field];
    return next;
  });
  deps.log.info(`admin: listing ${id} overrides reset (${field ?? 'all'})`);
  return result;
}

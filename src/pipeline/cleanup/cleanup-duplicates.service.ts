import type { Transaction } from 'sequelize';
import type { PipelineDeps } from '../deps.js';
import { deleteOrphanOwnProducts } from '../match/match-products.js';
import { duplicateGroups, offerKeys, type OfferKeys } from '../match/offer-identity.js';
import { refreshRetailerStats } from '../run/retailer-stats.service.js';
import { effectiveAssignments, sqlRows } from '../../db/sql.js';

interface ListingRow {
  id: number;
  retailer_id: number;
  canonical_key: string;
  platform_id: string | null;
  sku: string | null;
  url: string | null;
  first_seen_at: Date;
  last_seen_at: Date;
}

export interface CleanupResult {
  /** Groups of duplicates merged into one listing. */
  merged: number;
  listingsRemoved: number;
  observationsMoved: number;
}

interface MergePlan {
  merges: Array<{ dup: number; keep: number }>;
  survivors: Array<{ keep: number; freshest: number; key: string }>;
  retailers: Set<number>;
}

/**
 * Duplicate cleanup (SPEC §2 admin): listings of ONE retailer that are the same offer under the offer identity
 * rule (offer-identity.ts: the most stable key both carry — platform id, URL path, SKU — is equal; e.g. a
 * listing first seen without a SKU and later with one) are merged into the oldest. Their price history moves to
 * it (the combined history is kept), click events follow, and the survivor takes the current values of the most
 * recently seen duplicate. One transaction.
 */
export async function cleanupDuplicates(deps: PipelineDeps): Promise<CleanupResult> {
  const rows = await sqlRows<ListingRow>(
    deps.db,
    'SELECT id, retailer_id, canonical_key, platform_id, sku, url, first_seen_at, last_seen_at FROM listings ORDER BY id',
  );
  const plan = planMerges(rows);
  if (!plan.merges.length) {
    deps.log.info('duplicate cleanup: no duplicates found');
    return { merged: 0, listingsRemoved: 0, observationsMoved: 0 };
  }
  const moved = await deps.db.transaction((t) => applyMerges(deps, t, plan));
  await deleteOrphanOwnProducts(deps).catch((error: unknown) =>
    deps.log.warn(`duplicate cleanup: orphan products kept (${String(error)})`),
  );

  const result = { merged: plan.survivors.length, listingsRemoved: plan.merges.length, observationsMoved: moved };
  deps.log.info(
    `duplicate cleanup: merged ${result.merged} group${result.merged === 1 ? '' : 's'}, removed ${result.listingsRemoved} duplicate listing${result.listingsRemoved === 1 ? '' : 's'}, moved ${result.observationsMoved} price observation${result.observationsMoved === 1 ? '' : 's'} (${plan.merges.map((m) => `${m.dup}→${m.keep}`).join(', ')})`,
  );
  return result;
}

/** Pure: per retailer, the duplicate groups; each merges into its oldest listing and takes its freshest's values. */
function planMerges(rows: ListingRow[]): MergePlan {
  const byRetailer = new Map<number, Array<ListingRow & { keys: OfferKeys }>>();
  for (const row of rows) {
    const keyed = { ...row, keys: offerKeys({ platformId: row.platform_id, url: row.url, sku: row.sku }) };
    const list = byRetailer.get(row.retailer_id);
    if (list) list.push(keyed);
    else byRetailer.set(row.retailer_id, [keyed]);
  }
  const groups = [...byRetailer.values()].flatMap((listings) => duplicateGroups(listings));

  const plan: MergePlan = { merges: [], survivors: [], retailers: new Set() };
  for (const group of groups) {
    const byAge = [...group].sort((a, b) => +new Date(a.first_seen_at) - +new Date(b.first_seen_at) || a.id - b.id);
    const keep = byAge[0];
    const freshest = [...group].sort((a, b) => +new Date(b.last_seen_at) - +new Date(a.last_seen_at) || b.id - a.id)[0];
    for (const row of byAge.slice(1)) plan.merges.push({ dup: row.id, keep: keep.id });
    plan.survivors.push({ keep: keep.id, freshest: freshest.id, key: freshest.canonical_key });
    plan.retailers.add(keep.retailer_id);
  }
  return plan;
}

/** Moves history and clicks to the survivors, updates them, deletes the duplicates; returns observations moved. */
async function applyMerges(deps: PipelineDeps, t: Transaction, plan: MergePlan): Promise<number> {
  const mapJson = JSON.stringify(plan.merges);
  const [obs] = await sqlRows<{ n: number }>(
    deps.db,
    `WITH m AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(dup int, keep int)),
     u AS (UPDATE price_observations po SET listing_id = m.keep FROM m WHERE po.listing_id = m.dup RETURNING 1)
     SELECT count(*)::int AS n FROM u`,
    [mapJson],
    t,
  );
  await sqlRows(
    deps.db,
    `WITH m AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(dup int, keep int))
     UPDATE click_events c SET listing_id = m.keep FROM m WHERE c.listing_id = m.dup`,
    [mapJson],
    t,
  );
  await updateSurvivors(deps, t, plan);
  await sqlRows(deps.db, 'DELETE FROM listings WHERE id = ANY($1::int[])', [plan.merges.map((m) => m.dup)], t);
  // The survivor takes the freshest key (a SKU key beats the URL key it had before the SKU was known).
  await sqlRows(
    deps.db,
    `WITH s AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(keep int, freshest int, key text))
     UPDATE listings k SET canonical_key = s.key FROM s WHERE s.keep = k.id AND k.canonical_key <> s.key`,
    [JSON.stringify(plan.survivors)],
    t,
  );
  // A merged survivor's history may now hold two equal consecutive points; that is kept as-is (it is history).
  for (const retailerId of plan.retailers) await refreshRetailerStats(deps, t, retailerId);
  return obs?.n ?? 0;
}

/** The survivor shows what the retailer shows now (the freshest duplicate), keeps its own overrides first. */
async function updateSurvivors(deps: PipelineDeps, t: Transaction, plan: MergePlan): Promise<void> {
  await sqlRows(
    deps.db,
    `WITH s AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(keep int, freshest int, key text)),
     f AS (SELECT s.keep, l.* FROM s JOIN listings l ON l.id = s.freshest WHERE s.freshest <> s.keep)
     UPDATE listings k SET
       sku = COALESCE(f.sku, k.sku), gtin = COALESCE(f.gtin, k.gtin), title = f.title, url = COALESCE(f.url, k.url),
       image_url = COALESCE(f.image_url, k.image_url), vendor = COALESCE(f.vendor, k.vendor), hints = f.hints,
       price_cents = f.price_cents, stock_status = f.stock_status, last_seen_at = f.last_seen_at,
       missed_runs = f.missed_runs, is_gone = f.is_gone, auto_classification = f.auto_classification,
       updated_at = now()
     FROM f WHERE f.keep = k.id`,
    [JSON.stringify(plan.survivors)],
    t,
  );
  await sqlRows(
    deps.db,
    `WITH m AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(dup int, keep int)),
     o AS (SELECT m.keep, jsonb_object_agg(e.key, e.value) AS overrides
           FROM m JOIN listings d ON d.id = m.dup, jsonb_each(d.overrides) e GROUP BY m.keep)
     UPDATE listings k SET overrides = o.overrides || k.overrides FROM o WHERE o.keep = k.id`,
    [JSON.stringify(plan.merges)],
    t,
  );
  await sqlRows(
    deps.db,
    `UPDATE listings SET ${effectiveAssignments('overrides', 'auto_classification')} WHERE id = ANY($1::int[])`,
    [plan.survivors.map((s) => s.keep)],
    t,
  );
}

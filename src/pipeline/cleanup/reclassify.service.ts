import type { PipelineDeps } from '../deps.js';
import { assignOwnProducts, deleteOrphanOwnProducts, upsertProducts } from '../match/match-products.js';
import { applyPprGuard, refreshPprBands } from '../../db/ppr-guard.js';
import { effectiveAssignments, sqlRows } from '../../db/sql.js';
import { applyOverrides, offerMatchKey, understandOffer, type OfferText } from '../understand/understand-offer.js';

const BATCH_SIZE = 2000;

export interface ReclassifyResult {
  listings: number;
  /** Listings whose automatic classification changed. */
  changed: number;
  /** Listings that moved to another canonical product. */
  rematched: number;
  ms: number;
}

interface StoredListing {
  id: number;
  title: string;
  vendor: string | null;
  url: string | null;
  gtin: string | null;
  hints: OfferText['hints'];
  overrides: Record<string, unknown>;
  auto_classification: Record<string, unknown>;
  product_id: number | null;
}

/**
 * Re-runs title understanding over every stored listing (after the title module improves), in id batches
 * of 2,000, each batch one transaction: auto_classification and the effective columns (overrides still win),
 * then products are re-matched.
 */
export async function reclassifyListings(
  deps: PipelineDeps,
  options: { onBatch?: (done: number) => void } = {},
): Promise<ReclassifyResult> {
  const started = performance.now();
  let lastId = 0;
  const result = { listings: 0, changed: 0, rematched: 0 };
  for (;;) {
    const batch = await sqlRows<StoredListing>(
      deps.db,
      `SELECT id, title, vendor, url, gtin, hints, overrides, auto_classification, product_id
       FROM listings WHERE id > $1 ORDER BY id LIMIT $2`,
      [lastId, BATCH_SIZE],
    );
    if (!batch.length) break;
    lastId = batch[batch.length - 1].id;
    const now = new Date();
    const rows = batch.map((l) => {
      const auto = understandOffer(l);
      const effective = applyOverrides(auto, l.overrides);
      return { listing: l, auto, effective, matchKey: offerMatchKey(l, effective) };
    });
    await deps.db.transaction(async (t) => {
      const productIds = await upsertProducts(
        deps,
        t,
        rows.map((r) => ({
          title: r.listing.title,
          gtin: r.listing.gtin,
          effective: r.effective,
          matchKey: r.matchKey,
        })),
        now,
      );
      const records = rows.map((r) => ({
        id: r.listing.id,
        auto: r.auto,
        product_id: r.matchKey ? (productIds.get(r.matchKey) ?? null) : null,
      }));
      const updated = await sqlRows<{ id: number; changed: boolean; rematched: boolean }>(
        deps.db,
        `WITH input AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id int, auto jsonb, product_id int)),
         prev AS (SELECT l.id, l.auto_classification, l.product_id FROM listings l JOIN input i ON i.id = l.id),
         up AS (
           UPDATE listings l SET auto_classification = i.auto,
             ${effectiveAssignments('l.overrides', 'i.auto')},
             product_id = COALESCE(i.product_id, (SELECT p.id FROM products p WHERE p.match_key = 'listing:' || l.id)),
             updated_at = $2::timestamptz
           FROM input i WHERE i.id = l.id
           RETURNING l.id, l.auto_classification, l.product_id
         )
         SELECT up.id, up.auto_classification IS DISTINCT FROM prev.auto_classification AS changed,
           up.product_id IS DISTINCT FROM prev.product_id AS rematched
         FROM up JOIN prev ON prev.id = up.id`,
        [JSON.stringify(records), now.toISOString()],
        t,
      );
      await assignOwnProducts(
        deps,
        t,
        batch.map((l) => l.id),
        now,
      );
      result.listings += updated.length;
      result.changed += updated.filter((u) => u.changed).length;
      result.rematched += updated.filter((u) => u.rematched).length;
    });
    options.onBatch?.(result.listings);
  }
  await deleteOrphanOwnProducts(deps).catch((error: unknown) =>
    deps.log.warn(`reclassify: orphan products kept (${String(error)})`),
  );
  // new counts and confidences: the bands are recomputed, then every listing is judged against them
  await refreshPprBands(deps.db);
  await applyPprGuard(deps.db, 'all');
  const ms = Math.round(performance.now() - started);
  deps.log.info(
    `reclassify: ${result.listings} listings, ${result.changed} changed, ${result.rematched} re-matched in ${ms} ms`,
  );
  return { ...result, ms };
}

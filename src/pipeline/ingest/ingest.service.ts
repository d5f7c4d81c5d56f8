import type { Transaction } from 'sequelize';
import type { RawOffer } from '../types.js';
import { MAX_PRICE_CENTS, STOCK_STATUSES, type StockStatus } from '../../shared/constants.js';
import type { PipelineDeps } from '../deps.js';
import { NotFoundError } from '../../shared/errors.js';
import { canonicalKey, canonicalUrl, cleanText, isOnSite, parseHttpUrl } from '../match/canonical.js';
import { finishRunInTransaction, type RunOutcome } from '../run/retailer-stats.service.js';
import { effectiveAssignments, sqlRows } from '../../db/sql.js';
import { assignOwnProducts, upsertProducts } from '../match/match-products.js';
import { applyOverrides, offerMatchKey, understandOffer, type Classification } from '../understand/understand-offer.js';

export interface IngestInput {
  retailerId: number;
  offers: RawOffer[];
  /** The run's scrape_log: finished in the same transaction as the data, so a run is all-or-nothing. */
  scrapeLogId?: number | null;
  pagesFetched?: number;
  now?: Date;
  /** Called with the time each phase took (the bench prints them). */
  onPhase?: (phase: string, ms: number) => void;
}

export interface IngestCounts {
  /** Distinct usable offers of the run. */
  offers: number;
  /** Offers dropped: no title, no price, no sku and no usable URL, or a duplicate key within the run. */
  skipped: number;
  created: number;
  priceChanges: number;
  stockChanges: number;
  observations: number;
  gone: number;
  returned: number;
  /** Listings whose price or stock changed, or that are new: what the log calls products updated. */
  productsUpdated: number;
}

export type IngestResult =
  | ({ status: 'completed'; message: string } & IngestCounts)
  | { status: 'rejected'; message: string; offers: number; skipped: number };

/** A listing missing from this many consecutive successful runs is gone (hidden), never 'out of stock'. */
export const GONE_AFTER_MISSED_RUNS = 3;
/** The anomaly guard: a run with fewer than this share of the usual listing count changes nothing. */
export const ANOMALY_RATIO = 0.5;
/** How many successful runs make up the usual listing count (their median). */
const USUAL_COUNT_WINDOW = 5;

interface PreparedOffer {
  canonical_key: string;
  sku: string | null;
  gtin: string | null;
  title: string;
  url: string | null;
  image_url: string | null;
  vendor: string | null;
  hints: { productType?: string; tags?: string[]; categories?: string[] };
  price_cents: number;
  stock_status: StockStatus;
}

interface StoredListing {
  id: number;
  canonical_key: string;
  sku: string | null;
  gtin: string | null;
  title: string;
  url: string | null;
  image_url: string | null;
  vendor: string | null;
  hints: Record<string, unknown>;
  price_cents: number;
  stock_status: string;
  is_gone: boolean;
  overrides: Record<string, unknown>;
  auto_classification: Record<string, unknown>;
  product_id: number | null;
}

/** JSON with sorted keys: jsonb read back from Postgres does not keep the key order it was given. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    return `{${Object.keys(obj).sort().map((k) => `${JSON.stringify(k)}:${stableJson(obj[k])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Same text as stored: the classification and product match still hold. */
function sameText(current: StoredListing, offer: PreparedOffer): boolean {
  return (
    current.title === offer.title &&
    current.vendor === offer.vendor &&
    current.url === offer.url &&
    current.gtin === offer.gtin &&
    stableJson(current.hints) === stableJson(offer.hints)
  );
}

/** Nothing else to write either: price, stock, SKU spelling and image are as stored. */
function sameState(current: StoredListing, offer: PreparedOffer): boolean {
  return (
    current.price_cents === offer.price_cents &&
    current.stock_status === offer.stock_status &&
    current.sku === offer.sku &&
    current.image_url === offer.image_url
  );
}

function cleanList(list: unknown, maxItems = 30): string[] | undefined {
  if (!Array.isArray(list)) return undefined;
  const items = list.map((v) => cleanText(v, 120)).filter((v): v is string => v !== null);
  return items.length ? items.slice(0, maxItems) : undefined;
}

/** Untrusted scraped offer → the values we store (plain bounded text, http(s) URLs only), or null when unusable. */
export function prepareOffer(offer: RawOffer, retailerUrl: string): PreparedOffer | null {
  const title = cleanText(offer.title, 500);
  if (!title) return null;
  if (!Number.isInteger(offer.priceCents) || offer.priceCents < 0 || offer.priceCents > MAX_PRICE_CENTS) return null;
  const productUrl = parseHttpUrl(offer.url);
  const onSite = productUrl && isOnSite(productUrl, retailerUrl) && productUrl.href.length <= 2000 ? productUrl : null;
  const sku = cleanText(offer.sku, 200);
  const key = canonicalKey(sku, onSite);
  if (!key) return null;
  const image = parseHttpUrl(offer.imageUrl);
  const hints: PreparedOffer['hints'] = {};
  const hintType = cleanText(offer.hints?.productType, 120);
  if (hintType) hints.productType = hintType;
  const tags = cleanList(offer.hints?.tags);
  if (tags) hints.tags = tags;
  const categories = cleanList(offer.hints?.categories);
  if (categories) hints.categories = categories;
  return {
    canonical_key: key,
    sku,
    gtin: cleanText(offer.gtin, 64),
    title,
    url: onSite ? canonicalUrl(onSite) : null,
    image_url: image && image.href.length <= 2000 ? image.href : null,
    vendor: cleanText(offer.vendor, 200),
    hints,
    price_cents: offer.priceCents,
    stock_status: (STOCK_STATUSES as readonly string[]).includes(offer.stockStatus) ? offer.stockStatus : 'unknown',
  };
}

/** Distinct usable offers of a run (the first offer of a key wins) and how many were dropped. */
export function prepareOffers(offers: RawOffer[], retailerUrl: string) {
  const byKey = new Map<string, PreparedOffer>();
  for (const offer of offers) {
    const prepared = prepareOffer(offer, retailerUrl);
    if (prepared && !byKey.has(prepared.canonical_key)) byKey.set(prepared.canonical_key, prepared);
  }
  return { prepared: [...byKey.values()], skipped: offers.length - byKey.size };
}

/** Human summary of a run for the scrape log. */
export function formatRunMessage(c: Pick<IngestCounts, 'offers' | 'priceChanges' | 'stockChanges' | 'created' | 'gone'>): string {
  const n = (v: number) => v.toLocaleString('en-CA');
  const parts = [`${n(c.priceChanges)} price change${c.priceChanges === 1 ? '' : 's'}`];
  if (c.stockChanges) parts.push(`${n(c.stockChanges)} stock change${c.stockChanges === 1 ? '' : 's'}`);
  parts.push(`${n(c.created)} new`, `${n(c.gone)} gone`);
  return `Scraped ${n(c.offers)} offer${c.offers === 1 ? '' : 's'}: ${parts.join(', ')}`;
}

/**
 * Ingests one run's offers in ONE transaction: upserts listings, writes observations on change only, counts
 * missed runs, matches products, finishes the scrape log and refreshes the retailer's stats. Re-running the
 * same offers is harmless (no new observation). An anomalous run (zero offers, or fewer than half the usual
 * count) changes no listing and is logged as failed.
 */
export async function ingestRun(deps: PipelineDeps, input: IngestInput): Promise<IngestResult> {
  return deps.db.transaction((t) => ingestRunInTransaction(deps, t, input));
}

export async function ingestRunInTransaction(deps: PipelineDeps, t: Transaction, input: IngestInput): Promise<IngestResult> {
  const { db } = deps;
  const now = input.now ?? new Date();
  let mark = performance.now();
  const phase = (name: string) => {
    const at = performance.now();
    input.onPhase?.(name, at - mark);
    mark = at;
  };
  const nowIso = now.toISOString();
  // The row lock serialises two ingests of one retailer (the job queue already should; this makes it certain).
  const [retailer] = await sqlRows<{ id: number; url: string; usual_listing_count: number | null }>(
    db,
    'SELECT id, url, usual_listing_count FROM retailers WHERE id = $1 FOR UPDATE',
    [input.retailerId],
    t,
  );
  if (!retailer) throw new NotFoundError('Retailer not found');

  const { prepared, skipped } = prepareOffers(input.offers, retailer.url);
  phase('lock + prepare');
  const { reason, outcome, shrinkAccepted } = await anomalyGuard(deps, t, retailer, prepared.length, input.offers.length);
  if (reason) {
    const message = `Rejected: ${reason}; no listing was changed`;
    if (input.scrapeLogId) {
      await finishRunInTransaction(deps, t, {
        retailerId: retailer.id,
        scrapeLogId: input.scrapeLogId,
        status: 'failed',
        outcome,
        message,
        now,
        offersFound: prepared.length,
        pagesFetched: input.pagesFetched,
      });
    }
    return { status: 'rejected', message, offers: prepared.length, skipped };
  }

  // What is stored now: an offer whose text is unchanged keeps its classification and product (the title module
  // is not re-run: `npm run reclassify` does that after the module changes), and an offer with nothing changed
  // only gets its last_seen_at touched, a cheap HOT update that leaves the search indexes alone.
  const stored = new Map(
    (
      await sqlRows<StoredListing>(
        db,
        `SELECT id, canonical_key, sku, gtin, title, url, image_url, vendor, hints, price_cents, stock_status, is_gone,
           overrides, auto_classification, product_id
         FROM listings WHERE retailer_id = $1`,
        [retailer.id],
        t,
      )
    ).map((l) => [l.canonical_key, l]),
  );

  const touched: StoredListing[] = [];
  const rows: Array<{ offer: PreparedOffer; auto: Classification; productId: number | null; matchKey: string | null; effective: Classification | null }> = [];
  for (const offer of prepared) {
    const current = stored.get(offer.canonical_key);
    if (current && current.product_id !== null && sameText(current, offer) && sameState(current, offer)) {
      touched.push(current);
    } else if (current && current.product_id !== null && sameText(current, offer)) {
      rows.push({ offer, auto: current.auto_classification as unknown as Classification, productId: current.product_id, matchKey: null, effective: null });
    } else {
      const auto = understandOffer(offer);
      const effective = applyOverrides(auto, current?.overrides);
      rows.push({ offer, auto, productId: null, matchKey: offerMatchKey(offer, effective), effective });
    }
  }

  phase('classify');
  const productIds = await upsertProducts(
    deps,
    t,
    rows
      .filter((r) => r.effective !== null)
      .map((r) => ({ title: r.offer.title, gtin: r.offer.gtin, effective: r.effective!, matchKey: r.matchKey })),
    now,
  );

  phase('products');
  const records = rows.map(({ offer, auto, matchKey, productId }) => ({
    ...offer,
    auto,
    product_id: productId ?? (matchKey ? (productIds.get(matchKey) ?? null) : null),
  }));

  const upserted = await sqlRows<{
    id: number;
    inserted: boolean;
    price_changed: boolean;
    stock_changed: boolean;
    was_gone: boolean | null;
  }>(
    db,
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($2::jsonb) AS x(
         canonical_key text, sku text, gtin text, title text, url text, image_url text, vendor text, hints jsonb,
         price_cents int, stock_status text, auto jsonb, product_id int)
     ),
     prev AS (
       SELECT l.id, l.canonical_key, l.price_cents, l.stock_status, l.is_gone
       FROM listings l JOIN input i ON i.canonical_key = l.canonical_key
       WHERE l.retailer_id = $1
     ),
     up AS (
       INSERT INTO listings AS l (retailer_id, canonical_key, sku, gtin, title, url, image_url, vendor, hints,
         price_cents, stock_status, auto_classification, product_id,
         product_type, calibre, manufacturer, box_quantity, grain, casing, bullet_type, condition, accessory_category,
         first_seen_at, last_seen_at, missed_runs, is_gone, created_at, updated_at)
       SELECT $1, i.canonical_key, i.sku, i.gtin, i.title, i.url, i.image_url, i.vendor, i.hints,
         i.price_cents, i.stock_status, i.auto, i.product_id,
         i.auto->>'productType', i.auto->>'calibre', i.auto->>'manufacturer',
         round((i.auto->>'boxQuantity')::numeric)::int, round((i.auto->>'grain')::numeric)::int,
         i.auto->>'casing', i.auto->>'bulletType', i.auto->>'condition', i.auto->>'accessoryCategory',
         $3::timestamptz, $3::timestamptz, 0, false, $3::timestamptz, $3::timestamptz
       FROM input i
       ORDER BY i.canonical_key
       ON CONFLICT (retailer_id, canonical_key) DO UPDATE SET
         sku = EXCLUDED.sku, gtin = EXCLUDED.gtin, title = EXCLUDED.title, url = EXCLUDED.url,
         image_url = EXCLUDED.image_url, vendor = EXCLUDED.vendor, hints = EXCLUDED.hints,
         price_cents = EXCLUDED.price_cents, stock_status = EXCLUDED.stock_status,
         auto_classification = EXCLUDED.auto_classification,
         ${effectiveAssignments('l.overrides', 'EXCLUDED.auto_classification')},
         -- a listing without a match key keeps its own product (match_key 'listing:<id>')
         product_id = COALESCE(EXCLUDED.product_id, (SELECT p.id FROM products p WHERE p.match_key = 'listing:' || l.id)),
         last_seen_at = EXCLUDED.last_seen_at, missed_runs = 0, is_gone = false,
         updated_at = EXCLUDED.updated_at
       RETURNING l.id, l.canonical_key, l.price_cents, l.stock_status
     ),
     joined AS (
       SELECT up.id, up.price_cents, up.stock_status, prev.id IS NULL AS inserted,
         prev.price_cents IS DISTINCT FROM up.price_cents AND prev.id IS NOT NULL AS price_changed,
         prev.stock_status IS DISTINCT FROM up.stock_status AND prev.id IS NOT NULL AS stock_changed,
         prev.is_gone AS was_gone
       FROM up LEFT JOIN prev ON prev.canonical_key = up.canonical_key
     ),
     obs AS (
       INSERT INTO price_observations (listing_id, observed_at, price_cents, stock_status)
       SELECT id, $3::timestamptz, price_cents, stock_status FROM joined
       WHERE inserted OR price_changed OR stock_changed
       ORDER BY id
     )
     SELECT id, inserted, price_changed, stock_changed, was_gone FROM joined`,
    [retailer.id, JSON.stringify(records), nowIso],
    t,
  );

  if (touched.length) {
    await sqlRows(
      db,
      `UPDATE listings SET last_seen_at = $2::timestamptz, missed_runs = 0, is_gone = false WHERE id = ANY($1::int[])`,
      [touched.map((l) => l.id), nowIso],
      t,
    );
  }
  phase('listings + observations');
  // Listings whose title is too thin to merge safely get a product of their own.
  await assignOwnProducts(deps, t, upserted.map((r) => r.id), now);

  phase('own products');
  // Absent from this successful run: one more missed run; the third in a row makes the listing gone.
  const [missed] = await sqlRows<{ gone: number }>(
    db,
    `WITH m AS (
       UPDATE listings SET missed_runs = missed_runs + 1,
         is_gone = is_gone OR missed_runs + 1 >= $3
       WHERE retailer_id = $1 AND last_seen_at <> $2::timestamptz
       RETURNING missed_runs
     )
     SELECT count(*) FILTER (WHERE missed_runs = $3)::int AS gone FROM m`,
    [retailer.id, nowIso, GONE_AFTER_MISSED_RUNS],
    t,
  );

  phase('missed runs');
  const counts: IngestCounts = {
    offers: prepared.length,
    skipped,
    created: upserted.filter((r) => r.inserted).length,
    priceChanges: upserted.filter((r) => r.price_changed).length,
    stockChanges: upserted.filter((r) => r.stock_changed && !r.price_changed).length,
    observations: upserted.filter((r) => r.inserted || r.price_changed || r.stock_changed).length,
    gone: missed?.gone ?? 0,
    returned: upserted.filter((r) => r.was_gone === true).length + touched.filter((l) => l.is_gone).length,
    productsUpdated: 0,
  };
  counts.productsUpdated = counts.observations;

  await sqlRows(
    db,
    `UPDATE retailers SET usual_listing_count = CASE WHEN $4 THEN $2::int ELSE (
       SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY n) FROM (
         SELECT $2::int AS n
         UNION ALL
         (SELECT offers_found FROM scrape_logs
          WHERE retailer_id = $1 AND status = 'completed' AND offers_found > 0
          ORDER BY started_at DESC, id DESC LIMIT $3)
       ) s) END
     WHERE id = $1`,
    [retailer.id, prepared.length, USUAL_COUNT_WINDOW - 1, shrinkAccepted],
    t,
  );

  const message = formatRunMessage(counts);
  if (input.scrapeLogId) {
    await finishRunInTransaction(deps, t, {
      retailerId: retailer.id,
      scrapeLogId: input.scrapeLogId,
      status: 'completed',
      message,
      now,
      productsUpdated: counts.productsUpdated,
      offersFound: prepared.length,
      pagesFetched: input.pagesFetched,
    });
  } else {
    await finishRunInTransaction(deps, t, { retailerId: retailer.id, status: 'completed', message, now });
  }
  phase('stats + log');
  return { status: 'completed', message, ...counts };
}

/**
 * The anomaly guard. Zero offers is always anomalous. Fewer than half the usual count is anomalous, unless the
 * two previous runs were rejected for the same reason with a similar count: then the catalogue really shrank
 * and the new size is accepted (otherwise a store that halves its range would be frozen for ever).
 */
async function anomalyGuard(
  deps: PipelineDeps,
  t: Transaction,
  retailer: { id: number; usual_listing_count: number | null },
  count: number,
  rawCount: number,
): Promise<{ reason: string | null; outcome?: RunOutcome; shrinkAccepted: boolean }> {
  if (count === 0) {
    const reason = rawCount === 0 ? 'the scrape found no offers' : `none of the ${rawCount.toLocaleString('en-CA')} offers found was usable`;
    return { reason, shrinkAccepted: false };
  }
  const usual = retailer.usual_listing_count;
  if (usual === null || count >= usual * ANOMALY_RATIO) return { reason: null, shrinkAccepted: false };
  const recent = await sqlRows<{ outcome: string | null; offers_found: number }>(
    deps.db,
    `SELECT outcome, offers_found FROM scrape_logs
     WHERE retailer_id = $1 AND status IN ('completed', 'failed') ORDER BY started_at DESC, id DESC LIMIT 2`,
    [retailer.id],
    t,
  );
  const confirmed =
    recent.length === 2 &&
    recent.every(
      (r) => r.outcome === 'rejected_shrink' && Math.abs(r.offers_found - count) <= Math.max(2, count * 0.1),
    );
  if (confirmed) return { reason: null, shrinkAccepted: true };
  const reason = `only ${count.toLocaleString('en-CA')} offers found, fewer than half of the usual ${usual.toLocaleString('en-CA')}`;
  return { reason, outcome: 'rejected_shrink', shrinkAccepted: false };
}

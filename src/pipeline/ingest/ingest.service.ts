import type { Transaction } from 'sequelize';
import type { RawOffer } from '../types.js';
import type { PipelineDeps } from '../deps.js';
import { NotFoundError } from '../../shared/errors.js';
import {
  assessRun,
  describeRejection,
  isPriceJump,
  loadBaseline,
  type GuardNumbers,
  type RunChanges,
} from './anomaly-guard.js';
import { IdentityIndex, offerKeys, type OfferKeys } from '../match/offer-identity.js';
import { prepareOffers, type PreparedOffer } from './prepare-offer.js';
import { queueAlertEvaluation } from './queue-alert-evaluation.js';
import { finishRunInTransaction } from '../run/retailer-stats.service.js';
import { applyPprGuard, ensurePprBands, refreshPprBands } from '../../db/ppr-guard.js';
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
  /** An admin accepted this run as a real store-wide change: the anomaly guard still counts but does not refuse. */
  accepted?: boolean;
  /** Called with the time each phase took (the bench prints them). */
  onPhase?: (phase: string, ms: number) => void;
}

export interface IngestCounts {
  /** Distinct usable offers of the run. */
  offers: number;
  /** Offers dropped: no title, no price, no identity key, or a duplicate identity within the run. */
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
  | ({ status: 'completed'; message: string; guard: GuardNumbers } & IngestCounts)
  | { status: 'rejected'; message: string; offers: number; skipped: number; guard: GuardNumbers };

/** A listing missing from this many consecutive successful runs is gone (hidden), never 'out of stock'. */
export const GONE_AFTER_MISSED_RUNS = 3;

interface StoredListing {
  id: number;
  canonical_key: string;
  platform_id: string | null;
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
  keys: OfferKeys;
}

/** An offer of the run with the stored listing it is (null: a new listing). */
interface MatchedOffer {
  offer: PreparedOffer;
  current: StoredListing | null;
}

/** JSON with sorted keys: jsonb read back from Postgres does not keep the key order it was given. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    return `{${Object.keys(obj)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(obj[k])}`)
      .join(',')}}`;
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

/** Nothing else to write either: price, stock, keys and image are as stored. */
function sameState(current: StoredListing, offer: PreparedOffer): boolean {
  return (
    current.price_cents === offer.price_cents &&
    current.stock_status === offer.stock_status &&
    current.sku === offer.sku &&
    current.platform_id === offer.platform_id &&
    current.image_url === offer.image_url
  );
}

async function loadStoredListings(deps: PipelineDeps, t: Transaction, retailerId: number): Promise<StoredListing[]> {
  const rows = await sqlRows<Omit<StoredListing, 'keys'>>(
    deps.db,
    `SELECT id, canonical_key, platform_id, sku, gtin, title, url, image_url, vendor, hints, price_cents, stock_status,
       is_gone, overrides, auto_classification, product_id
     FROM listings WHERE retailer_id = $1 ORDER BY is_gone, id`,
    [retailerId],
    t,
  );
  return rows.map((l) => ({ ...l, keys: offerKeys({ platformId: l.platform_id, url: l.url, sku: l.sku }) }));
}

/**
 * Each offer finds its stored listing by the identity rule and takes its key; a key the page left out this time
 * (a SKU hidden on an out-of-stock card) is kept from the stored listing. An offer whose new key is already
 * another listing's (an old key form) is dropped rather than merged into it.
 */
export function matchOffers(
  prepared: PreparedOffer[],
  stored: StoredListing[],
): { matched: MatchedOffer[]; dropped: number } {
  const index = new IdentityIndex(stored);
  const storedKeys = new Set(stored.map((l) => l.canonical_key));
  const used = new Set<string>();
  const matched: MatchedOffer[] = [];
  for (const offer of prepared) {
    const current = index.claim(offer.keys);
    const merged: PreparedOffer = current
      ? {
          ...offer,
          canonical_key: current.canonical_key,
          sku: offer.sku ?? current.sku,
          platform_id: offer.platform_id ?? current.platform_id,
          url: offer.url ?? current.url,
        }
      : offer;
    if (used.has(merged.canonical_key) || (!current && storedKeys.has(merged.canonical_key))) continue;
    used.add(merged.canonical_key);
    matched.push({ offer: merged, current });
  }
  return { matched, dropped: prepared.length - matched.length };
}

/** What the run would change, for the anomaly guard. */
export function countChanges(matched: MatchedOffer[], rawOffers: number): RunChanges {
  const changes: RunChanges = {
    rawOffers,
    offers: matched.length,
    compared: 0,
    stockFlips: 0,
    priceJumps: 0,
    newIdentities: 0,
  };
  for (const { offer, current } of matched) {
    if (!current) changes.newIdentities++;
    else if (!current.is_gone) {
      changes.compared++;
      if (current.stock_status !== offer.stock_status) changes.stockFlips++;
      if (isPriceJump(current.price_cents, offer.price_cents)) changes.priceJumps++;
    }
  }
  return changes;
}

/**
 * Ingests one run's offers in ONE transaction: matches offers to stored listings, lets the anomaly guard judge
 * what would change, then upserts listings, writes observations on change only, counts missed runs, matches
 * products, finishes the scrape log and refreshes the retailer's stats. Re-running the same offers is harmless
 * (no new observation). A run the guard rejects changes no listing; its log keeps the numbers and the raw offers.
 */
export async function ingestRun(deps: PipelineDeps, input: IngestInput): Promise<IngestResult> {
  const result = await deps.db.transaction((t) => ingestRunInTransaction(deps, t, input));
  // the market bands follow the live data; outside the run's transaction, so concurrent runs never wait on them
  if (result.status === 'completed')
    await refreshPprBands(deps.db).catch((error: unknown) =>
      deps.log.warn(`ppr bands not refreshed (${String(error)})`),
    );
  return result;
}

function phaseTimer(onPhase: IngestInput['onPhase']) {
  let mark = performance.now();
  return (name: string) => {
    const at = performance.now();
    onPhase?.(name, at - mark);
    mark = at;
  };
}

export async function ingestRunInTransaction(
  deps: PipelineDeps,
  t: Transaction,
  input: IngestInput,
): Promise<IngestResult> {
  const now = input.now ?? new Date();
  const phase = phaseTimer(input.onPhase);
  // The row lock serialises two ingests of one retailer (the job queue already should; this makes it certain).
  const [retailer] = await sqlRows<{ id: number; url: string; usual_listing_count: number | null }>(
    deps.db,
    'SELECT id, url, usual_listing_count FROM retailers WHERE id = $1 FOR UPDATE',
    [input.retailerId],
    t,
  );
  if (!retailer) throw new NotFoundError('Retailer not found');

  const { prepared, skipped: unusable } = prepareOffers(input.offers, retailer.url);
  const stored = await loadStoredListings(deps, t, retailer.id);
  const { matched, dropped } = matchOffers(prepared, stored);
  const skipped = unusable + dropped;
  phase('lock + prepare');
  const baseline = await loadBaseline(deps, t, retailer.id, retailer.usual_listing_count);
  const guard = assessRun(countChanges(matched, input.offers.length), baseline);
  // an accepted run still needs offers: accepting an empty run would only age every listing toward 'gone'
  if (guard.reasons.length && (!input.accepted || matched.length === 0)) {
    const message = describeRejection(guard);
    if (input.scrapeLogId) {
      await finishRunInTransaction(deps, t, {
        retailerId: retailer.id,
        scrapeLogId: input.scrapeLogId,
        status: 'failed',
        message,
        now,
        offersFound: matched.length,
        pagesFetched: input.pagesFetched,
        guard,
        rejectedOffers: input.offers,
      });
    }
    return { status: 'rejected', message, offers: matched.length, skipped, guard };
  }
  const counts = await writeRun(deps, t, { retailerId: retailer.id, matched, skipped, now, phase });
  await updateUsualCount(deps, t, retailer.id, matched.length);
  const message = formatRunMessage(counts);
  await finishRunInTransaction(deps, t, {
    retailerId: retailer.id,
    scrapeLogId: input.scrapeLogId,
    status: 'completed',
    message,
    now,
    productsUpdated: counts.productsUpdated,
    offersFound: matched.length,
    pagesFetched: input.pagesFetched,
    guard,
  });
  if (counts.observations > 0) await queueAlertEvaluation(deps, t, retailer.id, now);
  phase('stats + log');
  return { status: 'completed', message, guard, ...counts };
}

/** The usual listing count shown to admins: the guard's baseline median including this accepted run. */
async function updateUsualCount(deps: PipelineDeps, t: Transaction, retailerId: number, count: number) {
  await sqlRows(
    deps.db,
    `UPDATE retailers SET usual_listing_count = (
       SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY n) FROM (
         SELECT $2::int AS n
         UNION ALL
         (SELECT offers_found FROM scrape_logs
          WHERE retailer_id = $1 AND status = 'completed' AND offers_found > 0
            AND started_at >= COALESCE((SELECT max(started_at) FROM scrape_logs WHERE retailer_id = $1 AND accepted_at IS NOT NULL), '-infinity')
          ORDER BY started_at DESC, id DESC LIMIT $3)
       ) s)
     WHERE id = $1`,
    [retailerId, count, 4],
    t,
  );
}

interface WriteInput {
  retailerId: number;
  matched: MatchedOffer[];
  skipped: number;
  now: Date;
  phase: (name: string) => void;
}

type ClassifiedRow = {
  offer: PreparedOffer;
  auto: Classification;
  productId: number | null;
  matchKey: string | null;
  effective: Classification | null;
};

/**
 * An offer whose text is unchanged keeps its classification and product (the title module is not re-run:
 * `npm run reclassify` does that after the module changes), and an offer with nothing changed only gets its
 * last_seen_at touched, a cheap HOT update that leaves the search indexes alone.
 */
function classifyRows(matched: MatchedOffer[]) {
  const touched: StoredListing[] = [];
  const rows: ClassifiedRow[] = [];
  for (const { offer, current } of matched) {
    if (current && current.product_id !== null && sameText(current, offer) && sameState(current, offer)) {
      touched.push(current);
    } else if (current && current.product_id !== null && sameText(current, offer)) {
      rows.push({
        offer,
        auto: current.auto_classification as unknown as Classification,
        productId: current.product_id,
        matchKey: null,
        effective: null,
      });
    } else {
      const auto = understandOffer(offer);
      const effective = applyOverrides(auto, current?.overrides);
      rows.push({ offer, auto, productId: null, matchKey: offerMatchKey(offer, effective), effective });
    }
  }
  return { touched, rows };
}

async function writeRun(deps: PipelineDeps, t: Transaction, w: WriteInput): Promise<IngestCounts> {
  const nowIso = w.now.toISOString();
  const { touched, rows } = classifyRows(w.matched);
  w.phase('classify');
  const productIds = await upsertProducts(
    deps,
    t,
    rows
      .filter((r) => r.effective !== null)
      .map((r) => ({ title: r.offer.title, gtin: r.offer.gtin, effective: r.effective!, matchKey: r.matchKey })),
    w.now,
  );
  w.phase('products');
  const records = rows.map(({ offer: { keys: _keys, ...offer }, auto, matchKey, productId }) => ({
    ...offer,
    auto,
    product_id: productId ?? (matchKey ? (productIds.get(matchKey) ?? null) : null),
  }));
  const upserted = await upsertListings(deps, t, w.retailerId, records, nowIso);
  if (touched.length) {
    await sqlRows(
      deps.db,
      `UPDATE listings SET last_seen_at = $2::timestamptz, missed_runs = 0, is_gone = false WHERE id = ANY($1::int[])`,
      [touched.map((l) => l.id), nowIso],
      t,
    );
  }
  w.phase('listings + observations');
  // Listings whose title is too thin to merge safely get a product of their own.
  await assignOwnProducts(
    deps,
    t,
    upserted.map((r) => r.id),
    w.now,
  );
  w.phase('own products');
  const gone = await countMissedRuns(deps, t, w.retailerId, nowIso);
  w.phase('missed runs');
  // every listing of the retailer (unchanged ones too): a price or band change can move a price per round in or out
  await ensurePprBands(deps.db, w.retailerId, t);
  await applyPprGuard(deps.db, { retailerId: w.retailerId }, t);
  w.phase('ppr guard');
  const observations = upserted.filter((r) => r.inserted || r.price_changed || r.stock_changed).length;
  return {
    offers: w.matched.length,
    skipped: w.skipped,
    created: upserted.filter((r) => r.inserted).length,
    priceChanges: upserted.filter((r) => r.price_changed).length,
    stockChanges: upserted.filter((r) => r.stock_changed && !r.price_changed).length,
    observations,
    gone,
    returned: upserted.filter((r) => r.was_gone === true).length + touched.filter((l) => l.is_gone).length,
    productsUpdated: observations,
  };
}

/** Absent from this successful run: one more missed run; the third in a row makes the listing gone. */
async function countMissedRuns(
  deps: PipelineDeps,
  t: Transaction,
  retailerId: number,
  nowIso: string,
): Promise<number> {
  const [missed] = await sqlRows<{ gone: number }>(
    deps.db,
    `WITH m AS (
       UPDATE listings SET missed_runs = missed_runs + 1,
         is_gone = is_gone OR missed_runs + 1 >= $3
       WHERE retailer_id = $1 AND last_seen_at <> $2::timestamptz
       RETURNING missed_runs
     )
     SELECT count(*) FILTER (WHERE missed_runs = $3)::int AS gone FROM m`,
    [retailerId, nowIso, GONE_AFTER_MISSED_RUNS],
    t,
  );
  return missed?.gone ?? 0;
}

async function upsertListings(
  deps: PipelineDeps,
  t: Transaction,
  retailerId: number,
  records: unknown[],
  nowIso: string,
) {
  return sqlRows<{
    id: number;
    inserted: boolean;
    price_changed: boolean;
    stock_changed: boolean;
    was_gone: boolean | null;
  }>(
    deps.db,
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($2::jsonb) AS x(
         canonical_key text, platform_id text, sku text, gtin text, title text, url text, image_url text, vendor text,
         hints jsonb, price_cents int, stock_status text, auto jsonb, product_id int)
     ),
     prev AS (
       SELECT l.id, l.canonical_key, l.price_cents, l.stock_status, l.is_gone
       FROM listings l JOIN input i ON i.canonical_key = l.canonical_key
       WHERE l.retailer_id = $1
     ),
     up AS (
       INSERT INTO listings AS l (retailer_id, canonical_key, platform_id, sku, gtin, title, url, image_url, vendor, hints,
         price_cents, stock_status, auto_classification, product_id,
         product_type, calibre, manufacturer, box_quantity, grain, casing, bullet_type, condition, accessory_category,
         first_seen_at, last_seen_at, missed_runs, is_gone, created_at, updated_at)
       SELECT $1, i.canonical_key, i.platform_id, i.sku, i.gtin, i.title, i.url, i.image_url, i.vendor, i.hints,
         i.price_cents, i.stock_status, i.auto, i.product_id,
         i.auto->>'productType', i.auto->>'calibre', i.auto->>'manufacturer',
         round((i.auto->>'boxQuantity')::numeric)::int, round((i.auto->>'grain')::numeric)::int,
         i.auto->>'casing', i.auto->>'bulletType', i.auto->>'condition', i.auto->>'accessoryCategory',
         $3::timestamptz, $3::timestamptz, 0, false, $3::timestamptz, $3::timestamptz
       FROM input i
       ORDER BY i.canonical_key
       ON CONFLICT (retailer_id, canonical_key) DO UPDATE SET
         platform_id = EXCLUDED.platform_id, sku = EXCLUDED.sku, gtin = EXCLUDED.gtin, title = EXCLUDED.title,
         url = EXCLUDED.url, image_url = EXCLUDED.image_url, vendor = EXCLUDED.vendor, hints = EXCLUDED.hints,
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
    [retailerId, JSON.stringify(records), nowIso],
    t,
  );
}

/** Human summary of a run for the scrape log. */
export function formatRunMessage(
  c: Pick<IngestCounts, 'offers' | 'priceChanges' | 'stockChanges' | 'created' | 'gone'>,
): string {
  const n = (v: number) => v.toLocaleString('en-CA');
  const parts = [`${n(c.priceChanges)} price change${c.priceChanges === 1 ? '' : 's'}`];
  if (c.stockChanges) parts.push(`${n(c.stockChanges)} stock change${c.stockChanges === 1 ? '' : 's'}`);
  parts.push(`${n(c.created)} new`, `${n(c.gone)} gone`);
  return `Scraped ${n(c.offers)} offer${c.offers === 1 ? '' : 's'}: ${parts.join(', ')}`;
}

/**
 * `npx tsx scripts/bench-matching.ts [--scale full|small] [--seed N] [--examples N] [--dump FILE.jsonl]`
 *
 * Matching quality on the retailer sandbox: every storefront is scraped through the real fetcher and adapters,
 * each offer goes through the ingest path (prepareOffer → understandOffer → applyOverrides → offerMatchKey, i.e.
 * productMatchKey), and is joined to the sandbox's ground truth by SKU, else URL. Prints pairwise precision and
 * recall over cross-retailer pairs, the null-key share, and the worst wrong and missed merges (titles side by side).
 */
import { writeFileSync } from 'node:fs';
import { choiceArg, exitWithReason, intArg, parseCli } from '../src/cli.js';
import { pathToFileURL } from 'node:url';
import { createFetcher } from '../src/pipeline/fetch/index.js';
import { scrapeOffers } from '../src/pipeline/adapters/scrape-offers.js';
import type { RawOffer, RetailerScrapeConfig } from '../src/pipeline/types.js';
import { startSandbox, type GroundTruthEntry, type Sandbox } from '../src/sandbox/index.js';
import { prepareOffer } from '../src/pipeline/ingest/prepare-offer.js';
import { applyOverrides, offerMatchKey, understandOffer } from '../src/pipeline/understand/understand-offer.js';
import { matchMetrics, type MatchMetrics } from '../src/shared/titles/match-metrics.js';

export interface KeyedListing {
  store: string;
  title: string;
  matchKey: string | null;
  truthKey: string;
}

export interface SandboxMatching {
  listings: KeyedListing[];
  /** Scraped offers with no ground-truth entry (should be 0). */
  unjoined: number;
  metrics: MatchMetrics;
}

const stripSlash = (u: string) => u.replace(/\/+$/, '');

/** Scrapes every storefront of a running sandbox and keys each offer exactly as ingest does. */
export async function evaluateSandboxMatching(sandbox: Sandbox): Promise<SandboxMatching> {
  const fetcher = createFetcher({
    userAgent: 'PerRoundBot/1.0 (+https://perround.ca/bot; matching bench)',
    minDelayMs: 0,
    maxCrawlDelayMs: 0,
    allowPrivateNetworks: true,
    retryBaseDelayMs: 5,
    maxRetries: 1,
  });
  const listings: KeyedListing[] = [];
  let unjoined = 0;
  for (const sf of sandbox.storefronts) {
    const truth = sandbox.groundTruth(sf.key);
    const bySku = new Map<string, GroundTruthEntry>();
    const byUrl = new Map<string, GroundTruthEntry>();
    for (const t of truth) {
      if (t.sku) bySku.set(t.sku, t);
      byUrl.set(stripSlash(t.url), t);
    }
    const retailer: RetailerScrapeConfig = {
      id: 1,
      name: sf.name,
      url: sf.url,
      platform: sf.platform,
      selector: (sf.selector as RetailerScrapeConfig['selector']) ?? null,
    };
    const { offers } = await scrapeOffers(retailer, fetcher);
    const seen = new Set<string>();
    for (const raw of offers as RawOffer[]) {
      const offer = prepareOffer(raw, sf.url);
      if (!offer || seen.has(offer.canonical_key)) continue; // ingest drops these too
      seen.add(offer.canonical_key);
      const t = (raw.sku && bySku.get(raw.sku)) || (raw.url && byUrl.get(stripSlash(raw.url))) || null;
      if (!t) {
        unjoined++;
        continue;
      }
      const effective = applyOverrides(understandOffer(offer), null);
      listings.push({
        store: sf.key,
        title: offer.title,
        matchKey: offerMatchKey(offer, effective),
        truthKey: t.productKey,
      });
    }
  }
  return {
    listings,
    unjoined,
    metrics: matchMetrics(listings.map(({ store, matchKey, truthKey }) => ({ store, matchKey, truthKey }))),
  };
}

/** Predicted groups that hold more than one true product, worst (most wrong cross-store pairs) first. */
export function wrongMerges(listings: KeyedListing[], limit: number) {
  const byKey = new Map<string, KeyedListing[]>();
  for (const l of listings)
    if (l.matchKey) (byKey.get(l.matchKey) ?? byKey.set(l.matchKey, []).get(l.matchKey)!).push(l);
  const out: Array<{ key: string; wrongPairs: number; a: KeyedListing; b: KeyedListing }> = [];
  for (const [key, group] of byKey) {
    const truths = new Set(group.map((l) => l.truthKey));
    if (truths.size < 2) continue;
    let wrongPairs = 0;
    let example: [KeyedListing, KeyedListing] | null = null;
    for (let i = 0; i < group.length; i++)
      for (let j = i + 1; j < group.length; j++)
        if (group[i].store !== group[j].store && group[i].truthKey !== group[j].truthKey) {
          wrongPairs++;
          example ??= [group[i], group[j]];
        }
    if (example) out.push({ key, wrongPairs, a: example[0], b: example[1] });
  }
  return out.sort((x, y) => y.wrongPairs - x.wrongPairs).slice(0, limit);
}

/** True products split over several keys (or null keys), worst (most missed cross-store pairs) first. */
export function missedMerges(listings: KeyedListing[], limit: number) {
  const byTruth = new Map<string, KeyedListing[]>();
  for (const l of listings) (byTruth.get(l.truthKey) ?? byTruth.set(l.truthKey, []).get(l.truthKey)!).push(l);
  const out: Array<{ truthKey: string; missedPairs: number; a: KeyedListing; b: KeyedListing }> = [];
  for (const [truthKey, group] of byTruth) {
    let missedPairs = 0;
    let example: [KeyedListing, KeyedListing] | null = null;
    for (let i = 0; i < group.length; i++)
      for (let j = i + 1; j < group.length; j++) {
        const a = group[i];
        const b = group[j];
        if (a.store !== b.store && (a.matchKey === null || a.matchKey !== b.matchKey)) {
          missedPairs++;
          example ??= [a, b];
        }
      }
    if (example) out.push({ truthKey, missedPairs, a: example[0], b: example[1] });
  }
  return out.sort((x, y) => y.missedPairs - x.missedPairs).slice(0, limit);
}

const pct = (x: number) => `${(x * 100).toFixed(2)} %`;

const USAGE = `
Usage: npm run bench:matching -- [--scale full|small] [--seed N] [--examples N] [--dump FILE.jsonl]
Cross-retailer product matching precision and recall on the retailer sandbox's catalogue, with the worst
wrong and missed merges (--examples of each, default 15); --dump writes every keyed listing as JSON lines.`;

async function main() {
  const { values } = parseCli(USAGE, {
    scale: { type: 'string' },
    seed: { type: 'string' },
    examples: { type: 'string' },
    dump: { type: 'string' },
  });
  const scale = choiceArg(values.scale, '--scale', ['full', 'small'], 'full');
  const seed = intArg(values.seed, '--seed', 42);
  const examples = intArg(values.examples, '--examples', 15);
  const sandbox = await startSandbox({ scale, seed });
  try {
    const started = performance.now();
    const { listings, unjoined, metrics: m } = await evaluateSandboxMatching(sandbox);
    const secs = (performance.now() - started) / 1000;
    console.log(
      `sandbox scale=${scale} seed=${seed}: ${sandbox.storefronts.length} stores, ${m.listings} listings (${unjoined} not in ground truth), ${secs.toFixed(1)} s`,
    );
    console.log(
      `precision      ${pct(m.precision)}  (${m.correctPairs} of ${m.predictedPairs} predicted cross-store pairs)`,
    );
    console.log(`recall         ${pct(m.recall)}  (${m.correctPairs} of ${m.truePairs} true cross-store pairs)`);
    console.log(`null-key share ${pct(m.nullKeyShare)}  (${m.nullKeys} listings keep a product of their own)`);
    const dump = values.dump;
    if (dump) writeFileSync(dump, listings.map((l) => JSON.stringify(l)).join('\n') + '\n');
    const line = (l: KeyedListing) =>
      `    [${l.store}] ${l.title}\n      → ${l.matchKey ?? 'null'}  (truth ${l.truthKey})`;
    console.log(`\nTop wrong merges:`);
    for (const w of wrongMerges(listings, examples))
      console.log(`  ${w.wrongPairs} wrong pairs under ${w.key}\n${line(w.a)}\n${line(w.b)}`);
    console.log(`\nTop missed merges:`);
    for (const w of missedMerges(listings, examples))
      console.log(`  ${w.missedPairs} missed pairs of ${w.truthKey}\n${line(w.a)}\n${line(w.b)}`);
  } finally {
    await sandbox.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch(exitWithReason('bench:matching'));
}

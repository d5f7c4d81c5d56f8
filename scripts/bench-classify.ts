/**
 * Usage: npm run bench:classify -- FILE.jsonl
 * Each line: {title, expected:{productType, calibre, manufacturer, boxQuantity, grain, accessoryCategory}, price?,
 * currency?, vendor?, url?, hints?, truePricePerRoundCents?}. Prints the misses, per field the accuracy and the
 * confident-wrong rate (a wrong value given with confidence ≥ 0.8), for ammunition with a price the share of rows
 * whose price per round is shown and the share shown wrong (also among rows whose label gives the price per round,
 * with why the others are hidden), and titles per second (the file is classified repeatedly for ≥ 1 s, twice: the first
 * second from cold, then steady state).
 */
import { existsSync, readFileSync } from 'node:fs';
import { exitWithReason, orExit, parseCli } from '../src/cli.js';
import { listingHintsSchema } from '../src/shared/schemas/titles';
import type { Classification, FieldConfidence, ListingInput } from '../src/shared/titles/classify-listing';
import { understandListing } from '../src/shared/titles/understand';

const FIELDS = ['productType', 'calibre', 'manufacturer', 'boxQuantity', 'grain', 'accessoryCategory'] as const;
type Field = (typeof FIELDS)[number];
const CONFIDENT = 0.8;
/** Labelled US and French listings are priced in USD and EUR; the guard's bands are CAD. A fixed rate is close enough for a band. */
const TO_CAD: Record<string, number> = { CAD: 1, USD: 1.37, EUR: 1.5 };
const PPR_TOLERANCE = 0.03;

const USAGE = `
Usage: npm run bench:classify -- FILE.jsonl
Title-understanding accuracy on a labelled file, one {"title", "expected": {...}, "price"?, "currency"?, "hints"?,
"truePricePerRoundCents"?} per line: per field accuracy and confident-wrong rate, price per round shown and shown
wrong for ammunition with a price (also among rows whose label gives the price per round, and why the rest are
hidden), titles/s.`;
const file = orExit('bench:classify', () => {
  const [path] = parseCli(USAGE, {}, { min: 1, max: 1 }).positionals;
  if (!existsSync(path!)) throw new Error(`cannot read ${path}: no such file`);
  return path!;
});

interface Row {
  input: ListingInput;
  priceCents: number | null;
  truePpr: number | null;
  expected: Partial<Record<Field, unknown>>;
}
interface LabelledLine {
  title: string;
  expected?: Partial<Record<Field, unknown>>;
  price?: number | null;
  currency?: string | null;
  vendor?: string | null;
  url?: string | null;
  hints?: unknown;
  truePricePerRoundCents?: number | null;
}

/** A price per round is wrong when it is off the truth by more than rounding (and a cent). */
function isWrong(ppr: number, truth: number): boolean {
  return Math.abs(ppr - truth) > Math.max(1, truth * PPR_TOLERANCE);
}

function readRows(path: string): Row[] {
  const rows: Row[] = [];
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return;
      let d: LabelledLine | null = null;
      try {
        d = JSON.parse(line) as LabelledLine;
      } catch {
        // handled below
      }
      if (!d || typeof d.title !== 'string')
        return exitWithReason('bench:classify')(new Error(`${path}:${i + 1}: not a JSON object with a "title"`));
      const hints = listingHintsSchema.safeParse(d.hints ?? {});
      const h = hints.success ? hints.data : {};
      const rate = TO_CAD[d.currency ?? 'CAD'] ?? null;
      const priceCents = typeof d.price === 'number' && rate ? Math.round(d.price * 100 * rate) : null;
      const truePpr = typeof d.truePricePerRoundCents === 'number' && rate ? d.truePricePerRoundCents * rate : null;
      const input: ListingInput = {
        title: d.title,
        vendor: d.vendor,
        url: d.url,
        productType: h.productType,
        tags: h.tags,
        categories: h.categories,
        variant: h.variant,
        description: h.description,
      };
      rows.push({ input, priceCents, truePpr, expected: d.expected ?? {} });
    });
  return rows;
}

const rows = readRows(file);
const hits = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
const confidentWrong = Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
const misses: string[] = [];
let pricedAmmo = 0;
let shown = 0;
let shownWrong = 0;
/** priced ammunition whose label gives the true price per round: the rows it can honestly be shown for */
let counted = 0;
let countedShown = 0;
const hiddenBecause = new Map<string, number>();
for (const r of rows) {
  const u = understandListing(r.input, r.priceCents);
  const c: Classification = u.classification;
  for (const f of FIELDS) {
    const exp = r.expected[f] ?? null;
    const got = c[f] ?? null;
    if (exp === got) {
      hits[f]++;
      continue;
    }
    const conf = f === 'accessoryCategory' ? u.confidence.productType : u.confidence[f as keyof FieldConfidence];
    if (got !== null && conf >= CONFIDENT) confidentWrong[f]++;
    misses.push(
      `  [${f}] expected=${JSON.stringify(exp)} got=${JSON.stringify(got)} (confidence ${conf.toFixed(2)})  ${r.input.title}`,
    );
  }
  if (r.expected.productType !== 'ammunition' || !r.priceCents) continue;
  pricedAmmo++;
  // showable: the label states a count and that count gives the true price per round (a title saying "25 rd" on a
  // listing that sells ten boxes states a count, but no honest price per round follows from it)
  const box = typeof r.expected.boxQuantity === 'number' ? r.expected.boxQuantity : null;
  const truth = r.truePpr ?? (box ? r.priceCents / box : null);
  const labelledCount = box !== null && truth !== null && !isWrong(r.priceCents / box, truth);
  if (labelledCount) counted++;
  if (u.pricePerRoundCents === null) {
    const reason = `${u.pprGuard ?? 'none'}${labelledCount ? '' : ' (no usable count in the label)'}`;
    hiddenBecause.set(reason, (hiddenBecause.get(reason) ?? 0) + 1);
    if (labelledCount)
      misses.push(
        `  [pricePerRound] hidden (${u.pprGuard}) read ${c.boxQuantity ?? '–'} rounds, ${c.calibre ?? '–'}, price ${r.priceCents}  ${r.input.title}`,
      );
    continue;
  }
  shown++;
  if (labelledCount) countedShown++;
  if (truth === null || isWrong(u.pricePerRoundCents, truth)) {
    shownWrong++;
    misses.push(
      `  [pricePerRound] shown=${u.pricePerRoundCents} truth=${truth === null ? 'unknown' : truth.toFixed(1)}  ${r.input.title}`,
    );
  }
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : '–');
console.log('Misses:');
for (const m of misses) console.log(m);
console.log(`\nAccuracy over ${rows.length} titles (confident = confidence ≥ ${CONFIDENT}):`);
console.log('| field | correct | accuracy | confident wrong |');
console.log('|---|---:|---:|---:|');
for (const f of FIELDS)
  console.log(
    `| ${f} | ${hits[f]}/${rows.length} | ${pct(hits[f], rows.length)} | ${confidentWrong[f]} (${pct(confidentWrong[f], rows.length)}) |`,
  );
console.log(
  `\nAmmunition with a price: ${pricedAmmo}; price per round shown ${shown} (${pct(shown, pricedAmmo)}), shown wrong ${shownWrong} (${pct(shownWrong, pricedAmmo)})`,
);
console.log(
  `Of those whose label gives the price per round (a stated count that is the listing's): ${counted}; shown ${countedShown} (${pct(countedShown, counted)})`,
);
const reasons = [...hiddenBecause].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}: ${n}`);
if (reasons.length) console.log(`Hidden because: ${reasons.join(', ')}`);

/** Classifies the file over and over for at least a second; titles per second, and how many in how long. */
function timed(): string {
  let n = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < 1000 || n < 10000) {
    for (const r of rows) understandListing(r.input, r.priceCents);
    n += rows.length;
    elapsed = performance.now() - t0;
  }
  return `${Math.round((n * 1000) / elapsed).toLocaleString('en-CA')} titles/s (${n} classifications in ${(elapsed / 1000).toFixed(2)} s, one core)`;
}
// The JIT and the regex engine compile the rules while the first second runs (docs/decisions/0448): the first second is
// what a short run sees, the next one what a reclassification of the catalogue sees.
console.log(`\n${timed()} in the first second`);
console.log(`${timed()} in steady state (the second after)`);

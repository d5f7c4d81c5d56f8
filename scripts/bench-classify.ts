/**
 * Usage: tsx scripts/bench-classify.ts FILE.jsonl
 * Each line: {title, expected:{productType, calibre, manufacturer, boxQuantity, grain, accessoryCategory}} (other fields ignored;
 * vendor/productType hints are passed through when present as `vendor`, `hints`). Prints per-field exact agreement
 * (null counts as a value), the misses, and titles per second (the file is classified repeatedly for ≥ 1 s).
 */
import { readFileSync } from 'node:fs';
import { classifyListing, type Classification, type ListingInput } from '../src/shared/titles/classify-listing';

const FIELDS = ['productType', 'calibre', 'manufacturer', 'boxQuantity', 'grain', 'accessoryCategory'] as const;
type Field = (typeof FIELDS)[number];

const file = process.argv[2];
if (!file) {
  console.error('usage: bench-classify FILE.jsonl');
  process.exit(2);
}
interface Row { input: ListingInput; expected: Partial<Record<Field, unknown>> }
const rows: Row[] = [];
for (const line of readFileSync(file, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const d = JSON.parse(line) as { title: string; expected: Partial<Record<Field, unknown>> };
  rows.push({ input: { title: d.title }, expected: d.expected ?? {} });
}

const hits: Record<Field, number> = { productType: 0, calibre: 0, manufacturer: 0, boxQuantity: 0, grain: 0, accessoryCategory: 0 };
const misses: Array<{ title: string; field: Field; expected: unknown; got: unknown }> = [];
for (const r of rows) {
  const c: Classification = classifyListing(r.input);
  for (const f of FIELDS) {
    const exp = r.expected[f] ?? null;
    const got = c[f] ?? null;
    if (exp === got) hits[f]++;
    else misses.push({ title: r.input.title, field: f, expected: exp, got });
  }
}

console.log('Misses:');
for (const m of misses) console.log(`  [${m.field}] expected=${JSON.stringify(m.expected)} got=${JSON.stringify(m.got)}  ${m.title}`);
console.log(`\nAccuracy over ${rows.length} titles:`);
console.log('| field | correct | accuracy |');
console.log('|---|---:|---:|');
for (const f of FIELDS) console.log(`| ${f} | ${hits[f]}/${rows.length} | ${((100 * hits[f]) / rows.length).toFixed(1)} % |`);

// speed
let n = 0;
const t0 = performance.now();
let elapsed = 0;
while (elapsed < 1000 || n < 10000) {
  for (const r of rows) classifyListing(r.input);
  n += rows.length;
  elapsed = performance.now() - t0;
}
console.log(`\n${Math.round((n * 1000) / elapsed).toLocaleString('en-CA')} titles/s (${n} classifications in ${(elapsed / 1000).toFixed(2)} s, one core)`);

/**
 * Usage: tsx scripts/bench-classify.ts FILE.jsonl
 * Each line: {title, expected:{productType, calibre, manufacturer, boxQuantity, grain, accessoryCategory}} (other fields ignored;
 * vendor/productType hints are passed through when present as `vendor`, `hints`). Prints per-field exact agreement
 * (null counts as a value), the misses, and titles per second (the file is classified repeatedly for ≥ 1 s).
 */
import { readFileSync } from 'node:fs';
import { orExit, parseCli } from '../src/cli.js';
import { classifyListing, type Classification, type ListingInput } from '../src/shared/titles/classify-listing';

const FIELDS = ['productType', 'calibre', 'manufacturer', 'boxQuantity', 'grain', 'accessoryCategory'] as const;
type Field = (typeof FIELDS)[number];

interface Row { input: ListingInput; expected: Partial<Record<Field, unknown>> }
const USAGE = `
Usage: npm run bench:classify -- FILE.jsonl
Title-understanding accuracy per field and titles/s on a labelled file: one {"title", "expected": {...}} per line.`;
const rows: Row[] = orExit('bench:classify', () => {
  const [file] = parseCli(USAGE, {}, { min: 1, max: 1 }).positionals;
  let text: string;
  try {
    text = readFileSync(file!, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  return text.split('\n').flatMap((line, i) => {
    if (!line.trim()) return [];
    let d: { title?: unknown; expected?: Partial<Record<Field, unknown>> };
    try {
      d = JSON.parse(line);
    } catch {
      throw new Error(`${file}:${i + 1}: not a JSON object`);
    }
    if (typeof d?.title !== 'string') throw new Error(`${file}:${i + 1}: no "title" string`);
    return [{ input: { title: d.title }, expected: d.expected ?? {} }];
  });
});

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

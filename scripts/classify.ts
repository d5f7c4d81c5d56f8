/**
 * Usage: npm run --silent classify < listings.txt
 * One listing per line: a plain title, or a JSON object {"title", "priceCents"?, "vendor"?, "url"?, "hints"?:
 * {productType, tags, categories, variant, description}}. Writes one JSON object per line: {title, ...fields,
 * pricePerRoundCents, confidence}. A bad line gets {"line": n, "error": "..."} and the run goes on.
 */
import { createInterface } from 'node:readline';
import { orExit, parseCli } from '../src/cli.js';
import { classifyLineSchema, type ClassifyLine } from '../src/shared/schemas/titles';
import type { ListingInput } from '../src/shared/titles/classify-listing';
import { understandListing } from '../src/shared/titles/understand';

orExit('classify', () =>
  parseCli(
    `
Usage: npm run --silent classify < FILE
Reads listings from stdin, one per line: a plain title or a JSON object
  {"title": "...", "priceCents": 2499, "vendor": "...", "url": "...",
   "hints": {"productType": "...", "tags": [], "categories": [], "variant": "Box of 50", "description": "..."}}
Prints one JSON object per line: the title, productType, calibre, manufacturer, boxQuantity, grain, casing,
bulletType, condition, accessoryCategory, pricePerRoundCents (integer CAD cents per round when a price was given
and the guard lets it show, else null) and confidence (0..1 per field). A bad line prints {"line", "error"}.`,
    {},
  ),
);

/** A line as a listing input and price, or an error message. */
function parseLine(line: string): { input: ListingInput; priceCents: number | null } | { error: string } {
  let raw: unknown = { title: line };
  if (line.trimStart().startsWith('{')) {
    try {
      raw = JSON.parse(line);
    } catch {
      return { error: 'not valid JSON' };
    }
  }
  const parsed = classifyLineSchema.safeParse(raw);
  if (!parsed.success)
    return { error: parsed.error.issues.map((i) => `${i.path.join('.') || 'line'}: ${i.message}`).join('; ') };
  const d: ClassifyLine = parsed.data;
  const h = d.hints ?? {};
  return {
    input: {
      title: d.title,
      vendor: d.vendor,
      url: d.url,
      productType: h.productType,
      tags: h.tags,
      categories: h.categories,
      variant: h.variant,
      description: h.description,
    },
    priceCents: d.priceCents ?? null,
  };
}

const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
const out: string[] = [];
const flush = () => {
  if (out.length) {
    process.stdout.write(out.join(''));
    out.length = 0;
  }
};
let n = 0;
rl.on('line', (line) => {
  n++;
  const text = line.replace(/\r$/, '');
  if (!text.trim()) return;
  const parsed = parseLine(text);
  if ('error' in parsed) out.push(JSON.stringify({ line: n, error: parsed.error }) + '\n');
  else {
    const u = understandListing(parsed.input, parsed.priceCents);
    out.push(
      JSON.stringify({
        title: parsed.input.title,
        ...u.classification,
        pricePerRoundCents: u.pricePerRoundCents,
        confidence: u.confidence,
      }) + '\n',
    );
  }
  if (out.length >= 1000) flush();
});
rl.on('close', flush);

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { classifyListing } from './classify-listing';

// What a store's listing card adds around a title (a promotion in front, the stock status, its item number), its case
// and its escaping never change what the title says. Checked on every real title in data/titles
// (docs/decisions/0445-titles-store-noise-and-invariance.md).
const DIR = fileURLToPath(new URL('../../../data/titles/', import.meta.url));
const titles: string[] = readdirSync(DIR).flatMap((f) =>
  readFileSync(DIR + f, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => (JSON.parse(l) as { title: string }).title),
);

const NOISE: Record<string, (t: string) => string> = {
  'a "NEW" in front': (t) => `NEW ${t}`,
  'a "SALE!" in front': (t) => `SALE! ${t}`,
  'the stock status at the end': (t) => `${t} - In Stock`,
  'a store item number at the end': (t) => `${t} - 4815162`,
  'a labelled SKU at the end': (t) => `${t} (SKU: PR2342)`,
  "a used listing's marker in front": (t) => `USED - ${t}`,
  'a consignment marker in front': (t) => `Consignment: ${t}`,
  'the price at the end': (t) => `${t} - $1,299.99 CAD`,
  'upper case': (t) => t.toUpperCase(),
  'two spaces between words': (t) => t.replace(/ /g, '  '),
  'its characters written as HTML entities': (t) => t.replace(/&/g, '&amp;').replace(/"/g, '&quot;'),
};

/** Everything read from a title but its condition, which a "NEW" in front also states. */
function reading(title: string): string {
  const { condition: _condition, ...rest } = classifyListing({ title });
  return JSON.stringify(rest);
}

describe('store noise around a title', () => {
  it.each(Object.keys(NOISE))('%s changes no reading', (name) => {
    expect(titles.length).toBeGreaterThan(3000);
    const changed = titles.filter((t) => reading(NOISE[name](t)) !== reading(t));
    expect(changed).toEqual([]);
  });
});

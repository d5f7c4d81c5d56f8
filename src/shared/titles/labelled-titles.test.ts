import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { classifyListing } from './classify-listing';

const FILE = new URL('../../../../shared/data/titles-labelled.jsonl', import.meta.url);
const path = fileURLToPath(FILE);
const present = existsSync(path);
if (!present) console.warn(`labelled-titles.test: ${path} not found; skipping the accuracy thresholds`);

const FIELDS = ['productType', 'calibre', 'manufacturer', 'boxQuantity', 'grain', 'accessoryCategory'] as const;
const THRESHOLDS: Partial<Record<(typeof FIELDS)[number], number>> = {
  productType: 0.99,
  calibre: 0.98,
  boxQuantity: 0.98,
  manufacturer: 0.97,
  grain: 0.97,
};

describe.skipIf(!present)('labelled titles (shared/data/titles-labelled.jsonl)', () => {
  const rows = present
    ? readFileSync(path, 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as { title: string; expected: Record<string, unknown> })
    : [];
  const hits: Record<string, number> = {};
  const misses: string[] = [];
  for (const r of rows) {
    const c = classifyListing({ title: r.title }) as unknown as Record<string, unknown>;
    for (const f of FIELDS) {
      if ((r.expected[f] ?? null) === (c[f] ?? null)) hits[f] = (hits[f] ?? 0) + 1;
      else misses.push(`${f}: expected ${JSON.stringify(r.expected[f])} got ${JSON.stringify(c[f])} — ${r.title}`);
    }
  }

  for (const [field, min] of Object.entries(THRESHOLDS)) {
    it(`${field} accuracy ≥ ${(min as number) * 100} %`, () => {
      expect(rows.length).toBeGreaterThan(200);
      const acc = (hits[field] ?? 0) / rows.length;
      if (acc < (min as number)) console.log(misses.filter((m) => m.startsWith(field)).join('\n'));
      expect(acc).toBeGreaterThanOrEqual(min as number);
    });
  }
});

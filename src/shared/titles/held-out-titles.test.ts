import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { understandListing } from './understand';

// The bar on titles the rules were never tuned on (data/titles/gathered-holdout*.jsonl, see
// docs/decisions/0210-titles-held-out-and-guard-coverage.md). A regression gate, not a place to tune.
const DIR = fileURLToPath(new URL('../../../data/titles/', import.meta.url));
const FIELDS = { productType: 0.98, calibre: 0.98, boxQuantity: 0.97, manufacturer: 0.97, grain: 0.97 } as const;
/** fixed rates to the guard's CAD bands (as in scripts/bench-classify.ts) */
const TO_CAD: Record<string, number> = { CAD: 1, USD: 1.37, EUR: 1.5 };

interface Line {
  title: string;
  price?: number | null;
  currency?: string | null;
  truePricePerRoundCents?: number | null;
  expected: Record<string, unknown>;
}
const rows: Line[] = readdirSync(DIR)
  .filter((f) => f.startsWith('gathered-holdout'))
  .flatMap((f) =>
    readFileSync(DIR + f, 'utf8')
      .split('\n')
      .filter((l) => l.trim()),
  )
  .map((l) => JSON.parse(l) as Line);

describe('held-out titles', () => {
  it.each(Object.entries(FIELDS))('%s accuracy ≥ %s', (field, min) => {
    expect(rows.length).toBeGreaterThan(150);
    const misses = rows.filter((r) => {
      const got = understandListing({ title: r.title }).classification as unknown as Record<string, unknown>;
      return (got[field] ?? null) !== (r.expected[field] ?? null);
    });
    expect(1 - misses.length / rows.length, misses.map((r) => r.title).join('\n')).toBeGreaterThanOrEqual(min);
  });

  it('shows the price per round wherever the label gives it, and shows none wrong', () => {
    let showable = 0;
    let shown = 0;
    const wrong: string[] = [];
    for (const r of rows) {
      if (r.expected.productType !== 'ammunition' || !r.price) continue;
      const rate = TO_CAD[r.currency ?? 'CAD'];
      if (!rate) continue;
      const priceCents = Math.round(r.price * 100 * rate);
      const box = typeof r.expected.boxQuantity === 'number' ? r.expected.boxQuantity : null;
      const truth = r.truePricePerRoundCents ? r.truePricePerRoundCents * rate : box ? priceCents / box : null;
      const off = (ppr: number) => truth === null || Math.abs(ppr - truth) > Math.max(1, truth * 0.03);
      const ppr = understandListing({ title: r.title }, priceCents).pricePerRoundCents;
      if (box && !off(priceCents / box)) showable++;
      if (ppr === null) continue;
      if (off(ppr)) wrong.push(r.title);
      else if (box) shown++;
    }
    expect(wrong).toEqual([]);
    expect(shown / showable).toBeGreaterThanOrEqual(0.95);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractOffers } from '../extract.js';
import { scoreDocument, type TruthDocument } from './compare.js';

const SHARED = fileURLToPath(new URL('../../../../../shared/data/real-pages', import.meta.url));
const HELD_OUT = fileURLToPath(new URL('./__held-out__', import.meta.url));

function readManifest(dir: string): TruthDocument[] {
  return (JSON.parse(readFileSync(`${dir}/manifest.json`, 'utf8')) as { documents: TruthDocument[] }).documents;
}

/** Runs every document through the pure path and reports the exact share per platform (printed for the report). */
function scoreAll(dir: string) {
  const byPlatform = new Map<string, { exact: number; total: number }>();
  const problems: string[] = [];
  for (const doc of readManifest(dir)) {
    const result = extractOffers(readFileSync(`${dir}/${doc.file}`, 'utf8'), doc.pageUrl);
    const score = scoreDocument(doc, result.offers);
    const row = byPlatform.get(doc.platform) ?? { exact: 0, total: 0 };
    byPlatform.set(doc.platform, { exact: row.exact + score.exact, total: row.total + doc.products.length });
    problems.push(...score.problems);
  }
  const exact = [...byPlatform.values()].reduce((n, r) => n + r.exact, 0);
  const total = [...byPlatform.values()].reduce((n, r) => n + r.total, 0);
  console.log(
    [...byPlatform].map(([p, r]) => `${p}: ${r.exact}/${r.total}`).join(', '),
    `; all: ${exact}/${total}`,
    problems.length ? `\n  ${problems.join('\n  ')}` : '',
  );
  return { exact, total, problems };
}

describe.skipIf(!existsSync(SHARED))(
  'real storefront pages of ../shared/data/real-pages (needs ../shared/data: absent)',
  () => {
    it('extracts at least 95 % of the products exactly (title, price, stock, absolute URL) and never a silent zero', () => {
      const { exact, total } = scoreAll(SHARED);
      expect(total).toBeGreaterThanOrEqual(60);
      expect(exact / total).toBeGreaterThanOrEqual(0.95);
    });

    it('keeps each document’s own currency', () => {
      for (const doc of readManifest(SHARED).filter((d) => d.file.endsWith('.json') || d.file.includes('jsonld/'))) {
        const offers = extractOffers(readFileSync(`${SHARED}/${doc.file}`, 'utf8'), doc.pageUrl).offers;
        const stated = offers.map((o) => o.currency).filter(Boolean);
        if (stated.length) expect(stated[0], doc.file).toBe(doc.currency);
      }
    });
  },
);

describe.skipIf(!existsSync(`${HELD_OUT}/manifest.json`))(
  'held-out real pages, never used to tune the parsers (needs src/pipeline/adapters/real-pages/__held-out__/manifest.json: absent)',
  () => {
    it('extracts at least 95 % of their products exactly', () => {
      const { exact, total } = scoreAll(HELD_OUT);
      expect(total).toBeGreaterThan(0);
      expect(exact / total).toBeGreaterThanOrEqual(0.95);
    });
  },
);

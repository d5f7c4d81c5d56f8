import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateSandboxMatching, wrongMerges, type SandboxMatching } from '../../../scripts/bench-matching';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';

/**
 * Issue 4's Done-when for matching: every sandbox storefront scraped through the real fetcher and adapters,
 * each offer keyed exactly as ingest keys it, joined to the sandbox's ground truth; pairwise precision and recall
 * over cross-retailer pairs. Full scale (the whole ~1,200-product catalogue, about ten seconds).
 */
let sandbox: Sandbox;
let result: SandboxMatching;

beforeAll(async () => {
  sandbox = await startSandbox({ scale: 'full', seed: 42 });
  result = await evaluateSandboxMatching(sandbox);
}, 120_000);
afterAll(async () => {
  await sandbox?.close();
});

describe('matching on the sandbox catalogue', () => {
  it('joins every scraped listing to the ground truth', () => {
    expect(result.listings.length).toBeGreaterThan(4000);
    expect(result.unjoined).toBe(0);
  });
  it('precision ≥ 99 % and recall ≥ 90 % over cross-retailer pairs', () => {
    const m = result.metrics;
    expect(m.truePairs).toBeGreaterThan(5000);
    expect(m.precision, JSON.stringify(wrongMerges(result.listings, 5), null, 1)).toBeGreaterThanOrEqual(0.99);
    expect(m.recall).toBeGreaterThanOrEqual(0.9);
  });
  it('leaves few listings without a key', () => {
    expect(result.metrics.nullKeyShare).toBeLessThan(0.1);
  });
});

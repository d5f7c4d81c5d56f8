import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseBigCommerceListing } from '../bigcommerce/parse.js';
import { extractOffers, type ExtractPlatform } from '../extract.js';
import { parseLightspeedListing } from '../lightspeed/parse.js';
import { parseMagentoListing } from '../magento/parse.js';
import { parseWooListing } from '../woocommerce/parse-html.js';
import { mismatches, type TruthDocument, type TruthProduct } from './compare.js';

// Real pages gathered from public repositories after issue 12, trimmed to their product lists, with ground truth
// read by hand before any adapter ran on them (sources in fixtures-gathered/README.md and manifest.json).
const DIR = fileURLToPath(new URL('./fixtures-gathered', import.meta.url));

interface GatheredDocument extends TruthDocument {
  /** For a capture saved without its head: the platform an admin would configure. */
  forcedPlatform?: ExtractPlatform;
  /** The page's next-page link, absolute, or null when it has none. */
  nextPage: string | null;
  products: Array<TruthProduct & { regularPrice: number | null }>;
}

interface NoOfferDocument {
  file: string;
  platform: string;
  pageUrl: string;
  /** The service that draws the page's products in the browser. */
  drawnBy: string;
}

const { documents, noOffers } = JSON.parse(readFileSync(`${DIR}/manifest.json`, 'utf8')) as {
  documents: GatheredDocument[];
  noOffers: NoOfferDocument[];
};

/** The listing reader's next-page link for the platforms that paginate by link. */
function nextPageOf(platform: string, html: string, url: string): string | null {
  const readers: Record<string, (h: string, u: string) => { nextUrl: string | null }> = {
    magento: parseMagentoListing,
    woocommerce: parseWooListing,
    bigcommerce: parseBigCommerceListing,
    lightspeed: parseLightspeedListing,
  };
  return readers[platform]?.(html, url).nextUrl ?? null;
}

describe('gathered real storefront pages (fixtures-gathered)', () => {
  it.each(documents.map((d) => [d.file, d] as const))('%s: every product exact, nothing extra', (_file, doc) => {
    const body = readFileSync(`${DIR}/${doc.file}`, 'utf8');
    const result = extractOffers(body, doc.pageUrl, doc.forcedPlatform);
    expect(result.platform).toBe(doc.platform);
    expect(result.offers).toHaveLength(doc.productsPresent);
    const wrong = doc.products.flatMap((t) => {
      const offer = result.offers.find((o) => o.url === t.url && o.title.replace(/\s+/g, ' ') === t.title);
      const regular = t.regularPrice === null ? null : Math.round(t.regularPrice * 100);
      const problems = mismatches(t, offer);
      if (offer && (offer.regularPriceCents ?? null) !== regular) problems.push(`regular ${offer.regularPriceCents}`);
      return problems.length ? [`${t.title}: ${problems.join(', ')}`] : [];
    });
    expect(wrong).toEqual([]);
    if (doc.currency && result.offers[0]?.currency) expect(result.offers[0].currency).toBe(doc.currency);
  });

  it.each(documents.map((d) => [d.file, d] as const))('%s: the next-page link', (_file, doc) => {
    const body = readFileSync(`${DIR}/${doc.file}`, 'utf8');
    expect(nextPageOf(doc.platform, body, doc.pageUrl)).toBe(doc.nextPage);
  });

  it.each(noOffers.map((d) => [d.file, d] as const))('%s: fails loudly, saying why', (_file, doc) => {
    const body = readFileSync(`${DIR}/${doc.file}`, 'utf8');
    expect(() => extractOffers(body, doc.pageUrl)).toThrow(
      new RegExp(`The ${doc.platform} adapter .*found no offers on ${doc.pageUrl}: .*${doc.drawnBy}`),
    );
  });
});

import { detectPlatform } from './detect-platform.js';
import { NonRetryableScrapeError } from '../errors.js';
import { offerKey } from '../match/canonical.js';
import { adapters, type ConcretePlatformId } from './index.js';
import type { Fetcher, RawOffer, RetailerScrapeConfig, ScrapeProgress } from '../types.js';

export interface ScrapeOutcome {
  platform: ConcretePlatformId;
  offers: RawOffer[];
  pagesFetched: number;
  /** Set when the retailer was configured as `auto`: the caller should remember it. */
  detectedPlatform?: ConcretePlatformId;
}

async function resolvePlatform(retailer: RetailerScrapeConfig, fetcher: Fetcher): Promise<{ platform: ConcretePlatformId; detected: boolean }> {
  if (retailer.platform !== 'auto') return { platform: retailer.platform, detected: false };
  const platform = await detectPlatform(retailer.url, fetcher);
  if (!platform) throw new NonRetryableScrapeError('Could not detect the store platform', { code: 'undetected', url: retailer.url });
  return { platform, detected: true };
}

/**
 * Scrapes a retailer to the end: resolves `auto`, walks every page through the polite fetcher and returns the
 * offers de-duplicated by SKU/URL (first sighting wins). Throws the adapter's ScrapeError on failure; the caller
 * decides what a failed run means (nothing is written here).
 */
export async function scrapeOffers(
  retailer: RetailerScrapeConfig,
  fetcher: Fetcher,
  onProgress?: (p: ScrapeProgress) => void,
): Promise<ScrapeOutcome> {
  const { platform, detected } = await resolvePlatform(retailer, fetcher);
  let pagesFetched = 0;
  const byKey = new Map<string, RawOffer>();
  const track = (p: ScrapeProgress) => {
    pagesFetched = p.pagesFetched;
    onProgress?.({ pagesFetched: p.pagesFetched, offersFound: byKey.size });
  };
  for await (const batch of adapters[platform].scrape({ ...retailer, platform }, fetcher, track)) {
    for (const o of batch) {
      const k = offerKey(o);
      if (!byKey.has(k)) byKey.set(k, o);
    }
  }
  return { platform, offers: [...byKey.values()], pagesFetched, ...(detected ? { detectedPlatform: platform } : {}) };
}

/** The admin 'Test' action: the first `limit` offers, stopping the walk as soon as it has them. */
export async function previewOffers(retailer: RetailerScrapeConfig, fetcher: Fetcher, limit = 20): Promise<ScrapeOutcome> {
  const { platform, detected } = await resolvePlatform(retailer, fetcher);
  let pagesFetched = 0;
  const byKey = new Map<string, RawOffer>();
  const walk = adapters[platform].scrape({ ...retailer, platform }, fetcher, (p) => (pagesFetched = p.pagesFetched));
  try {
    for await (const batch of walk) {
      for (const o of batch) {
        const k = offerKey(o);
        if (!byKey.has(k)) byKey.set(k, o);
      }
      if (byKey.size >= limit) break; // `break` closes the generator: no further page is fetched
    }
  } finally {
    await walk.return(undefined);
  }
  return { platform, offers: [...byKey.values()].slice(0, limit), pagesFetched, ...(detected ? { detectedPlatform: platform } : {}) };
}

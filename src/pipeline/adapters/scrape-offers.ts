import { detectPlatform } from './detect-platform.js';
import { NonRetryableScrapeError } from '../errors.js';
import { offerKey } from '../match/offer-identity.js';
import { adapters, type ConcretePlatformId } from './index.js';
import type { Fetcher, RawOffer, RetailerScrapeConfig, ScrapeProgress } from '../types.js';

export interface ScrapeOutcome {
  platform: ConcretePlatformId;
  /** Offers priced in CAD (or in no stated currency: the store's own). */
  offers: RawOffer[];
  pagesFetched: number;
  /** Offers left out because the store priced them in another currency, by currency code. */
  foreignCurrencies: Record<string, number>;
  /** Set when the retailer was configured as `auto`: the caller should remember it. */
  detectedPlatform?: ConcretePlatformId;
}

/** The catalogue compares CAD prices: an offer stating another currency is counted, not kept. */
export function keepCad(offers: RawOffer[]): { offers: RawOffer[]; foreignCurrencies: Record<string, number> } {
  const foreignCurrencies: Record<string, number> = {};
  const kept = offers.filter((o) => {
    if (!o.currency || o.currency === 'CAD') return true;
    foreignCurrencies[o.currency] = (foreignCurrencies[o.currency] ?? 0) + 1;
    return false;
  });
  return { offers: kept, foreignCurrencies };
}

function noOffers(platform: ConcretePlatformId, url: string): NonRetryableScrapeError {
  return new NonRetryableScrapeError(`The ${platform} adapter found no offers on ${url}`, { code: 'no_offers', url });
}

/**
 * Never a silent zero: a walk of a known platform that read pages but found no offer is a failure naming the
 * adapter and the URL, and a store pricing only in another currency says so.
 */
function assertFound(
  platform: ConcretePlatformId,
  url: string,
  found: number,
  kept: { offers: RawOffer[]; foreignCurrencies: Record<string, number> },
): void {
  if (found === 0) throw noOffers(platform, url);
  if (kept.offers.length === 0) {
    const list = Object.entries(kept.foreignCurrencies)
      .map(([c, n]) => `${n} in ${c}`)
      .join(', ');
    throw new NonRetryableScrapeError(`No offer priced in CAD on ${url} (${list})`, { code: 'no_offers', url });
  }
}

async function resolvePlatform(
  retailer: RetailerScrapeConfig,
  fetcher: Fetcher,
): Promise<{ platform: ConcretePlatformId; detected: boolean }> {
  if (retailer.platform !== 'auto') return { platform: retailer.platform, detected: false };
  const platform = await detectPlatform(retailer.url, fetcher);
  if (!platform)
    throw new NonRetryableScrapeError('Could not detect the store platform', { code: 'undetected', url: retailer.url });
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
  const kept = keepCad([...byKey.values()]);
  assertFound(platform, retailer.url, byKey.size, kept);
  return { platform, ...kept, pagesFetched, ...(detected ? { detectedPlatform: platform } : {}) };
}

/** The admin 'Test' action: the first `limit` offers, stopping the walk as soon as it has them. */
export async function previewOffers(
  retailer: RetailerScrapeConfig,
  fetcher: Fetcher,
  limit = 20,
): Promise<ScrapeOutcome> {
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
  const all = [...byKey.values()];
  if (all.length === 0) throw noOffers(platform, retailer.url);
  // The preview shows what the store prices, whatever the currency: the admin sees the currency warning.
  return {
    platform,
    offers: all.slice(0, limit),
    foreignCurrencies: keepCad(all).foreignCurrencies,
    pagesFetched,
    ...(detected ? { detectedPlatform: platform } : {}),
  };
}

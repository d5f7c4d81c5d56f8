import { describeScrapeError, ScrapeError } from '../errors.js';
import { createFetcherFromEnv } from '../fetch/index.js';
import { previewOffers } from '../adapters/scrape-offers.js';
import type { Fetcher, RawOffer, RetailerScrapeConfig } from '../types.js';
import type { RetailerTestInput, RetailerTestOffer, RetailerTestResult } from '../../shared/schemas/admin.js';
import type { SelectorConfig } from '../../shared/schemas/retailers.js';
import { offerPricePerRound } from '../../shared/format.js';
import type { PipelineDeps } from '../deps.js';
import { understandOffer } from '../understand/understand-offer.js';

/** The scrapers' preview: the first offers of the storefront, nothing stored (tests may pass another). */
type PreviewOffers = (
  retailer: RetailerScrapeConfig,
  fetcher: Fetcher,
  limit: number,
) => Promise<{
  platform: string;
  offers: RawOffer[];
  pagesFetched: number;
  detectedPlatform?: string | null;
  foreignCurrencies?: Record<string, number>;
}>;

/** Test runs give up after this long so the admin's dialog never hangs on a slow storefront. */
const TEST_TIMEOUT_MS = 45_000;

export function toTestOffer(offer: RawOffer): RetailerTestOffer {
  const c = understandOffer(offer);
  const ppr = offerPricePerRound(offer.priceCents, c.productType, c.boxQuantity);
  return {
    title: offer.title,
    price: (offer.priceCents / 100).toFixed(2),
    stockStatus: offer.stockStatus,
    url: offer.url,
    productType: c.productType,
    calibre: c.calibre,
    manufacturer: c.manufacturer,
    rounds: c.boxQuantity,
    pricePerRound: ppr,
    currency: offer.currency ?? null,
  };
}

/** A store pricing in another currency: its offers are read but ingest keeps CAD only. */
export function currencyWarnings(foreign: Record<string, number> | undefined, total: number): string[] {
  return Object.entries(foreign ?? {}).map(
    ([code, n]) =>
      `${n} of ${total} offers are priced in ${code}, not CAD: they would not be stored (PerRound compares CAD prices).`,
  );
}

function diagnosisOf(error: unknown): 'blocked' | 'no_offers' | 'failed' {
  const code = error instanceof ScrapeError ? error.code : null;
  return code === 'blocked' ? 'blocked' : code === 'no_offers' ? 'no_offers' : 'failed';
}

/**
 * The 'Test' action of the retailer form: fetch the first page(s) with the given platform or selectors through
 * the same polite fetcher as the worker and show the first offers as the title module understands them.
 * Writes nothing (no retailer, listing, log or stats). A failure is an answer ({ ok: false, error }), not a 5xx.
 */
export async function testRetailer(
  deps: PipelineDeps,
  input: RetailerTestInput,
  options: { preview?: PreviewOffers } = {},
): Promise<RetailerTestResult> {
  const config: RetailerScrapeConfig = {
    id: 0,
    name: input.name || new URL(input.url).hostname,
    url: input.url,
    platform: input.platform,
    selector: input.platform === 'selectors' ? ((input.selector ?? null) as SelectorConfig | null) : null,
  };
  const fetcher = createFetcherFromEnv(deps.env);
  try {
    const preview = options.preview ?? previewOffers;
    const outcome = await withTimeout(preview(config, fetcher, input.limit), TEST_TIMEOUT_MS);
    const detected = outcome.detectedPlatform ?? (input.platform === 'auto' ? outcome.platform : null);
    return {
      ok: true,
      platform: outcome.platform,
      detectedPlatform: detected,
      pagesFetched: outcome.pagesFetched,
      offers: outcome.offers.slice(0, input.limit).map(toTestOffer),
      warnings: currencyWarnings(outcome.foreignCurrencies, outcome.offers.length),
    };
  } catch (error) {
    const message = describeScrapeError(error).replace(/\s+/g, ' ').slice(0, 400);
    return {
      ok: false,
      platform: input.platform,
      detectedPlatform: null,
      error: message,
      diagnosis: diagnosisOf(error),
    };
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`No answer within ${ms / 1000} seconds`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

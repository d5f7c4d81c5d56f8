import { classifyError, describeScrapeError, ScrapeError, type ScrapeErrorKind } from '../errors.js';
import { createFetcherFromEnv, type FetcherOptions } from '../fetch/index.js';
import { scrapeOffers } from '../adapters/scrape-offers.js';
import type { RawOffer, RetailerScrapeConfig, ScrapeProgress } from '../types.js';
import type { PipelineConfig } from '../deps.js';

export interface ScrapeOutcome {
  platform: string;
  offers: RawOffer[];
  pagesFetched: number;
  detectedPlatform?: string | null;
}

/** Walks one retailer's storefront and returns its offers: the polite fetcher and the platform adapters. */
export type ScrapeSource = (
  retailer: RetailerScrapeConfig,
  onProgress: (p: ScrapeProgress) => void,
  signal?: AbortSignal,
) => Promise<ScrapeOutcome>;

/** The job was aborted (pg-boss expired it, or the worker is stopping): the run stops and writes nothing. */
export class RunAbortedError extends Error {
  constructor() {
    super('Stopped: the job was aborted (it ran past its expiry or the worker is stopping); nothing was changed');
  }
}

/** The real source: a fetcher configured from env (user agent, delay, private networks) and scrapeOffers. */
export function defaultScrapeSource(env: PipelineConfig, fetcherOptions: Partial<FetcherOptions> = {}): ScrapeSource {
  return async (retailer, onProgress, signal) => {
    // one fetcher per run: its robots.txt cache and per-host delay start fresh for each run
    const fetcher = createFetcherFromEnv(env, fetcherOptions);
    // an aborted job fetches no further page
    const get: typeof fetcher.get = (url, opts) =>
      signal?.aborted ? Promise.reject(new RunAbortedError()) : fetcher.get(url, opts);
    return scrapeOffers(retailer, { ...fetcher, get }, onProgress);
  };
}

/**
 * What a failed scrape means for the run: the kind decides retries; the message goes to the log. A bot-protection
 * page gets its own wording ("Blocked by Cloudflare: ...") so a blocked store is never mistaken for a broken one.
 */
export function describeFailure(error: unknown): { kind: ScrapeErrorKind; message: string } {
  if (error instanceof RunAbortedError) return { kind: 'fatal', message: error.message };
  const kind = classifyError(error);
  const detail = describeScrapeError(error).replace(/\s+/g, ' ').slice(0, 400);
  if (error instanceof ScrapeError && error.code === 'blocked') return { kind, message: detail };
  const label = kind === 'retryable' ? 'Temporary failure' : kind === 'fatal' ? 'Stopped' : 'Failed';
  return { kind, message: `${label}: ${detail}` };
}

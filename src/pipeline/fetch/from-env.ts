import type { PipelineConfig } from '../deps.js';
import { createFetcher, type FetcherOptions, type PoliteFetcher } from './fetcher.js';

/** The fetcher as the worker and the admin 'Test' action configure it. */
export function createFetcherFromEnv(
  env: Pick<PipelineConfig, 'SCRAPER_USER_AGENT' | 'SCRAPER_MIN_DELAY_MS' | 'SCRAPER_ALLOW_PRIVATE_NETWORKS'>,
  overrides: Partial<FetcherOptions> = {},
): PoliteFetcher {
  return createFetcher({
    userAgent: env.SCRAPER_USER_AGENT,
    minDelayMs: env.SCRAPER_MIN_DELAY_MS,
    allowPrivateNetworks: env.SCRAPER_ALLOW_PRIVATE_NETWORKS,
    ...overrides,
  });
}

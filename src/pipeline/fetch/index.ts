export { createFetcher, parseRetryAfter, type FetcherOptions, type PoliteFetcher } from './fetcher.js';
export { buildRobotsPolicy, parseRobotsTxt } from './robots.js';
export { classifyAddress, isAddressAllowed } from './ssrf.js';
export { createFetcherFromEnv } from './from-env.js';

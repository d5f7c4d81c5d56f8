/**
 * The web layer's only door into the scrape pipeline: enqueue work, read its progress and results, and preview
 * a storefront (the admin Test action, which stores nothing). Everything else under src/pipeline is private to
 * the worker; the ESLint boundary rule enforces it.
 *
 * What loads the parsers (cheerio, parse5, undici) or the ingest code is imported on first call, so a web
 * process keeps none of it in memory until an admin uses it (decision 0360).
 */
export type { PipelineConfig, PipelineDeps } from './deps.js';
export { QUEUE, evaluateAlertsPayloadSchema, type EvaluateAlertsPayload } from './jobs/queues.js';
export {
  getScrapeProgress,
  readScrapeRun,
  requestScrape,
  scrapeRunsInFlight,
  waitForScrape,
  type ScrapeJobState,
  type ScrapeLogSummary,
  type ScrapeRunView,
} from './schedule/manual-run.service.js';
export { cleanupInFlight, readCleanup, requestCleanup } from './cleanup/cleanup-job.service.js';
export { listWorkers, WORKER_ALIVE_SECONDS } from './jobs/worker-heartbeat.js';

type Preview = typeof import('./preview/test-retailer.service.js');
type AcceptRun = typeof import('./ingest/accept-run.service.js');

export const testRetailer = async (...args: Parameters<Preview['testRetailer']>) =>
  (await import('./preview/test-retailer.service.js')).testRetailer(...args);
export const acceptRejectedRun = async (...args: Parameters<AcceptRun['acceptRejectedRun']>) =>
  (await import('./ingest/accept-run.service.js')).acceptRejectedRun(...args);
export const listRejectedRuns = async (...args: Parameters<AcceptRun['listRejectedRuns']>) =>
  (await import('./ingest/accept-run.service.js')).listRejectedRuns(...args);

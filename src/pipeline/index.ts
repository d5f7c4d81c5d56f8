/**
 * The web layer's only door into the scrape pipeline: enqueue work, read its progress and results, and preview
 * a storefront (the admin Test action, which stores nothing). Everything else under src/pipeline is private to
 * the worker; the ESLint boundary rule enforces it.
 */
export type { PipelineConfig, PipelineDeps } from './deps.js';
export { QUEUE } from './jobs/queues.js';
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
export { testRetailer } from './preview/test-retailer.service.js';
export { listWorkers, WORKER_ALIVE_SECONDS } from './jobs/worker-heartbeat.js';
export { acceptRejectedRun, listRejectedRuns } from './ingest/accept-run.service.js';

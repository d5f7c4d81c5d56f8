/**
 * The web layer's only door into the scrape pipeline: enqueue work, read its progress and results, and preview
 * a storefront (the admin Test action, which stores nothing). Everything else under src/pipeline is private to
 * the worker; the ESLint boundary rule enforces it.
 */
export type { PipelineConfig, PipelineDeps } from './deps.js';
export { QUEUE, evaluateAlertsPayloadSchema, type EvaluateAlertsPayload } from './jobs/queues.js';
export {
  getScrapeProgress,
  requestScrape,
  waitForScrape,
  type ScrapeJobState,
  type ScrapeLogSummary,
} from './schedule/manual-run.service.js';
export { testRetailer } from './preview/test-retailer.service.js';
export { listWorkers, WORKER_ALIVE_SECONDS } from './jobs/worker-heartbeat.js';
export { acceptRejectedRun, listRejectedRuns } from './ingest/accept-run.service.js';

import type { AdminRunsView, DuplicateCleanupView, ScraperRunView } from '../../../shared/schemas/admin.js';
import type { AppDeps } from '../../deps.js';
import { NotFoundError } from '../../../shared/errors.js';
import { sqlRows } from '../../../db/sql.js';
import {
  cleanupInFlight,
  readCleanup,
  readScrapeRun,
  requestCleanup,
  requestScrape,
  scrapeRunsInFlight,
  type ScrapeRunView,
} from '../../../pipeline/index.js';
import { findRetailerByName, getRetailerOrThrow } from './admin-retailers.service.js';

/**
 * Admin runs and the duplicate cleanup are jobs (issue 14): a request queues one (or joins the one already queued
 * or under way) and answers at once with its job id; the page then follows what is stored (the job row and the
 * run's scrape log), so a reload or a second admin sees the same progress.
 */

async function retailerNames(deps: AppDeps, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await sqlRows<{ id: number; name: string }>(
    deps.db,
    'SELECT id, name FROM retailers WHERE id = ANY($1)',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

function scraperView(run: ScrapeRunView, retailerName: string): ScraperRunView {
  const log = run.log;
  return {
    jobId: run.jobId,
    retailerId: run.retailerId,
    retailerName,
    state: run.state,
    productsUpdated: log?.productsUpdated ?? 0,
    pagesFetched: log?.pagesFetched ?? 0,
    offersFound: log?.offersFound ?? 0,
    message: log?.message ?? (run.state === 'failed' ? 'The run ended without a log' : null),
    startedAt: log?.startedAt ?? null,
    finishedAt: log?.finishedAt ?? null,
  };
}

/** Queues a run of one retailer (or joins the one queued or under way) and answers at once. */
export async function runScraper(deps: AppDeps, retailerId: number): Promise<ScraperRunView> {
  const retailer = await getRetailerOrThrow(deps, retailerId);
  const jobId = await requestScrape(deps, retailer.id);
  return scraperRun(deps, jobId);
}

export async function runScraperByName(deps: AppDeps, retailerName: string): Promise<ScraperRunView> {
  const retailer = await findRetailerByName(deps, retailerName);
  if (!retailer) throw new NotFoundError(`No retailer named '${retailerName}'`);
  return runScraper(deps, retailer.id);
}

/** One scrape run by its job id: queued, running with its counts so far, or how it ended. */
export async function scraperRun(deps: AppDeps, jobId: string): Promise<ScraperRunView> {
  const run = await readScrapeRun(deps, jobId);
  if (!run) throw new NotFoundError('No scrape run with this job id');
  const names = await retailerNames(deps, [run.retailerId]);
  return scraperView(run, names.get(run.retailerId) ?? `Retailer ${run.retailerId}`);
}

/** Queues the duplicate cleanup for the worker (or joins the one queued or running) and answers at once. */
export function runDuplicateCleanup(deps: AppDeps): Promise<DuplicateCleanupView> {
  return requestCleanup(deps);
}

export async function duplicateCleanup(deps: AppDeps, jobId: string): Promise<DuplicateCleanupView> {
  const job = await readCleanup(deps, jobId);
  if (!job) throw new NotFoundError('No duplicate cleanup with this job id');
  return job;
}

/** Every scrape and the cleanup queued or under way, whoever started them (scheduled runs included). */
export async function adminRuns(deps: AppDeps): Promise<AdminRunsView> {
  const runs = await scrapeRunsInFlight(deps);
  const names = await retailerNames(deps, [...new Set(runs.map((r) => r.retailerId))]);
  return {
    scrapers: runs.flatMap((r) => {
      const name = names.get(r.retailerId);
      return name === undefined ? [] : [scraperView(r, name)];
    }),
    cleanup: await cleanupInFlight(deps),
  };
}

/** Queues a run of every active retailer (each joins its run already queued or under way) and answers at once. */
export async function runAllScrapers(deps: AppDeps): Promise<ScraperRunView[]> {
  const active = await sqlRows<{ id: number }>(deps.db, 'SELECT id FROM retailers WHERE is_active ORDER BY name, id');
  const runs: ScraperRunView[] = [];
  for (const { id } of active) runs.push(await scraperRun(deps, await requestScrape(deps, id)));
  return runs;
}

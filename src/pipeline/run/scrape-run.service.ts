import type { ScrapeErrorKind } from '../errors.js';
import type { FetcherOptions } from '../fetch/index.js';
import type { RetailerScrapeConfig, ScrapeProgress } from '../types.js';
import { PLATFORM_IDS, type PlatformId } from '../../shared/constants.js';
import type { Retailer } from '../../db/models/index.js';
import type { PipelineDeps } from '../deps.js';
import { NotFoundError } from '../../shared/errors.js';
import type { GuardNumbers } from '../ingest/anomaly-guard.js';
import { ingestRun, type IngestResult } from '../ingest/ingest.service.js';
import { closeStaleRuns } from '../schedule/sweep-runs.service.js';
import { finishRunInTransaction } from './retailer-stats.service.js';
import { defaultScrapeSource, describeFailure, RunAbortedError, type ScrapeSource } from './scrape-source.js';

export type ScrapeTrigger = 'schedule' | 'manual';

export type RunScrapeResult =
  | { status: 'completed'; scrapeLogId: number; message: string; ingest: IngestResult }
  | { status: 'failed'; scrapeLogId: number; message: string; kind: ScrapeErrorKind | 'anomaly'; guard?: GuardNumbers }
  | { status: 'skipped'; message: string };

/** Progress is written to the log at most this often while a run goes (the admin page follows it). */
const PROGRESS_WRITE_MS = 1000;

export interface RunScrapeOptions {
  /** Where offers come from; the real fetcher + adapters by default (tests may pass another). */
  source?: ScrapeSource;
  /** Tuning of the real fetcher (tests shorten timeouts and sleeps); ignored with `source`. */
  fetcherOptions?: Partial<FetcherOptions>;
  now?: () => Date;
  /** The job's abort signal: an aborted run stops fetching and never ingests. */
  signal?: AbortSignal;
}

/**
 * One run of one retailer: scrape log 'started' → walk the storefront → ingest (one transaction that also
 * finishes the log and the stats) → 'completed'; or 'failed' with the classified error, touching no listing.
 */
export async function runScrape(
  deps: PipelineDeps,
  input: { retailerId: number; trigger: ScrapeTrigger; jobId?: string | null },
  options: RunScrapeOptions = {},
): Promise<RunScrapeResult> {
  const now = options.now ?? (() => new Date());
  const { Retailer, ScrapeLog } = deps.db.models;
  const retailer = await Retailer.findByPk(input.retailerId);
  if (!retailer) throw new NotFoundError('Retailer not found');
  if (!retailer.isActive && input.trigger === 'schedule') return { status: 'skipped', message: 'Retailer is inactive' };

  await closeStaleRuns(deps, retailer.id, now(), input.jobId ?? null);
  const log = await ScrapeLog.create({
    retailerId: retailer.id,
    jobId: input.jobId ?? null,
    trigger: input.trigger,
    startedAt: now(),
  });
  const progress = progressWriter(deps, log.id);
  const source = options.source ?? defaultScrapeSource(deps.env, options.fetcherOptions);

  let outcome;
  try {
    outcome = await untilAborted(source(scrapeConfig(retailer), progress.report, options.signal), options.signal);
    if (options.signal?.aborted) throw new RunAbortedError();
  } catch (error) {
    await progress.flush();
    const { kind, message } = describeFailure(error);
    await finishRunInTransaction(deps, undefined, {
      retailerId: retailer.id,
      scrapeLogId: log.id,
      status: 'failed',
      message,
      now: now(),
      pagesFetched: progress.latest.pagesFetched,
      offersFound: progress.latest.offersFound,
    });
    deps.log.warn(`scrape ${retailer.name}: ${message}`);
    return { status: 'failed', scrapeLogId: log.id, message, kind };
  }
  await progress.flush();

  const detected = outcome.detectedPlatform ?? (retailer.platform === 'auto' ? outcome.platform : null);
  if (retailer.platform === 'auto' && detected && isPlatform(detected) && detected !== retailer.detectedPlatform) {
    await Retailer.update({ detectedPlatform: detected }, { where: { id: retailer.id } });
  }

  const ingest = await ingestRun(deps, {
    retailerId: retailer.id,
    offers: outcome.offers,
    scrapeLogId: log.id,
    pagesFetched: Math.max(outcome.pagesFetched, progress.latest.pagesFetched),
    now: now(),
  });
  deps.log.info(`scrape ${retailer.name}: ${ingest.message}`);
  if (ingest.status === 'rejected')
    return { status: 'failed', scrapeLogId: log.id, message: ingest.message, kind: 'anomaly', guard: ingest.guard };
  return { status: 'completed', scrapeLogId: log.id, message: ingest.message, ingest };
}

/** The source's result, or a RunAbortedError as soon as the signal fires (the walk itself stops at its next page). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(new RunAbortedError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new RunAbortedError());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function isPlatform(value: string): value is PlatformId {
  return (PLATFORM_IDS as readonly string[]).includes(value) && value !== 'auto';
}

function scrapeConfig(retailer: Retailer): RetailerScrapeConfig {
  // 'auto' retailers start from the platform detected last time (the adapter re-detects when it fails)
  const platform =
    retailer.platform === 'auto' && retailer.detectedPlatform && isPlatform(retailer.detectedPlatform)
      ? retailer.detectedPlatform
      : (retailer.platform as PlatformId);
  return {
    id: retailer.id,
    name: retailer.name,
    url: retailer.url,
    platform,
    selector: (retailer.selector as RetailerScrapeConfig['selector']) ?? null,
  };
}

/** Throttled, serialised progress updates of a 'started' log (never blocks the scrape). */
function progressWriter(deps: PipelineDeps, scrapeLogId: number) {
  const latest: ScrapeProgress = { pagesFetched: 0, offersFound: 0 };
  let lastWrite = 0;
  let chain: Promise<unknown> = Promise.resolve();
  const write = () => {
    lastWrite = Date.now();
    const snapshot = { ...latest };
    chain = chain
      .then(() =>
        deps.db.models.ScrapeLog.update(
          { pagesFetched: snapshot.pagesFetched, offersFound: snapshot.offersFound },
          { where: { id: scrapeLogId, status: 'started' } },
        ),
      )
      .catch(() => {});
  };
  return {
    latest,
    report(p: ScrapeProgress) {
      latest.pagesFetched = Math.max(latest.pagesFetched, p.pagesFetched);
      latest.offersFound = Math.max(latest.offersFound, p.offersFound);
      if (Date.now() - lastWrite >= PROGRESS_WRITE_MS) write();
    },
    async flush() {
      await chain;
    },
  };
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AdminRetailer, DuplicateCleanupView, ScraperRunView } from '../../../shared/schemas/admin';
import { trpc } from '../../lib/trpc';
import { adminFailure, adminSuccess } from './admin-errors';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function runSummary(r: Pick<ScraperRunView, 'productsUpdated' | 'offersFound' | 'pagesFetched'>) {
  return `${plural(r.productsUpdated, 'product')} updated, ${plural(r.offersFound, 'offer')} found on ${plural(r.pagesFetched, 'page')}`;
}

function cleanupSummary(r: DuplicateCleanupView) {
  return r.merged === 0
    ? 'No duplicates found'
    : `Merged ${plural(r.merged, 'duplicate group')}, removed ${plural(r.listingsRemoved, 'listing')}`;
}

/** How often the page asks what is queued or under way (runs started by another admin or by the schedule). */
const RUNS_POLL_MS = 5000;

/**
 * Manual runs and the duplicate cleanup are jobs: a click queues one and gets its job id at once; the page
 * follows what is stored, so a reload or a second admin shows the same runs. The toasts of SPEC §8 are shown
 * for the runs this page started and for a cleanup it follows.
 */
export function useAdminRuns(refresh: () => Promise<unknown>) {
  const utils = trpc.useUtils();
  const runs = trpc.admin.runs.useQuery(undefined, { staleTime: 0, refetchInterval: RUNS_POLL_MS });
  const [started, setStarted] = useState<ReadonlyMap<number, string>>(new Map());
  const [ended, setEnded] = useState<ReadonlySet<string>>(new Set());
  const endedRef = useRef(new Set<string>());
  const mine = useRef(new Set<string>());
  const markEnded = useCallback((jobId: string) => {
    if (endedRef.current.has(jobId)) return false;
    endedRef.current.add(jobId);
    setEnded(new Set(endedRef.current));
    return true;
  }, []);

  const running = useMemo(() => {
    const map = new Map<number, string>();
    for (const r of runs.data?.scrapers ?? []) if (!ended.has(r.jobId)) map.set(r.retailerId, r.jobId);
    for (const [retailerId, jobId] of started) if (!ended.has(jobId)) map.set(retailerId, jobId);
    return map;
  }, [runs.data, started, ended]);

  const onRunEnded = useCallback(
    (run: ScraperRunView) => {
      if (!markEnded(run.jobId)) return;
      if (mine.current.has(run.jobId)) {
        if (run.state === 'completed') adminSuccess(`Scraper completed for ${run.retailerName}`, runSummary(run));
        else adminFailure(null, `Failed to run scraper for ${run.retailerName}`); // the reason is in the logs
      }
      void refresh();
    },
    [refresh, markEnded],
  );

  async function runScraper(r: AdminRetailer) {
    try {
      const run = await utils.client.admin.runScraper.mutate({ retailerId: r.id });
      mine.current.add(run.jobId);
      setStarted((s) => new Map(s).set(r.id, run.jobId));
    } catch (e) {
      adminFailure(e, `Failed to run scraper for ${r.name}`);
    }
  }

  useRefreshWhenRunsLeave(runs.data?.scrapers, ended, refresh);
  const cleanup = useFollowedCleanup(runs.data?.cleanup ?? null, ended, markEnded, refresh);
  return { running, runScraper, onRunEnded, cleanup };
}

/**
 * A run this page only knows from the poll (another admin's, the schedule's, or one found after a reload) can end
 * between two polls of its own progress: the row then stops following it before it saw the end. Its leaving the
 * poll is the end too, so the list is read again and the row shows the new scrape time.
 */
function useRefreshWhenRunsLeave(
  scrapers: readonly { jobId: string }[] | undefined,
  ended: ReadonlySet<string>,
  refresh: () => Promise<unknown>,
) {
  const listed = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!scrapers) return;
    const now = new Set(scrapers.map((r) => r.jobId));
    const left = runsLeft(listed.current, now, ended);
    listed.current = now;
    if (left.length > 0) void refresh();
  }, [scrapers, ended, refresh]);
}

/** Runs the last poll listed that this one does not, and whose end the page has not seen yet. */
export function runsLeft(before: ReadonlySet<string>, now: ReadonlySet<string>, ended: ReadonlySet<string>) {
  return [...before].filter((jobId) => !now.has(jobId) && !ended.has(jobId));
}

/** The duplicate cleanup: started here, or found queued or running when the page opened. */
function useFollowedCleanup(
  inFlight: DuplicateCleanupView | null,
  ended: ReadonlySet<string>,
  markEnded: (jobId: string) => boolean,
  refresh: () => Promise<unknown>,
) {
  const [jobId, setJobId] = useState<string | null>(null);
  const followed = jobId ?? (inFlight && !ended.has(inFlight.jobId) ? inFlight.jobId : null);
  const start = trpc.admin.runDuplicateCleanup.useMutation({
    onSuccess: (job) => setJobId(job.jobId),
    onError: (e) => adminFailure(e, 'Failed to run duplicate cleanup'),
  });
  const status = trpc.admin.duplicateCleanup.useQuery(
    { jobId: followed ?? '' },
    { enabled: followed !== null, refetchInterval: 1000, staleTime: 0, gcTime: 0 },
  );
  const job = status.data;
  useEffect(() => {
    if (!job || (job.state !== 'completed' && job.state !== 'failed') || !markEnded(job.jobId)) return;
    if (job.state === 'completed')
      adminSuccess('Duplicate product cleanup completed successfully', cleanupSummary(job));
    else adminFailure(null, 'Failed to run duplicate cleanup');
    setJobId(null);
    void refresh();
  }, [job, markEnded, refresh]);
  const pending = start.isPending || (followed !== null && !ended.has(followed));
  return { pending, start: () => start.mutate() };
}

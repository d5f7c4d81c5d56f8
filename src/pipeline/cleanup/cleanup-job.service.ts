import type { PipelineDeps } from '../deps.js';
import { QUEUE } from '../jobs/queues.js';
import type { ScrapeRunState } from '../schedule/manual-run.service.js';

/** What an admin sees of one duplicate cleanup job, read from the stored job row. */
export interface CleanupJobView {
  jobId: string;
  state: ScrapeRunState;
  merged: number;
  listingsRemoved: number;
  /** Why it failed (the job's error), else null. */
  message: string | null;
}

type CleanupJob = { id: string; state: string; output?: unknown };

function view(job: CleanupJob): CleanupJobView {
  const output = (job.output ?? {}) as { merged?: unknown; listingsRemoved?: unknown; message?: unknown };
  const state: ScrapeRunState =
    job.state === 'active'
      ? 'running'
      : job.state === 'created' || job.state === 'retry'
        ? 'queued'
        : job.state === 'completed'
          ? 'completed'
          : 'failed';
  return {
    jobId: job.id,
    state,
    merged: state === 'completed' ? Number(output.merged ?? 0) : 0,
    listingsRemoved: state === 'completed' ? Number(output.listingsRemoved ?? 0) : 0,
    message: state === 'failed' ? String(output.message ?? `The duplicate cleanup ended as ${job.state}`) : null,
  };
}

/** The cleanup queued or under way, if any (the queue is a singleton: at most one at a time). */
export async function cleanupInFlight(deps: PipelineDeps): Promise<CleanupJobView | null> {
  const jobs = await deps.boss.findJobs(QUEUE.cleanupDuplicates, {});
  const current = jobs.find((j) => j.state === 'created' || j.state === 'retry' || j.state === 'active');
  return current ? view(current) : null;
}

/** Queues the duplicate cleanup for the worker, or joins the one already queued or running; answers at once. */
export async function requestCleanup(deps: PipelineDeps): Promise<CleanupJobView> {
  const existing = await cleanupInFlight(deps);
  if (existing) return existing;
  const jobId = await deps.boss.send(QUEUE.cleanupDuplicates, {});
  const current = jobId ? await readCleanup(deps, jobId) : await cleanupInFlight(deps);
  if (!current) throw new Error('The duplicate cleanup could not be queued');
  return current;
}

/** One cleanup job as stored; null for an id the queue does not know. */
export async function readCleanup(deps: PipelineDeps, jobId: string): Promise<CleanupJobView | null> {
  const job = await deps.boss.getJobById(QUEUE.cleanupDuplicates, jobId);
  return job ? view(job) : null;
}

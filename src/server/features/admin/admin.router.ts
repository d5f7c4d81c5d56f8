import {
  adminJobIdSchema,
  adminRetailerInputSchema,
  retailerIdSchema,
  retailerTestInputSchema,
  retailerUpdateSchema,
  runScraperByIdSchema,
  scrapeLogIdSchema,
  runScraperByNameSchema,
  scrapeLogsQuerySchema,
  workerStatusSchema,
} from '../../../shared/schemas/admin.js';
import { z } from 'zod';
import {
  adminRetailerSchema,
  adminScrapeLogSchema,
  adminRunsSchema,
  deletedRetailerSchema,
  duplicateCleanupSchema,
  retailerTestResultSchema,
  scraperRunSchema,
} from '../../../shared/schemas/responses.js';
import { acceptRejectedRun, listRejectedRuns, listWorkers, testRetailer } from '../../../pipeline/index.js';
import { rest } from '../../trpc/rest-meta.js';
import { adminProcedure, router } from '../../trpc/trpc.js';
import { listScrapeLogs } from './admin-logs.service.js';
import {
  adminRuns,
  duplicateCleanup,
  runAllScrapers,
  runDuplicateCleanup,
  runScraper,
  runScraperByName,
  scraperRun,
} from './admin-scrapers.service.js';
import { createRetailer, deleteRetailer, listAdminRetailers, updateRetailer } from './admin-retailers.service.js';

/** tRPC procedures of the admin feature and their SPEC §7 REST calls (adminProcedure: 401/403 before anything runs). */
export const adminRouter = router({
  retailers: adminProcedure
    .meta(rest('GET', '/admin/retailers', 'Retailers with stats, platform and next run', { access: 'admin' }))
    .output(z.array(adminRetailerSchema))
    .query(({ ctx }) => listAdminRetailers(ctx.deps)),
  createRetailer: adminProcedure
    .meta(
      rest('POST', '/admin/retailers', 'Create a retailer', {
        access: 'admin',
        errors: [400, 409],
        successStatus: 201,
      }),
    )
    .input(adminRetailerInputSchema)
    .output(adminRetailerSchema)
    .mutation(({ ctx, input }) => createRetailer(ctx.deps, input)),
  updateRetailer: adminProcedure
    .meta(
      rest('PUT', '/admin/retailers/{id}', 'Update a retailer (the path id wins over any id in the body)', {
        access: 'admin',
        errors: [400, 404, 409],
      }),
    )
    .input(retailerUpdateSchema)
    .output(adminRetailerSchema)
    .mutation(({ ctx, input }) => {
      const { id, ...fields } = input;
      return updateRetailer(ctx.deps, id, fields);
    }),
  deleteRetailer: adminProcedure
    .meta(
      rest(
        'DELETE',
        '/admin/retailers/{id}',
        'Delete a retailer with its listings and history (no confirmation, SPEC §2)',
        { access: 'admin', errors: [400, 404] },
      ),
    )
    .input(retailerIdSchema)
    .output(deletedRetailerSchema)
    .mutation(({ ctx, input }) => deleteRetailer(ctx.deps, input.id)),
  logs: adminProcedure
    .meta(
      rest('GET', '/admin/logs', 'Latest scrape runs with retailer name (filter: retailerId, status, limit)', {
        access: 'admin',
        errors: [400],
      }),
    )
    .input(scrapeLogsQuerySchema)
    .output(z.array(adminScrapeLogSchema))
    .query(({ ctx, input }) => listScrapeLogs(ctx.deps.db, input)),
  /** Queues the run (or joins the one queued or under way) and answers at once; the page follows scraperRun. */
  runScraper: adminProcedure
    .input(runScraperByIdSchema)
    .output(scraperRunSchema)
    .mutation(({ ctx, input }) => runScraper(ctx.deps, input.retailerId)),
  runScraperByName: adminProcedure
    .meta(
      rest(
        'POST',
        '/admin/scrapers/{retailerName}/run',
        'Run one scraper now (name URL-encoded): queued for the worker, or joins the run already queued or under way; answers at once with the job id (follow it with GET /admin/runs/{jobId})',
        { access: 'admin', errors: [400, 404], successStatus: 202 },
      ),
    )
    .input(runScraperByNameSchema)
    .output(scraperRunSchema)
    .mutation(({ ctx, input }) => runScraperByName(ctx.deps, input.retailerName)),
  runAllScrapers: adminProcedure
    .meta(
      rest('POST', '/admin/scrapers/run', 'Run every active retailer now: one job each (joining any under way)', {
        access: 'admin',
        successStatus: 202,
      }),
    )
    .output(z.array(scraperRunSchema))
    .mutation(({ ctx }) => runAllScrapers(ctx.deps)),
  scraperRun: adminProcedure
    .meta(
      rest('GET', '/admin/runs/{jobId}', 'One scrape run: queued, running with its counts so far, or how it ended', {
        access: 'admin',
        errors: [400, 404],
      }),
    )
    .input(adminJobIdSchema)
    .output(scraperRunSchema)
    .query(({ ctx, input }) => scraperRun(ctx.deps, input.jobId)),
  runs: adminProcedure
    .meta(
      rest('GET', '/admin/runs', 'Scrape runs and the duplicate cleanup queued or under way, whoever started them', {
        access: 'admin',
      }),
    )
    .output(adminRunsSchema)
    .query(({ ctx }) => adminRuns(ctx.deps)),
  runDuplicateCleanup: adminProcedure
    .meta(
      rest(
        'POST',
        '/admin/cleanup/duplicates',
        'Queue the duplicate cleanup (or join the one queued or running); answers at once with the job id',
        { access: 'admin', successStatus: 202 },
      ),
    )
    .output(duplicateCleanupSchema)
    .mutation(({ ctx }) => runDuplicateCleanup(ctx.deps)),
  duplicateCleanup: adminProcedure
    .meta(
      rest('GET', '/admin/cleanup/duplicates/{jobId}', 'One duplicate cleanup: queued, running, or what it merged', {
        access: 'admin',
        errors: [400, 404],
      }),
    )
    .input(adminJobIdSchema)
    .output(duplicateCleanupSchema)
    .query(({ ctx, input }) => duplicateCleanup(ctx.deps, input.jobId)),
  /** The form's 'Test' action: a mutation because it reaches out to the retailer, though it stores nothing. */
  testRetailer: adminProcedure
    .meta(
      rest(
        'POST',
        '/admin/retailers/test',
        'Try the form values: the first 20 offers as understood, or the error; writes nothing',
        { access: 'admin', errors: [400] },
      ),
    )
    .input(retailerTestInputSchema)
    .output(retailerTestResultSchema)
    .mutation(({ ctx, input }) => testRetailer(ctx.deps, input)),
  /** Runs the anomaly guard held back that can still be accepted (the admin page's alert). */
  rejectedRuns: adminProcedure.query(({ ctx }) => listRejectedRuns(ctx.deps)),
  /** "A real store-wide change": applies the rejected run's offers as they were scraped. */
  acceptRun: adminProcedure
    .input(scrapeLogIdSchema)
    .mutation(({ ctx, input }) =>
      acceptRejectedRun(ctx.deps, { scrapeLogId: input.scrapeLogId, adminUserId: ctx.user.id }),
    ),
  /** Worker liveness from the heartbeat rows: a page with no live worker explains why nothing runs. */
  workers: adminProcedure.output(workerStatusSchema.array()).query(({ ctx }) => listWorkers(ctx.deps)),
});

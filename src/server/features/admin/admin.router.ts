import {
  adminRetailerInputSchema,
  retailerIdSchema,
  retailerTestInputSchema,
  retailerUpdateSchema,
  runScraperByIdSchema,
  scrapeLogsQuerySchema,
  workerStatusSchema,
} from '../../../shared/schemas/admin.js';
import { listWorkers } from '../../../pipeline/index.js';
import { adminProcedure, router } from '../../trpc/trpc.js';
import { listScrapeLogs } from './admin-logs.service.js';
import { testRetailer } from '../../../pipeline/index.js';
import { runDuplicateCleanup, runScraper, scrapeProgress } from './admin-scrapers.service.js';
import { createRetailer, deleteRetailer, listAdminRetailers, updateRetailer } from './admin-retailers.service.js';

/** tRPC procedures of the admin feature (adminProcedure: 401/403 before anything runs). */
export const adminRouter = router({
  retailers: adminProcedure.query(({ ctx }) => listAdminRetailers(ctx.deps)),
  createRetailer: adminProcedure.input(adminRetailerInputSchema).mutation(({ ctx, input }) => createRetailer(ctx.deps, input)),
  updateRetailer: adminProcedure.input(retailerUpdateSchema).mutation(({ ctx, input }) => {
    const { id, ...fields } = input;
    return updateRetailer(ctx.deps, id, fields);
  }),
  deleteRetailer: adminProcedure.input(retailerIdSchema).mutation(({ ctx, input }) => deleteRetailer(ctx.deps, input.id)),
  logs: adminProcedure.input(scrapeLogsQuerySchema).query(({ input }) => listScrapeLogs(input)),
  /** Enqueues the run for the worker and resolves when it has finished (the page polls scrapeProgress meanwhile). */
  runScraper: adminProcedure.input(runScraperByIdSchema).mutation(({ ctx, input }) => runScraper(ctx.deps, input.retailerId)),
  scrapeProgress: adminProcedure.input(runScraperByIdSchema).query(({ ctx, input }) => scrapeProgress(ctx.deps, input.retailerId)),
  runDuplicateCleanup: adminProcedure.mutation(({ ctx }) => runDuplicateCleanup(ctx.deps)),
  /** The form's 'Test' action: a mutation because it reaches out to the retailer, though it stores nothing. */
  testRetailer: adminProcedure.input(retailerTestInputSchema).mutation(({ ctx, input }) => testRetailer(ctx.deps, input)),
  /** Worker liveness from the heartbeat rows: a page with no live worker explains why nothing runs. */
  workers: adminProcedure.output(workerStatusSchema.array()).query(({ ctx }) => listWorkers(ctx.deps)),
});

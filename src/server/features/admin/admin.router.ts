import { adminRetailerInputSchema, retailerIdSchema, retailerUpdateSchema, scrapeLogsQuerySchema } from '../../../shared/schemas/admin.js';
import { adminProcedure, router } from '../../trpc/trpc.js';
import { listScrapeLogs } from './admin-logs.service.js';
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
});

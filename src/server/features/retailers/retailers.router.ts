import { publicProcedure, router } from '../../trpc/trpc.js';
import { getRetailerStatus, listPublicRetailers } from './retailers.service.js';

/** tRPC procedures of the retailers feature: parse input with the shared schema, call the service, return. */
export const retailersRouter = router({
  list: publicProcedure.query(({ ctx }) => listPublicRetailers(ctx.deps)),
  status: publicProcedure.query(({ ctx }) => getRetailerStatus(ctx.deps)),
});

import { watchClickInputSchema } from '../../../shared/schemas/products.js';
import { publicProcedure, router } from '../../trpc/trpc.js';
import { recordWatchClick } from './tracking.service.js';

/** tRPC procedures of the tracking feature: parse input with the shared schema, call the service, return. */
export const trackingRouter = router({
  watchClick: publicProcedure
    .input(watchClickInputSchema)
    .mutation(({ ctx, input }) => recordWatchClick(ctx.deps, ctx.user?.id ?? null, input, ctx.ip)),
});

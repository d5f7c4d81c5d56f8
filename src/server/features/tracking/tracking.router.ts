import { watchClickInputSchema } from '../../../shared/schemas/products.js';
import { okSchema } from '../../../shared/schemas/responses.js';
import { rest } from '../../trpc/rest-meta.js';
import { publicProcedure, router } from '../../trpc/trpc.js';
import { recordWatchClick } from './tracking.service.js';

/** tRPC procedures of the tracking feature (and their SPEC §7 REST calls): parse input, call the service, return. */
export const trackingRouter = router({
  watchClick: publicProcedure
    .meta(rest('POST', '/track/watch-click', 'Record a Watch click (fire and forget)', { errors: [400] }))
    .input(watchClickInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => recordWatchClick(ctx.deps, ctx.user?.id ?? null, input, ctx.ip)),
});

import { publicProcedure, router } from '../../trpc/trpc.js';
import { getLandingStats } from './landing-stats.service.js';

/** tRPC procedures of the public site's own pages. */
export const siteRouter = router({
  landingStats: publicProcedure.query(({ ctx }) => getLandingStats(ctx.deps)),
});

import { checkHealth } from '../health.js';
import { publicProcedure, router } from './trpc.js';

export const healthRouter = router({
  check: publicProcedure.query(({ ctx }) => checkHealth(ctx.deps)),
});

import { priceHistoryInputSchema, productIdInputSchema, productSearchInputSchema } from '../../../shared/schemas/products.js';
import { publicProcedure, router } from '../../trpc/trpc.js';
import { getPriceHistory } from './price-history.service.js';
import { getProduct } from './product.service.js';
import { searchProductsCached } from './search-cache.js';
import { getWeeklyChanges } from './weekly-changes.service.js';

/** tRPC procedures of the products feature: parse input with the shared schema, call the service, return. */
export const productsRouter = router({
  list: publicProcedure.input(productSearchInputSchema).query(({ ctx, input }) => searchProductsCached(ctx.deps, input)),
  get: publicProcedure
    .input(productIdInputSchema)
    .query(({ ctx, input }) => getProduct(ctx.deps, input.id)),
  priceHistory: publicProcedure.input(priceHistoryInputSchema).query(({ ctx, input }) => getPriceHistory(ctx.deps, ctx.user, input)),
  weeklyChanges: publicProcedure.query(({ ctx }) => getWeeklyChanges(ctx.deps)),
});

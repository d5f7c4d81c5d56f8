import {
  priceHistoryInputSchema,
  productIdInputSchema,
  productSearchInputSchema,
} from '../../../shared/schemas/products.js';
import {
  priceHistorySchema,
  productListResponseSchema,
  weeklyChangesSchema,
} from '../../../shared/schemas/responses.js';
import { rest } from '../../trpc/rest-meta.js';
import { publicProcedure, router } from '../../trpc/trpc.js';
import { getPriceHistory } from './price-history.service.js';
import { getProduct } from './product.service.js';
import { searchProductsCached } from './search-cache.js';
import { getWeeklyChanges } from './weekly-changes.service.js';

/** tRPC procedures of the products feature (and their SPEC §7 REST calls): parse input, call the service, return. */
export const productsRouter = router({
  list: publicProcedure
    .meta(rest('GET', '/products', 'Search live listings (filters, sort, page of 20 by default)', { errors: [400] }))
    .input(productSearchInputSchema)
    .output(productListResponseSchema)
    .query(({ ctx, input }) => searchProductsCached(ctx.deps, input)),
  get: publicProcedure.input(productIdInputSchema).query(({ ctx, input }) => getProduct(ctx.deps, input.id)),
  priceHistory: publicProcedure
    .meta(
      rest(
        'GET',
        '/products/{id}/price-history',
        'Daily average, low and high price of a product (7 days; 30 for verified accounts)',
        { errors: [400, 403, 404] },
      ),
    )
    .input(priceHistoryInputSchema)
    .output(priceHistorySchema)
    .query(({ ctx, input }) => getPriceHistory(ctx.deps, ctx.user, input)),
  weeklyChanges: publicProcedure
    .meta(rest('GET', '/price-changes/weekly', 'The biggest price moves of the last 24 hours (at most 3)'))
    .output(weeklyChangesSchema)
    .query(({ ctx }) => getWeeklyChanges(ctx.deps)),
});

import { priceHistoryInputSchema, productSearchInputSchema } from '../../../shared/schemas/products.js';
import { defineRoute, type RouteDefinition } from '../../rest/define-route.js';
import { getPriceHistory } from './price-history.service.js';
import { searchProductsCached } from './search-cache.js';
import { getWeeklyChanges } from './weekly-changes.service.js';

/** REST adapters (SPEC §7) of the products feature, over the same services as productsRouter. */
export const productsRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    path: '/products',
    summary: 'Search live listings (filters, sort, page of 20 by default)',
    input: productSearchInputSchema,
    handler: ({ deps }, input) => searchProductsCached(deps, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/products/:id/price-history',
    summary: 'Daily average, low and high price of a product (7 days; 30 days for verified accounts)',
    input: priceHistoryInputSchema,
    handler: ({ deps, user }, input) => getPriceHistory(deps, user, input),
  }),
  defineRoute({
    method: 'GET',
    path: '/price-changes/weekly',
    summary: 'The biggest price moves of the last 24 hours (at most 3)',
    handler: ({ deps }) => getWeeklyChanges(deps),
  }),
];

import type { RouteDefinition } from '../../rest/define-route.js';

/** REST adapters (SPEC §7) of the products feature, over the same services as productsRouter. */
export const productsRoutes: RouteDefinition[] = [];

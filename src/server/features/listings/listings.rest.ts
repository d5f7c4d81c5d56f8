import type { RouteDefinition } from '../../rest/define-route.js';

/** REST adapters (SPEC §7) of the listings feature, over the same services as listingsRouter. */
export const listingsRoutes: RouteDefinition[] = [];

import type { RouteDefinition } from '../../rest/define-route.js';

/** REST adapters (SPEC §7) of the retailers feature, over the same services as retailersRouter. */
export const retailersRoutes: RouteDefinition[] = [];

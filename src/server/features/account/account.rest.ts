import type { RouteDefinition } from '../../rest/define-route.js';

/** REST adapters (SPEC §7) of the account feature, over the same services as accountRouter. */
export const accountRoutes: RouteDefinition[] = [];

import type { RouteDefinition } from '../../rest/define-route.js';

/** REST adapters (SPEC §7) of the admin feature, over the same services as adminRouter. */
export const adminRoutes: RouteDefinition[] = [];

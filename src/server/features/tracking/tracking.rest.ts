import type { RouteDefinition } from '../../rest/define-route.js';

/** REST adapters (SPEC §7) of the tracking feature, over the same services as trackingRouter. */
export const trackingRoutes: RouteDefinition[] = [];

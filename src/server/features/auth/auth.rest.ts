import type { RouteDefinition } from '../../rest/define-route.js';

/** REST adapters (SPEC §7) of the auth feature, over the same services as authRouter. */
export const authRoutes: RouteDefinition[] = [];

import { watchClickInputSchema } from '../../../shared/schemas/products.js';
import { defineRoute, type RouteDefinition } from '../../rest/define-route.js';
import { recordWatchClick } from './tracking.service.js';

/** REST adapters (SPEC §7) of the tracking feature, over the same services as trackingRouter. */
export const trackingRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'POST',
    path: '/track/watch-click',
    summary: 'Record a Watch click (fire and forget)',
    input: watchClickInputSchema,
    handler: ({ deps, user, req }, input) => recordWatchClick(deps, user?.id ?? null, input, req.ip),
  }),
];

import { defineRoute, type RouteDefinition } from '../../rest/define-route.js';
import { listPublicRetailers } from './retailers.service.js';

/** REST adapters (SPEC §7) of the retailers feature, over the same services as retailersRouter. */
export const retailersRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    path: '/retailers',
    summary: 'Active retailers (id, name, url, isActive), sorted by name',
    handler: ({ deps }) => listPublicRetailers(deps),
  }),
];

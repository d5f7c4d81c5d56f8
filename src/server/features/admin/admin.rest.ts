import { adminRetailerInputSchema, retailerIdSchema, retailerUpdateSchema, scrapeLogsQuerySchema } from '../../../shared/schemas/admin.js';
import { defineRoute, type RouteDefinition } from '../../rest/define-route.js';
import { listScrapeLogs } from './admin-logs.service.js';
import { createRetailer, deleteRetailer, listAdminRetailers, updateRetailer } from './admin-retailers.service.js';

/** REST adapters (SPEC §7) of the admin feature, over the same services as adminRouter. */
export const adminRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    path: '/admin/retailers',
    summary: 'Retailers with stats, platform and next run',
    access: 'admin',
    handler: ({ deps }) => listAdminRetailers(deps),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/logs',
    summary: 'Latest scrape runs with retailer name (filter: retailerId, status, limit)',
    access: 'admin',
    input: scrapeLogsQuerySchema,
    handler: (_ctx, input) => listScrapeLogs(input),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/retailers',
    summary: 'Create a retailer',
    access: 'admin',
    input: adminRetailerInputSchema,
    handler: async ({ deps, reply }, input) => {
      const retailer = await createRetailer(deps, input);
      reply.status(201);
      return retailer;
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/retailers/:id',
    summary: 'Update a retailer',
    access: 'admin',
    input: retailerUpdateSchema,
    handler: ({ deps }, input) => {
      const { id, ...fields } = input;
      return updateRetailer(deps, id, fields);
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/admin/retailers/:id',
    summary: 'Delete a retailer with its listings and history (no confirmation, SPEC §2)',
    access: 'admin',
    input: retailerIdSchema,
    handler: ({ deps }, input) => deleteRetailer(deps, input.id),
  }),
];

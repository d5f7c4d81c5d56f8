import {
  adminRetailerInputSchema,
  retailerIdSchema,
  retailerTestInputSchema,
  retailerUpdateSchema,
  runScraperByNameSchema,
  scrapeLogsQuerySchema,
} from '../../../shared/schemas/admin.js';
import { defineRoute, type RouteDefinition } from '../../rest/define-route.js';
import { listScrapeLogs } from './admin-logs.service.js';
import { testRetailer } from '../../../pipeline/index.js';
import { runDuplicateCleanup, runScraperByName } from './admin-scrapers.service.js';
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
  defineRoute({
    method: 'POST',
    path: '/admin/retailers/test',
    summary: "Try the form values: the first 20 offers as understood, or the error; writes nothing",
    access: 'admin',
    input: retailerTestInputSchema,
    handler: ({ deps }, input) => testRetailer(deps, input),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/scrapers/:retailerName/run',
    summary: 'Run one scraper now (name URL-encoded): queued for the worker; answers with the counts when it ends',
    access: 'admin',
    input: runScraperByNameSchema,
    handler: ({ deps }, input) => runScraperByName(deps, input.retailerName),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/cleanup/duplicates',
    summary: 'Run the duplicate cleanup job and answer with what was merged',
    access: 'admin',
    handler: ({ deps }) => runDuplicateCleanup(deps),
  }),
];

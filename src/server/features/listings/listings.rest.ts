import { listingSearchSchema, resetListingOverridesSchema, setListingOverridesSchema } from '../../../shared/schemas/listings.js';
import { defineRoute, type RouteDefinition } from '../../rest/define-route.js';
import { resetListingOverrides, searchListings, setListingOverrides } from './listing-overrides.service.js';

/** REST adapters of the listings feature (admin corrections), over the same services as listingsRouter. */
export const listingsRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    path: '/admin/listings',
    summary: 'Search listings and see what the title module understood (auto, overrides, effective)',
    access: 'admin',
    input: listingSearchSchema,
    handler: (_ctx, input) => searchListings(input),
  }),
  defineRoute({
    method: 'PUT',
    path: '/admin/listings/:id/overrides',
    summary: "Override fields of a listing's classification (they win over every later scrape)",
    access: 'admin',
    input: setListingOverridesSchema,
    handler: ({ deps }, input) => {
      const { id, ...fields } = input;
      return setListingOverrides(deps, id, fields);
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/admin/listings/:id/overrides',
    summary: 'Reset one field (?field=) or every field of a listing to the automatic result',
    access: 'admin',
    input: resetListingOverridesSchema,
    handler: ({ deps }, input) => resetListingOverrides(deps, input.id, input.field),
  }),
];

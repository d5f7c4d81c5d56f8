import { listingIdSchema, listingSearchSchema, resetListingOverridesSchema, setListingOverridesSchema } from '../../../shared/schemas/listings.js';
import { adminProcedure, router } from '../../trpc/trpc.js';
import { getAdminListing, resetListingOverrides, searchListings, setListingOverrides } from './listing-overrides.service.js';

/** tRPC procedures of the listings feature (admin corrections): parse input with the shared schema, call the service, return. */
export const listingsRouter = router({
  search: adminProcedure.input(listingSearchSchema).query(({ input }) => searchListings(input)),
  byId: adminProcedure.input(listingIdSchema).query(({ input }) => getAdminListing(input.id)),
  setOverrides: adminProcedure.input(setListingOverridesSchema).mutation(({ ctx, input }) => {
    const { id, ...fields } = input;
    return setListingOverrides(ctx.deps, id, fields);
  }),
  resetOverrides: adminProcedure
    .input(resetListingOverridesSchema)
    .mutation(({ ctx, input }) => resetListingOverrides(ctx.deps, input.id, input.field)),
});

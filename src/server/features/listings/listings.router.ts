import { listingIdSchema, listingSearchSchema, resetListingOverridesSchema, setListingOverridesSchema } from '../../../shared/schemas/listings.js';
import { reportListingSchema, resolveReviewSchema, reviewQueueSchema } from '../../../shared/schemas/reports.js';
import { adminProcedure, protectedProcedure, router } from '../../trpc/trpc.js';
import { reportListing, resolveReview, reviewQueue } from './listing-reports.service.js';
import { getAdminListing, resetListingOverrides, searchListings, setListingOverrides } from './listing-overrides.service.js';

/** tRPC procedures of the listings feature (admin corrections): parse input with the shared schema, call the service, return. */
export const listingsRouter = router({
  search: adminProcedure.input(listingSearchSchema).query(({ input }) => searchListings(input)),
  byId: adminProcedure.input(listingIdSchema).query(({ input }) => getAdminListing(input.id)),
  setOverrides: adminProcedure.input(setListingOverridesSchema).mutation(({ ctx, input }) => {
    const { id, ...fields } = input;
    return setListingOverrides(ctx.deps, id, fields);
  }),
  /** Signed-in shoppers: "the count / calibre / type of this row is wrong" (optional value). */
  report: protectedProcedure.input(reportListingSchema).mutation(({ ctx, input }) => reportListing(ctx.deps, ctx.user.id, input)),
  reviewQueue: adminProcedure.input(reviewQueueSchema).query(({ ctx, input }) => reviewQueue(ctx.deps, input.limit)),
  resolveReview: adminProcedure.input(resolveReviewSchema).mutation(({ ctx, input }) => resolveReview(ctx.deps, ctx.user.id, input.listingId, input.outcome)),
  resetOverrides: adminProcedure
    .input(resetListingOverridesSchema)
    .mutation(({ ctx, input }) => resetListingOverrides(ctx.deps, input.id, input.field)),
});

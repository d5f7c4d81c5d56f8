import {
  listingIdSchema,
  listingSearchSchema,
  resetListingOverridesSchema,
  setListingOverridesSchema,
} from '../../../shared/schemas/listings.js';
import { reportListingSchema, resolveReviewSchema, reviewQueueSchema } from '../../../shared/schemas/reports.js';
import { adminListingSchema } from '../../../shared/schemas/responses.js';
import { z } from 'zod';
import { rest } from '../../trpc/rest-meta.js';
import { adminProcedure, protectedProcedure, router } from '../../trpc/trpc.js';
import { reportListing, resolveReview, reviewQueue } from './listing-reports.service.js';
import {
  getAdminListing,
  resetListingOverrides,
  searchListings,
  setListingOverrides,
} from './listing-overrides.service.js';

/** tRPC procedures of the listings feature (admin corrections) and their REST calls: parse input, call the service, return. */
export const listingsRouter = router({
  search: adminProcedure
    .meta(
      rest(
        'GET',
        '/admin/listings',
        'Search listings and see what the title module understood (auto, overrides, effective)',
        { access: 'admin', errors: [400] },
      ),
    )
    .input(listingSearchSchema)
    .output(z.array(adminListingSchema))
    .query(({ ctx, input }) => searchListings(ctx.deps.db, input)),
  byId: adminProcedure.input(listingIdSchema).query(({ ctx, input }) => getAdminListing(ctx.deps.db, input.id)),
  setOverrides: adminProcedure
    .meta(
      rest(
        'PUT',
        '/admin/listings/{id}/overrides',
        "Override fields of a listing's classification (they win over every later scrape)",
        { access: 'admin', errors: [400, 404] },
      ),
    )
    .input(setListingOverridesSchema)
    .output(adminListingSchema)
    .mutation(({ ctx, input }) => {
      const { id, ...fields } = input;
      return setListingOverrides(ctx.deps, id, fields);
    }),
  /** Signed-in shoppers: "the count / calibre / type of this row is wrong" (optional value). */
  report: protectedProcedure
    .input(reportListingSchema)
    .mutation(({ ctx, input }) => reportListing(ctx.deps, ctx.user.id, input)),
  reviewQueue: adminProcedure.input(reviewQueueSchema).query(({ ctx, input }) => reviewQueue(ctx.deps, input.limit)),
  resolveReview: adminProcedure
    .input(resolveReviewSchema)
    .mutation(({ ctx, input }) => resolveReview(ctx.deps, ctx.user.id, input.listingId, input.outcome)),
  resetOverrides: adminProcedure
    .meta(
      rest(
        'DELETE',
        '/admin/listings/{id}/overrides',
        'Reset one field (?field=) or every field of a listing to the automatic result',
        { access: 'admin', errors: [400, 404] },
      ),
    )
    .input(resetListingOverridesSchema)
    .output(adminListingSchema)
    .mutation(({ ctx, input }) => resetListingOverrides(ctx.deps, input.id, input.field)),
});

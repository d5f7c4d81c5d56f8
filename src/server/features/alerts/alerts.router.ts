import {
  alertIdInputSchema,
  alertSettingsInputSchema,
  createSavedSearchInputSchema,
  createWatchInputSchema,
  updateSavedSearchInputSchema,
  updateWatchInputSchema,
} from '../../../shared/schemas/alerts.js';
import {
  alertSettingsSchema,
  okSchema,
  savedSearchSchema,
  watchlistSchema,
  watchSchema,
} from '../../../shared/schemas/responses.js';
import { z } from 'zod';
import { rest } from '../../trpc/rest-meta.js';
import { protectedProcedure, router } from '../../trpc/trpc.js';
import { getAlertSettings, putAlertSettings } from './alert-settings.service.js';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from './saved-searches.service.js';
import { createWatch, deleteWatch, updateWatch } from './watches.service.js';
import { listWatches } from './watchlist.service.js';

const user = { access: 'user' } as const;

/** Watches (issue 16): parse input, call the service, return. Only the owner sees or changes a watch (404 otherwise). */
export const watchesRouter = router({
  list: protectedProcedure
    .meta(rest('GET', '/watches', "Your watches with each product's best offer now and a 30-day sparkline", user))
    .output(watchlistSchema)
    .query(({ ctx }) => listWatches(ctx.deps, ctx.user.id)),
  create: protectedProcedure
    .meta(
      rest('POST', '/watches', 'Watch a product (verified e-mail; watching it again replaces the rule)', {
        ...user,
        errors: [400, 404, 409, 429],
        successStatus: 201,
      }),
    )
    .input(createWatchInputSchema)
    .output(watchSchema)
    .mutation(({ ctx, input }) => createWatch(ctx.deps, ctx.user, input)),
  update: protectedProcedure
    .meta(rest('PATCH', '/watches/{id}', "Change a watch's rule (the fields sent)", { ...user, errors: [400, 404] }))
    .input(updateWatchInputSchema)
    .output(watchSchema)
    .mutation(({ ctx, input }) => updateWatch(ctx.deps, ctx.user.id, input)),
  delete: protectedProcedure
    .meta(rest('DELETE', '/watches/{id}', 'Stop watching', { ...user, errors: [400, 404] }))
    .input(alertIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => deleteWatch(ctx.deps, ctx.user.id, input.id)),
});

/** Saved searches with an alert: the search page's URL query, parsed as the search page parses it. */
export const savedSearchesRouter = router({
  list: protectedProcedure
    .meta(rest('GET', '/saved-searches', 'Your saved searches', user))
    .output(z.array(savedSearchSchema))
    .query(({ ctx }) => listSavedSearches(ctx.deps, ctx.user.id)),
  create: protectedProcedure
    .meta(
      rest('POST', '/saved-searches', 'Save a search (its URL query) with an alert (verified e-mail)', {
        ...user,
        errors: [400, 409, 429],
        successStatus: 201,
      }),
    )
    .input(createSavedSearchInputSchema)
    .output(savedSearchSchema)
    .mutation(({ ctx, input }) => createSavedSearch(ctx.deps, ctx.user, input)),
  update: protectedProcedure
    .meta(
      rest('PATCH', '/saved-searches/{id}', 'Rename a saved search or change its query or alert', {
        ...user,
        errors: [400, 404],
      }),
    )
    .input(updateSavedSearchInputSchema)
    .output(savedSearchSchema)
    .mutation(({ ctx, input }) => updateSavedSearch(ctx.deps, ctx.user.id, input)),
  delete: protectedProcedure
    .meta(rest('DELETE', '/saved-searches/{id}', 'Delete a saved search', { ...user, errors: [400, 404] }))
    .input(alertIdInputSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => deleteSavedSearch(ctx.deps, ctx.user.id, input.id)),
});

/** Instant or daily digest, the daily cap, pause all. */
export const alertSettingsRouter = router({
  get: protectedProcedure
    .meta(rest('GET', '/alert-settings', 'Your alert settings (instant or digest, daily cap, paused)', user))
    .output(alertSettingsSchema)
    .query(({ ctx }) => getAlertSettings(ctx.deps, ctx.user.id)),
  put: protectedProcedure
    .meta(rest('PUT', '/alert-settings', 'Change your alert settings', { ...user, errors: [400] }))
    .input(alertSettingsInputSchema)
    .output(alertSettingsSchema)
    .mutation(({ ctx, input }) => putAlertSettings(ctx.deps, ctx.user.id, input)),
});

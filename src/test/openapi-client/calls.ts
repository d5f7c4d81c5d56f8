/**
 * An outside client of /api, typechecked by src/server/rest/openapi.test.ts against the types openapi-typescript
 * generates from /api/openapi.json (copied next to this file as api.d.ts). One call of every operation; each
 * reads a field of the answer with its precise type, and the @ts-expect-error lines prove wrong calls fail.
 * Not part of the project's own typecheck (tsconfig excludes this folder: api.d.ts exists only in the test).
 */
import createClient from 'openapi-fetch';
import type { paths } from './api';

const api = createClient<paths>({ baseUrl: 'http://localhost:3000/api' });

export async function everyOperation() {
  const user = await api.GET('/user');
  const email: string | undefined = user.data?.email;
  const login = await api.POST('/login', { body: { email: 'a@example.ca', password: 'secret1' } });
  const isAdmin: boolean | undefined = login.data?.isAdmin;
  const registered = await api.POST('/register', {
    body: { email: 'a@example.ca', password: 'secret12', agreeToTerms: true },
  });
  const created: string | undefined = registered.data?.createdAt;
  const loggedOut: string | undefined = (await api.POST('/logout')).data?.message;
  const verified: string | undefined = (await api.POST('/verify-email', { body: { token: 't' } })).data?.message;
  const forgot: string | undefined = (await api.POST('/forgot-password', { body: { email: 'a@example.ca' } })).data
    ?.message;
  const reset = await api.POST('/reset-password', { body: { token: 't', newPassword: 'secret12' } });
  const resent = await api.POST('/resend-verification');
  const emailChange = await api.POST('/change-email', { body: { newEmail: 'b@example.ca', password: 'secret12' } });
  const passwordChange = await api.POST('/change-password', {
    body: { currentPassword: 'secret12', newPassword: 'secret13', confirmPassword: 'secret13' },
  });
  const deleted: string | undefined = (await api.DELETE('/delete-account', { body: { confirmText: 'DELETE' } })).data
    ?.message;

  const products = await api.GET('/products', {
    params: { query: { search: '9mm', inStock: true, page: 2, limit: 20 } },
  });
  const pricePerRound: string | null | undefined = products.data?.products[0]?.pricePerRound;
  const totalPages: number | undefined = products.data?.totalPages;
  const history = await api.GET('/products/{id}/price-history', { params: { path: { id: 1 }, query: { days: 30 } } });
  const low: string | undefined = history.data?.[0]?.minPrice;
  const weekly: string | undefined = (await api.GET('/price-changes/weekly')).data?.[0]?.percentChange;
  const retailers: boolean | undefined = (await api.GET('/retailers')).data?.[0]?.isActive;
  const watched: true | undefined = (await api.POST('/track/watch-click', { body: { productId: 1, price: '24.99' } }))
    .data?.ok;

  const listings = await api.GET('/admin/listings', { params: { query: { search: 'federal', overriddenOnly: true } } });
  const effectiveRounds: number | null | undefined = listings.data?.[0]?.effective.boxQuantity;
  const overridden = await api.PUT('/admin/listings/{id}/overrides', {
    params: { path: { id: 1 } },
    body: { boxQuantity: 50 },
  });
  const resetField = await api.DELETE('/admin/listings/{id}/overrides', {
    params: { path: { id: 1 }, query: { field: 'calibre' } },
  });
  const adminRetailers = await api.GET('/admin/retailers');
  const nextRun: string | null | undefined = adminRetailers.data?.[0]?.nextRunAt;
  const newRetailer = {
    name: 'Alpha',
    url: 'https://alpha.ca/',
    platform: 'shopify' as const,
    scrapeIntervalHours: 4,
    isActive: true,
  };
  const createdRetailer: number | undefined = (await api.POST('/admin/retailers', { body: newRetailer })).data?.id;
  const updated = await api.PUT('/admin/retailers/{id}', {
    params: { path: { id: 1 } },
    body: { ...newRetailer, id: 1 },
  });
  const removed: number | undefined = (await api.DELETE('/admin/retailers/{id}', { params: { path: { id: 1 } } })).data
    ?.listingsRemoved;
  const logs = await api.GET('/admin/logs', { params: { query: { status: 'failed', limit: 50 } } });
  const logRetailer: string | undefined = logs.data?.[0]?.retailer.name;
  const run = await api.POST('/admin/scrapers/{retailerName}/run', {
    params: { path: { retailerName: 'Alpha Arms' } },
  });
  const runJob: string | undefined = run.data?.jobId;
  const runStatus: 'queued' | 'running' | 'completed' | 'failed' | undefined = (
    await api.GET('/admin/runs/{jobId}', { params: { path: { jobId: runJob ?? '' } } })
  ).data?.state;
  const allRuns: number | undefined = (await api.POST('/admin/scrapers/run')).data?.[0]?.retailerId;
  const inFlight: string | undefined = (await api.GET('/admin/runs')).data?.cleanup?.jobId;
  const cleanupJob: string | undefined = (await api.POST('/admin/cleanup/duplicates')).data?.jobId;
  const cleanup: number | undefined = (
    await api.GET('/admin/cleanup/duplicates/{jobId}', { params: { path: { jobId: cleanupJob ?? '' } } })
  ).data?.merged;
  const test = await api.POST('/admin/retailers/test', { body: { url: 'https://alpha.ca/', platform: 'auto' } });
  const firstOffer = test.data?.ok ? test.data.offers[0]?.title : test.data?.error;

  // @ts-expect-error days is a number of days, not a word
  await api.GET('/products/{id}/price-history', { params: { path: { id: 1 }, query: { days: 'week' } } });
  // @ts-expect-error confirmText must be exactly DELETE
  await api.DELETE('/delete-account', { body: { confirmText: 'yes' } });
  // @ts-expect-error the answer has no such field
  void user.data?.passwordHash;

  return [
    email,
    isAdmin,
    created,
    loggedOut,
    verified,
    forgot,
    reset,
    resent,
    emailChange,
    passwordChange,
    deleted,
    pricePerRound,
    totalPages,
    low,
    weekly,
    retailers,
    watched,
    effectiveRounds,
    overridden,
    resetField,
    nextRun,
    createdRetailer,
    updated,
    removed,
    logRetailer,
    runStatus,
    allRuns,
    inFlight,
    cleanup,
    firstOffer,
  ];
}

import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps } from '../../../test/test-db.js';
import { buildApp } from '../../app.js';
import type { AppDeps } from '../../deps.js';
import { procedureMetaByPath } from '../../rest/procedure-routes.js';
import { appRouter, createCaller } from '../../trpc/app-router.js';
import { createContextInner } from '../../trpc/context.js';
import { createUserWithSession, dbFingerprint, seedCatalogue } from './admin-test-support.js';

/**
 * Every admin route and procedure refuses visitors (401) and non-admins (403) before doing anything: with
 * valid inputs that WOULD change data (delete a retailer, run a scraper, override a listing), the database
 * and the job queue are byte-for-byte the same afterwards.
 */
let deps: AppDeps;
let app: Awaited<ReturnType<typeof buildApp>>;
let seeded: Awaited<ReturnType<typeof seedCatalogue>>;
let userCookie: string;
let user: Awaited<ReturnType<typeof createUserWithSession>>['user'];

beforeAll(async () => {
  deps = await createTestDeps();
  app = await buildApp(deps, { logger: false });
  seeded = await seedCatalogue(deps.db);
  const u = await createUserWithSession(deps.db, { isAdmin: false });
  userCookie = u.cookie;
  user = u.user;
  return () => app.close();
});

// The generated REST calls, in the Fastify path style of SPEC §7; 'admin' = an admin procedure behind a session.
const apiRoutes = procedureMetaByPath().map((r) => ({
  method: r.method,
  path: r.path.replace(/\{(\w+)\}/g, ':$1'),
  access: !r.meta.openapi.protect ? 'public' : /^(admin|listings)\./.test(r.procedurePath) ? 'admin' : 'user',
}));
const adminRestRoutes = apiRoutes.filter((r) => r.access === 'admin');

function concretePath(path: string) {
  return path
    .replace(':retailerName', encodeURIComponent(seeded.retailer.name))
    .replace(':id', String(path.startsWith('/admin/listings') ? seeded.listing.id : seeded.retailer.id));
}

function bodyFor(method: string, path: string): Record<string, unknown> | undefined {
  if (method === 'GET' || method === 'DELETE') return undefined;
  if (path.startsWith('/admin/listings')) return { boxQuantity: 20, calibre: '.223rem' };
  if (path.startsWith('/admin/retailers'))
    return {
      name: 'Sneaky',
      url: 'https://sneaky.example.ca/',
      platform: 'shopify',
      isActive: 'false',
      scrapeIntervalHours: 5,
    };
  return {};
}

describe('admin REST routes', () => {
  it('cover the whole admin surface of SPEC §7 and the corrections', () => {
    const keys = adminRestRoutes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /admin/retailers',
      'GET /admin/logs',
      'POST /admin/retailers',
      'PUT /admin/retailers/:id',
      'DELETE /admin/retailers/:id',
      'GET /admin/listings',
      'PUT /admin/listings/:id/overrides',
      'DELETE /admin/listings/:id/overrides',
      'POST /admin/retailers/test',
      'POST /admin/scrapers/:retailerName/run',
      'POST /admin/cleanup/duplicates',
      'POST /admin/scrapers/run',
      'GET /admin/runs/:jobId',
      'GET /admin/runs',
      'GET /admin/cleanup/duplicates/:jobId',
    ]) {
      expect(keys).toContain(expected);
    }
    // Nothing under /admin is left public by mistake.
    expect(apiRoutes.filter((r) => r.path.startsWith('/admin') && r.access !== 'admin')).toEqual([]);
  });

  for (const who of ['visitor', 'non-admin'] as const) {
    it(`answer ${who === 'visitor' ? 401 : 403} to a ${who} on every admin route and change nothing`, async () => {
      const before = await dbFingerprint(deps);
      for (const route of adminRestRoutes) {
        const body = bodyFor(route.method, route.path);
        const res = await app.inject({
          method: route.method,
          url: `/api${concretePath(route.path)}`,
          headers: {
            origin: 'http://localhost:3000',
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(who === 'non-admin' ? { cookie: userCookie } : {}),
          },
          ...(body ? { payload: JSON.stringify(body) } : {}),
        });
        expect(res.statusCode, `${route.method} ${route.path}`).toBe(who === 'visitor' ? 401 : 403);
        expect(res.json().message).toBeTypeOf('string');
      }
      expect(await dbFingerprint(deps)).toEqual(before);
    });
  }
});

const procedureInputs: Record<string, unknown> = {
  'admin.createRetailer': {
    name: 'Sneaky',
    url: 'https://sneaky.example.ca/',
    platform: 'shopify',
    isActive: true,
    scrapeIntervalHours: 5,
  },
  'admin.updateRetailer': {
    id: 0,
    name: 'Renamed',
    url: 'https://renamed.example.ca/',
    platform: 'shopify',
    isActive: false,
    scrapeIntervalHours: 5,
  },
  'admin.deleteRetailer': { id: 0 },
  'admin.logs': {},
  'admin.runScraper': { retailerId: 0 },
  'admin.scraperRun': { jobId: '00000000-0000-4000-8000-000000000000' },
  'admin.duplicateCleanup': { jobId: '00000000-0000-4000-8000-000000000000' },
  'admin.testRetailer': { url: 'https://sneaky.example.ca/', platform: 'shopify' },
  'listings.search': { search: 'Federal' },
  'admin.acceptRun': { scrapeLogId: 1 },
  'listings.byId': { id: -1 },
  'listings.setOverrides': { id: -1, boxQuantity: 20 },
  'listings.resetOverrides': { id: -1 },
};

function inputFor(name: string) {
  const input = structuredClone(procedureInputs[name]) as Record<string, unknown> | undefined;
  if (!input) return undefined;
  if ('id' in input) input.id = name.startsWith('listings.') ? seeded.listing.id : seeded.retailer.id;
  if ('retailerId' in input) input.retailerId = seeded.retailer.id;
  return input;
}

describe('admin and listings tRPC procedures', () => {
  // listings.report is for every signed-in shopper (listing-reports.test.ts covers it); the rest are admin-only
  const names = Object.keys(appRouter._def.procedures).filter(
    (n) => (n.startsWith('admin.') || n.startsWith('listings.')) && n !== 'listings.report',
  );

  it('exist', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'admin.retailers',
        'admin.createRetailer',
        'admin.updateRetailer',
        'admin.deleteRetailer',
        'admin.logs',
        'admin.runScraper',
        'admin.scraperRun',
        'admin.runs',
        'admin.runAllScrapers',
        'admin.runDuplicateCleanup',
        'admin.duplicateCleanup',
        'admin.testRetailer',
        'admin.rejectedRuns',
        'admin.acceptRun',
        'listings.search',
        'listings.setOverrides',
        'listings.resetOverrides',
      ]),
    );
  });

  for (const who of ['visitor', 'non-admin'] as const) {
    it(`refuse a ${who} with ${who === 'visitor' ? 'UNAUTHORIZED' : 'FORBIDDEN'} and change nothing`, async () => {
      const before = await dbFingerprint(deps);
      const caller = createCaller(createContextInner(deps, { user: who === 'visitor' ? null : user }));
      for (const name of names) {
        const [ns, proc] = name.split('.');
        const fn = (caller as unknown as Record<string, Record<string, (input?: unknown) => Promise<unknown>>>)[ns][
          proc
        ];
        await expect(fn(inputFor(name)), name).rejects.toMatchObject({
          code: who === 'visitor' ? 'UNAUTHORIZED' : 'FORBIDDEN',
        });
      }
      expect(await dbFingerprint(deps)).toEqual(before);
    });
  }
});

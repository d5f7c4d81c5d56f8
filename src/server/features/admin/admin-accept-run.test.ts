import { beforeAll, describe, expect, it } from 'vitest';
import { ingestRun } from '../../../pipeline/ingest/ingest.service.js';
import type { RawOffer } from '../../../pipeline/types.js';
import { createTestDeps } from '../../../test/test-db.js';
import type { AppDeps } from '../../deps.js';
import { createCaller } from '../../trpc/app-router.js';
import { createContextInner } from '../../trpc/context.js';
import { createUserWithSession } from './admin-test-support.js';

let deps: AppDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const offers = (stock: RawOffer['stockStatus']): RawOffer[] =>
  Array.from({ length: 20 }, (_, i) => ({
    title: `CCI Blazer Brass 9mm 115gr FMJ 50 Rounds lot ${i}`,
    priceCents: 1899 + i,
    url: `https://accept.example.ca/p/${i}`,
    sku: `CCI-${i}`,
    gtin: null,
    vendor: 'CCI',
    stockStatus: stock,
    imageUrl: null,
    hints: {},
  }));

async function loggedRun(retailerId: number, list: RawOffer[], day: number) {
  const at = new Date(Date.UTC(2026, 10, 1 + day));
  const log = await deps.db.models.ScrapeLog.create({ retailerId, startedAt: at });
  return { log, result: await ingestRun(deps, { retailerId, offers: list, scrapeLogId: log.id, now: at }) };
}

describe('admin.rejectedRuns / admin.acceptRun', () => {
  it('lists a held-back run, applies it on accept, and then neither lists nor accepts it again', async () => {
    const retailer = await deps.db.models.Retailer.create({ name: 'Accept Arms', url: 'https://accept.example.ca/' });
    await loggedRun(retailer.id, offers('in_stock'), 0);
    const { log, result } = await loggedRun(retailer.id, offers('out_of_stock'), 1);
    expect(result.status).toBe('rejected');

    const { user } = await createUserWithSession(deps.db, { isAdmin: true });
    const admin = createCaller(createContextInner(deps, { user }));
    const pending = await admin.admin.rejectedRuns();
    expect(pending).toEqual([
      expect.objectContaining({
        scrapeLogId: log.id,
        retailerName: 'Accept Arms',
        reasons: ['stockFlips'],
        offersFound: 20,
      }),
    ]);

    const accepted = await admin.admin.acceptRun({ scrapeLogId: log.id });
    expect(accepted).toMatchObject({ scrapeLogId: log.id, productsUpdated: 20 });
    expect(accepted.message).toBe(
      'Accepted by an admin. Scraped 20 offers: 0 price changes, 20 stock changes, 0 new, 0 gone',
    );
    expect(
      await deps.db.models.Listing.count({ where: { retailerId: retailer.id, stockStatus: 'out_of_stock' } }),
    ).toBe(20);
    expect(await admin.admin.rejectedRuns()).toEqual([]);
    await expect(admin.admin.acceptRun({ scrapeLogId: log.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(admin.admin.acceptRun({ scrapeLogId: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const reloaded = await deps.db.models.Retailer.findByPk(retailer.id);
    expect(reloaded!.errorCount).toBe(0);
    expect(reloaded!.inStockProductCount).toBe(0);
  });

  it('refuses to accept a rejection once a newer run has been applied', async () => {
    const retailer = await deps.db.models.Retailer.create({ name: 'Stale Arms', url: 'https://accept.example.ca/' });
    await loggedRun(retailer.id, offers('in_stock'), 0);
    const { log } = await loggedRun(retailer.id, offers('out_of_stock'), 1);
    expect((await loggedRun(retailer.id, offers('in_stock'), 2)).result.status).toBe('completed');
    const { user } = await createUserWithSession(deps.db, { isAdmin: true });
    const admin = createCaller(createContextInner(deps, { user }));
    expect((await admin.admin.rejectedRuns()).some((r) => r.scrapeLogId === log.id)).toBe(false);
    await expect(admin.admin.acceptRun({ scrapeLogId: log.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A newer run has been applied since; this run is out of date',
    });
  });
});

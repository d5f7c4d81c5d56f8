import { beforeAll, describe, expect, it } from 'vitest';
import type { RawOffer } from '../../../pipeline/types.js';
import { createTestDeps } from '../../../test/test-db.js';
import type { AppDeps } from '../../deps.js';
import { createCaller } from '../../trpc/app-router.js';
import { createContextInner } from '../../trpc/context.js';
import { createUserWithSession } from '../admin/admin-test-support.js';
import { ingestRun } from '../../../pipeline/ingest/ingest.service.js';
import { reclassifyListings } from '../../../pipeline/cleanup/reclassify.service.js';
import { sqlRows } from '../../../db/sql.js';

let deps: AppDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

function offer(sku: string, title: string, priceCents: number): RawOffer {
  return {
    title,
    priceCents,
    url: `https://reports.example.ca/p/${sku}`,
    sku,
    gtin: null,
    vendor: null,
    stockStatus: 'in_stock',
    imageUrl: null,
    hints: {},
  };
}
const OFFERS = [
  offer('case', 'Fiocchi Shooting Dynamics 12 ga. 2.75 in. 1 oz. 8 Shot 25 rd.', 9350),
  offer('fine', 'Federal American Eagle 9mm Luger 115gr FMJ 50 Rounds', 2499),
];

async function listingId(retailerId: number, sku: string) {
  return (
    await sqlRows<{ id: number }>(deps.db, 'SELECT id FROM listings WHERE retailer_id = $1 AND sku = $2', [
      retailerId,
      sku,
    ])
  )[0].id;
}

describe('reports and the review queue', () => {
  it('a shopper reports a count, the admin sees reading, reports and guard side by side, accepts, and it sticks', async () => {
    const r = await deps.db.models.Retailer.create({ name: 'Reports Arms', url: 'https://reports.example.ca/' });
    await ingestRun(deps, { retailerId: r.id, offers: OFFERS, now: new Date() });
    const caseId = await listingId(r.id, 'case');
    const fineId = await listingId(r.id, 'fine');
    await sqlRows(
      deps.db,
      "INSERT INTO click_events (kind, listing_id) SELECT 'outbound', $1 FROM generate_series(1, 3)",
      [fineId],
    );

    const shopper = (await createUserWithSession(deps.db, { isAdmin: false })).user;
    const other = (await createUserWithSession(deps.db, { isAdmin: false })).user;
    const admin = (await createUserWithSession(deps.db, { isAdmin: true })).user;
    const asShopper = createCaller(createContextInner(deps, { user: shopper }));
    const asAdmin = createCaller(createContextInner(deps, { user: admin }));

    expect(await asShopper.listings.report({ listingId: caseId, field: 'boxQuantity', value: '250' })).toEqual({
      created: true,
    });
    // one open report per user and listing
    expect(await asShopper.listings.report({ listingId: caseId, field: 'calibre' })).toEqual({ created: false });
    await createCaller(createContextInner(deps, { user: other })).listings.report({
      listingId: fineId,
      field: 'calibre',
      value: '9mm',
    });

    // anonymous visitors cannot report; shoppers cannot read the queue
    await expect(
      createCaller(createContextInner(deps)).listings.report({ listingId: caseId, field: 'boxQuantity' }),
    ).rejects.toThrow(/signed in/i);
    await expect(asShopper.listings.reviewQueue({})).rejects.toThrow(/admin/i);
    await expect(asShopper.listings.report({ listingId: caseId, field: 'grain' as never })).rejects.toThrow(
      /field must be/,
    );

    const queue = (await asAdmin.listings.reviewQueue({})).filter(
      (q) => q.listingId === caseId || q.listingId === fineId,
    );
    // most-seen first
    expect(queue.map((q) => q.listingId)).toEqual([fineId, caseId]);
    expect(queue[1]).toMatchObject({
      pprGuard: 'above-band',
      auto: { boxQuantity: 25, calibre: '12ga', productType: 'ammunition' },
      reports: [{ field: 'boxQuantity', value: '250', count: 1 }],
    });
    expect(queue[1].auto.confidence?.boxQuantity).toBeGreaterThan(0.7);

    // accept: the existing sticky override, then the reports are closed
    await asAdmin.listings.setOverrides({ id: caseId, boxQuantity: 250 });
    expect(await asAdmin.listings.resolveReview({ listingId: caseId, outcome: 'accepted' })).toEqual({ resolved: 1 });
    expect((await asAdmin.listings.reviewQueue({})).some((q) => q.listingId === caseId)).toBe(false);

    const shown = async () =>
      (
        await sqlRows<{ box_quantity: number; ppr_guard: string | null }>(
          deps.db,
          'SELECT box_quantity, ppr_guard FROM listings WHERE id = $1',
          [caseId],
        )
      )[0];
    expect(await shown()).toEqual({ box_quantity: 250, ppr_guard: null });
    await ingestRun(deps, { retailerId: r.id, offers: OFFERS, now: new Date(Date.now() + 60_000) });
    expect(await shown()).toEqual({ box_quantity: 250, ppr_guard: null });
    await reclassifyListings(deps);
    expect(await shown()).toEqual({ box_quantity: 250, ppr_guard: null });
  });

  it('rate limits reports per account', async () => {
    const r = await deps.db.models.Retailer.create({ name: 'Reports Limit', url: 'https://reports.example.ca/' });
    const many = Array.from({ length: 22 }, (_, i) =>
      offer(`m${i}`, `Federal American Eagle 9mm Luger 115gr FMJ 50 Rounds lot ${i}`, 2499),
    );
    await ingestRun(deps, { retailerId: r.id, offers: many, now: new Date() });
    const ids = await sqlRows<{ id: number }>(deps.db, 'SELECT id FROM listings WHERE retailer_id = $1 ORDER BY id', [
      r.id,
    ]);
    const asShopper = createCaller(
      createContextInner(deps, { user: (await createUserWithSession(deps.db, { isAdmin: false })).user }),
    );
    for (const { id } of ids.slice(0, 20)) await asShopper.listings.report({ listingId: id, field: 'boxQuantity' });
    await expect(asShopper.listings.report({ listingId: ids[20].id, field: 'boxQuantity' })).rejects.toThrow(
      /too many|try again/i,
    );
  });
});

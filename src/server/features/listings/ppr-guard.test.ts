import { beforeAll, describe, expect, it } from 'vitest';
import type { RawOffer } from '../../../pipeline/types.js';
import { createTestDeps } from '../../../test/test-db.js';
import type { AppDeps } from '../../deps.js';
import { ingestRun } from '../../../pipeline/ingest/ingest.service.js';
import { reclassifyListings } from '../../../pipeline/cleanup/reclassify.service.js';
import { productSearchInputSchema } from '../../../shared/schemas/products.js';
import { searchProducts } from '../products/product-search.service.js';
import { setListingOverrides } from './listing-overrides.service.js';
import { sqlRows } from '../../../db/sql.js';
import { pprBandKey } from '../../../shared/titles/price-per-round.js';

let deps: AppDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

function offer(sku: string, title: string, priceCents: number, hints: RawOffer['hints'] = {}): RawOffer {
  return {
    title,
    priceCents,
    url: `https://guard.example.ca/p/${sku}`,
    sku,
    gtin: null,
    vendor: null,
    stockStatus: 'in_stock',
    imageUrl: null,
    hints,
  };
}

interface GuardRow {
  sku: string;
  ppr_guard: string | null;
  price_per_round_cents: string | null;
  box_quantity: number | null;
}
async function guardRows(retailerId: number): Promise<Map<string, GuardRow>> {
  const rows = await sqlRows<GuardRow>(
    deps.db,
    'SELECT sku, ppr_guard, price_per_round_cents, box_quantity FROM listings WHERE retailer_id = $1',
    [retailerId],
  );
  return new Map(rows.map((r) => [r.sku, r]));
}

// Twelve ordinary 12 ga target loads make a live band; then a title that says "25 rd" priced for a case of 250,
// a 9mm box, a 9mm without a count and a rifle.
const CATALOGUE = [
  ...Array.from({ length: 12 }, (_, i) =>
    offer(`t${i}`, `Fiocchi Target Load 12 ga 2.75 in. 1 oz. 8 Shot 25 rd. lot ${i}`, 1700 + i * 20),
  ),
  offer('case', 'Fiocchi Shooting Dynamics 12 ga. 2.75 in. 1 oz. 8 Shot 25 rd.', 9350),
  offer('box', 'Federal American Eagle 9mm Luger 115gr FMJ 50 Rounds', 2499),
  offer('nocount', 'Magtech 9mm Luger 115 Grain Full Metal Jacket', 2450),
  offer('rifle', 'Ruger American Rifle .308 Win 22" barrel bolt action', 64999),
];

describe('price-per-round guard', () => {
  it('blocks a price per round far outside the live band or without a count, stores the bands, and search shows "count unknown"', async () => {
    const r = await deps.db.models.Retailer.create({ name: 'Guard Arms', url: 'https://guard.example.ca/' });
    expect((await ingestRun(deps, { retailerId: r.id, offers: CATALOGUE, now: new Date() })).status).toBe('completed');

    const rows = await guardRows(r.id);
    expect(rows.get('t3')).toMatchObject({ ppr_guard: null, box_quantity: 25 });
    expect(Number(rows.get('t3')!.price_per_round_cents)).toBeCloseTo(1760 / 25, 5);
    expect(rows.get('case')).toMatchObject({ ppr_guard: 'above-band', price_per_round_cents: null });
    expect(rows.get('box')).toMatchObject({ ppr_guard: null });
    expect(rows.get('nocount')).toMatchObject({ ppr_guard: 'count-unknown', price_per_round_cents: null });
    expect(rows.get('rifle')).toMatchObject({ ppr_guard: null, price_per_round_cents: null });

    const [band] = await sqlRows<{ sample_size: number; source: string; p50: string }>(
      deps.db,
      "SELECT sample_size, source, p50 FROM ppr_bands WHERE band_key = '12ga:shot'",
    );
    expect(band).toMatchObject({ source: 'live' });
    expect(band.sample_size).toBeGreaterThanOrEqual(12);
    expect(Number(band.p50)).toBeGreaterThan(60);

    const result = await searchProducts(
      deps,
      productSearchInputSchema.parse({ search: 'Shooting Dynamics', retailer: String(r.id) }),
    );
    const row = result.products.find((p) => p.sku === 'case');
    expect(row).toMatchObject({ roundsUnknown: true, boxQuantity: null, pricePerRound: null });
  });

  it('shows an admin-confirmed count whatever the band says, and keeps it through the next scrape and a reclassify', async () => {
    const r = await deps.db.models.Retailer.create({ name: 'Guard Two', url: 'https://guard.example.ca/' });
    await ingestRun(deps, { retailerId: r.id, offers: CATALOGUE, now: new Date() });
    const id = (
      await sqlRows<{ id: number }>(deps.db, "SELECT id FROM listings WHERE retailer_id = $1 AND sku = 'case'", [r.id])
    )[0].id;

    await setListingOverrides(deps, id, { boxQuantity: 250 });
    const check = async () => {
      const row = (await guardRows(r.id)).get('case')!;
      expect(row).toMatchObject({ ppr_guard: null, box_quantity: 250 });
      expect(Number(row.price_per_round_cents)).toBeCloseTo(37.4, 5);
    };
    await check();
    await ingestRun(deps, { retailerId: r.id, offers: CATALOGUE, now: new Date(Date.now() + 60_000) });
    await check();
    await reclassifyListings(deps);
    await check();
  });

  it('reads the count from the variant the offer sells over the title shared by every variant', async () => {
    const r = await deps.db.models.Retailer.create({ name: 'Guard Three', url: 'https://guard.example.ca/' });
    await ingestRun(deps, {
      retailerId: r.id,
      offers: [
        offer('v', 'Fiocchi Shooting Dynamics 12 ga. 2.75 in. 1 oz. 8 Shot 25 rd.', 9350, { variant: 'Case of 250' }),
      ],
      now: new Date(),
    });
    const row = (await guardRows(r.id)).get('v')!;
    expect(row).toMatchObject({ ppr_guard: null, box_quantity: 250 });
  });

  it('keys shot loads, tungsten shot and match rimfire apart, in SQL as in the classifier, and shows them', async () => {
    const inputs: Array<[string | null, string | null, string | null]> = [
      ['.22lr', 'birdshot', null],
      ['.22lr', null, 'Eley Tenex 22 LR 40 gr 50 rounds'],
      ['.22lr', null, 'Federal AutoMatch 22LR 325 rounds'],
      ['.22lr', null, 'Munitions CCI 22lr Competition Pistol Match par 500'],
      ['.308win', null, 'Federal Gold Medal Match 308 Win 168gr'],
      ['.22lr', 'LRN', null],
      ['9mm', 'birdshot', null],
      ['12ga', 'buckshot', null],
      ['12ga', 'birdshot', null],
      ['12ga', 'birdshot', 'Federal Heavyweight TSS 12 ga 3 in #9 Shot 5 rounds'],
      ['20ga', null, 'Apex Tungsten Turkey 20 Gauge'],
      ['12ga', 'birdshot', 'Winchester Long Beard XR 12 ga 3 in #5 10 rounds'],
      ['20ga', null, 'Remington Premier Magnum Turkey 20 ga #5'],
      ['12ga', 'buckshot', 'Turkey 00 Buck 12 ga'],
      ['12ga', 'slug', 'Tungsten slug 12 ga'],
      ['.22lr', null, 'Boîte de 50 cartouches de précision 22LR'],
      ['.22lr', null, 'RWS R 50 22 LR 40gr 50 rounds'],
      ['.22lr', null, 'CCI 22 LR 40gr 50 rounds for 50 dollars'],
      ['.410', null, null],
      [null, 'birdshot', null],
      [null, null, 'Norma 20171502 Whitetail 7mm-08Rem 150gr 20 Per Box/10 Case'],
    ];
    for (const [calibre, bulletType, title] of inputs) {
      const [row] = await sqlRows<{ k: string | null }>(deps.db, 'SELECT ppr_band_key($1, $2, $3) AS k', [
        calibre,
        bulletType,
        title,
      ]);
      expect(row.k, `${calibre} ${bulletType} ${title}`).toBe(pprBandKey(calibre, bulletType, title));
    }
    // about a dollar a round: ten .22 LR bullets, an ordinary shotshell
    const r = await deps.db.models.Retailer.create({ name: 'Guard Four', url: 'https://guard.example.ca/' });
    await ingestRun(deps, {
      retailerId: r.id,
      offers: [
        offer('s', 'CCI .22 LR Shotshell #12 Shot 20 Rounds', 2099),
        offer('m', 'Eley Tenex 22 LR 40 gr 50 rounds', 3999),
        offer('p', 'CCI Standard Velocity 22 LR 40 gr 50 rounds', 3999),
      ],
      now: new Date(),
    });
    const rows = await guardRows(r.id);
    expect(rows.get('s')).toMatchObject({ ppr_guard: null, box_quantity: 20 });
    // 80 cents a round: a match load, not a plinking box priced for a brick
    expect(rows.get('m')).toMatchObject({ ppr_guard: null, box_quantity: 50 });
    expect(rows.get('p')).toMatchObject({ ppr_guard: 'above-band' });
  });
});

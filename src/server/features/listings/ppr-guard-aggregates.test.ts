import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps } from '../../../test/test-db.js';
import type { AppDeps } from '../../deps.js';
import { applyPprGuard, refreshPprBands } from '../../../db/ppr-guard.js';
import { sqlRows } from '../../../db/sql.js';
import { productSearchInputSchema } from '../../../shared/schemas/products.js';
import { searchProducts } from '../products/product-search.service.js';
import { getWeeklyChanges } from '../products/weekly-changes.service.js';
import { clearLandingStatsCache, getLandingStats } from '../site/landing-stats.service.js';
import { addListing, addObservation, addRetailer, clearCatalogue } from '../products/test-fixtures.js';

// A listing whose price per round the guard blocks takes part in no aggregate: not the weekly changes, not the
// landing page's lowest price per round, not the price-per-round order of search (decision 0110).
let deps: AppDeps;
const HOUR = 60 * 60 * 1000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

beforeAll(async () => {
  deps = await createTestDeps();
});

async function moved(
  retailerId: number,
  title: string,
  box: number | null,
  [before, now]: [number, number],
  productType = 'ammunition',
) {
  const id = await addListing(deps, {
    retailerId,
    title,
    priceCents: now,
    productType,
    calibre: '.308win',
    boxQuantity: box,
    sku: title,
    url: `https://guarded.example.ca/p/${encodeURIComponent(title)}`,
  });
  await addObservation(deps, id, before, hoursAgo(48));
  await addObservation(deps, id, now, hoursAgo(2));
  return id;
}

describe('aggregates respect the price-per-round guard', () => {
  it('leaves blocked and not-yet-judged ammunition out of the weekly changes, the lows and the ppr order', async () => {
    await clearCatalogue(deps);
    const shop = await addRetailer(deps, { name: 'Guarded' });
    // 20 rounds of .308 at $30: 150 ¢ a round, inside the band
    await moved(shop, 'Shown box', 20, [3600, 3000]);
    // the box price read with a case count: 15 ¢ a round, under the band, and the biggest move of all
    await moved(shop, 'Box read as case', 200, [6000, 3000]);
    // a rifle moves too: not ammunition, no price per round, still news
    await moved(shop, 'Rifle', null, [100000, 80000], 'firearm');
    await refreshPprBands(deps.db);
    await applyPprGuard(deps.db, 'all');
    // a row the guard has not judged yet (written, not yet judged): 'pending', as a new row starts
    const pending = await moved(shop, 'Not judged yet', 20, [4000, 2000]);
    await sqlRows(deps.db, "UPDATE listings SET ppr_guard = 'pending' WHERE id = $1", [pending]);

    const guard = await sqlRows<{ title: string; ppr_guard: string | null }>(
      deps.db,
      'SELECT title, ppr_guard FROM listings ORDER BY id',
    );
    expect(guard).toEqual([
      { title: 'Shown box', ppr_guard: null },
      { title: 'Box read as case', ppr_guard: 'below-band' },
      { title: 'Rifle', ppr_guard: null },
      { title: 'Not judged yet', ppr_guard: 'pending' },
    ]);

    const changes = await getWeeklyChanges(deps, { fresh: true });
    expect(changes.map((c) => c.productName)).toEqual(['Rifle', 'Shown box']);

    clearLandingStatsCache();
    const landing = await getLandingStats(deps);
    expect(landing.calibres).toEqual([
      expect.objectContaining({ calibre: '.308win', title: 'Shown box', pricePerRound: '1.500' }),
    ]);

    const search = await searchProducts(
      deps,
      productSearchInputSchema.parse({ calibre: '.308win', sortBy: 'ppr-asc', group: 'listing' }),
    );
    const order = search.products.map((p) => [p.name, p.pricePerRound]);
    expect(order[0]).toEqual(['Shown box', '1.500']);
    expect(order.slice(1).every(([, ppr]) => ppr === null)).toBe(true);
  });
});

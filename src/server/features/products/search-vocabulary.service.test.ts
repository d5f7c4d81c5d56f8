import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryTypes } from 'sequelize';
import { beforeAll, describe, expect, it } from 'vitest';
import { productSearchInputSchema } from '../../../shared/schemas/products.js';
import { classifyListing } from '../../../shared/titles/classify-listing.js';
import { CALIBRE_ROWS, MANUFACTURER_ROWS } from '../../../shared/titles/vocabulary/index.js';
import { buildMasterCatalogue } from '../../../sandbox/catalogue/master.js';
import { buildStoreListings } from '../../../sandbox/catalogue/store-catalogue.js';
import { STORES } from '../../../sandbox/catalogue/stores.js';
import type { AppDeps } from '../../deps.js';
import { createTestDeps } from '../../../test/test-db.js';
import { searchProducts } from './product-search.service.js';
import { addRetailer } from '../../../test/catalogue.js';

/**
 * Issue 13's Done-when: for every calibre and brand alias that has ammunition listings, the text query finds the
 * same ammunition listings as the filter. The data is the sandbox catalogue (the demo's stores and titles),
 * each title classified as ingest classifies it; the vocabulary is the repository's own and, when present,
 * ../shared/data's calibres.json and manufacturers.json.
 */
const SHARED_DATA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/data');
const hasSharedData =
  existsSync(path.join(SHARED_DATA, 'calibres.json')) && existsSync(path.join(SHARED_DATA, 'manufacturers.json'));

type Alias = [alias: string, slug: string];
let deps: AppDeps;

beforeAll(async () => {
  deps = await createTestDeps();
  const master = buildMasterCatalogue(42, 'full');
  for (const store of STORES) {
    const retailerId = await addRetailer(deps, { name: store.name });
    const rows = buildStoreListings(store, master, 42).map((l, i) => {
      const title = l.variantTitle ? `${l.title} - ${l.variantTitle}` : l.title;
      const c = classifyListing({ title, categories: [l.categoryName], url: l.path });
      return [
        `${store.key}-${i}`,
        title,
        l.basePriceCents,
        c.productType,
        c.calibre,
        c.manufacturer,
        c.boxQuantity,
        c.grain,
        c.casing,
        c.bulletType,
        c.condition,
        c.accessoryCategory,
      ];
    });
    const column = (i: number) => rows.map((r) => r[i]);
    await deps.db.query(
      `INSERT INTO listings (retailer_id, canonical_key, title, price_cents, stock_status, product_type, calibre, manufacturer, box_quantity,
         grain, casing, bullet_type, condition, accessory_category)
       SELECT $retailer, k, t, p, 'in_stock', ty, ca, m, b, g, cs, bt, co, ac
       FROM unnest($keys::text[], $titles::text[], $prices::int[], $types::text[], $calibres::text[], $makers::text[], $boxes::int[],
         $grains::int[], $casings::text[], $bullets::text[], $conditions::text[], $categories::text[]) AS u(k, t, p, ty, ca, m, b, g, cs, bt, co, ac)`,
      {
        bind: {
          retailer: retailerId,
          keys: column(0),
          titles: column(1),
          prices: column(2),
          types: column(3),
          calibres: column(4),
          makers: column(5),
          boxes: column(6),
          grains: column(7),
          casings: column(8),
          bullets: column(9),
          conditions: column(10),
          categories: column(11),
        },
        type: QueryTypes.INSERT,
      },
    );
  }
}, 120_000);

const inRepo = (rows: ReadonlyArray<readonly string[]>): Alias[] =>
  rows.flatMap((row) => row.slice(3).map((alias): Alias => [alias, row[0]!]));
const fromJson = (file: string): Alias[] =>
  (
    JSON.parse(readFileSync(path.join(SHARED_DATA, file), 'utf8')) as Array<{ slug: string; aliases: string[] }>
  ).flatMap((e) => e.aliases.map((alias): Alias => [alias, e.slug]));

/** Every alias whose slug has ammunition listings, with the aliases whose text query finds other listings. */
async function compareAliases(aliases: Alias[], filterKey: 'calibre' | 'manufacturer') {
  const search = (query: Record<string, unknown>) =>
    searchProducts(deps, productSearchInputSchema.parse({ productType: 'ammunition', limit: 100, ...query }));
  const bySlug = new Map<string, { total: number; ids: number[] }>();
  const mismatches: string[] = [];
  let compared = 0;
  for (const [alias, slug] of aliases) {
    if (!bySlug.has(slug)) {
      const filtered = await search({ [filterKey]: slug });
      bySlug.set(slug, { total: filtered.total, ids: filtered.products.map((p) => p.id) });
    }
    const expected = bySlug.get(slug)!;
    if (expected.total === 0) continue;
    compared++;
    const found = await search({ search: alias });
    const ids = found.products.map((p) => p.id);
    if (found.total !== expected.total || ids.join() !== expected.ids.join()) {
      mismatches.push(
        `'${alias}' (${slug}): ${found.total} listings, filter ${expected.total}; understood ${JSON.stringify(found.understood)}`,
      );
    }
  }
  return { compared, slugs: [...bySlug.values()].filter((v) => v.total > 0).length, mismatches };
}

describe('every alias finds what its filter finds (sandbox catalogue)', () => {
  it('calibres of the repository vocabulary', async () => {
    const result = await compareAliases(inRepo(CALIBRE_ROWS), 'calibre');
    expect(result.slugs).toBeGreaterThan(20);
    expect(result.compared).toBeGreaterThan(400);
    expect(result.mismatches).toEqual([]);
  }, 120_000);

  it('brands of the repository vocabulary', async () => {
    const result = await compareAliases(inRepo(MANUFACTURER_ROWS), 'manufacturer');
    expect(result.slugs).toBeGreaterThan(10);
    expect(result.compared).toBeGreaterThan(150);
    expect(result.mismatches).toEqual([]);
  }, 120_000);
});

describe.skipIf(!hasSharedData)(
  'every alias of ../shared/data finds what its filter finds (needs ../shared/data: absent)',
  () => {
    it('calibres.json', async () => {
      const result = await compareAliases(fromJson('calibres.json'), 'calibre');
      expect(result.compared).toBeGreaterThan(400);
      expect(result.mismatches).toEqual([]);
    }, 120_000);

    it('manufacturers.json', async () => {
      const result = await compareAliases(fromJson('manufacturers.json'), 'manufacturer');
      expect(result.compared).toBeGreaterThan(150);
      expect(result.mismatches).toEqual([]);
    }, 120_000);
  },
);

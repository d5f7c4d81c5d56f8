import { slug } from './master.js';
import { hash32, rand, randInt, retailCents } from './rng.js';
import type { StoreDef } from './stores.js';
import { storeTitle, variantTitle } from './titles.js';
import type { DayListing, MasterProduct, StoreListing } from './types.js';

const ID_BASE: Record<StoreDef['platform'], number> = {
  shopify: 7_600_000_000_000,
  woocommerce: 1_000,
  bigcommerce: 100,
  magento: 2_000,
  lightspeed: 41_000_000,
  jsonld: 500,
  selectors: 10_000,
};

const CATEGORY_NAMES: Record<string, string> = {
  optics: 'Optics',
  mounts: 'Scope Mounts & Rings',
  magazines: 'Magazines',
  storage: 'Cases & Storage',
  grips: 'Grips',
  slings: 'Slings',
  cleaning: 'Cleaning',
  reloading: 'Reloading',
  targets: 'Targets',
  holsters: 'Holsters',
  tactical: 'Tactical Gear',
  muzzle: 'Muzzle Devices',
  triggers: 'Triggers',
  safety: 'Eye & Ear Protection',
  general: 'Shooting Accessories',
};

export function categoryName(p: MasterProduct): string {
  if (p.type === 'ammunition') return 'Ammunition';
  if (p.type === 'firearm')
    return p.calibre === '12ga' || p.calibre === '20ga'
      ? 'Shotguns'
      : /Glock|P320|M&P9|Shadow|APX|92FS|686|Wrangler|Buck Mark/.test(p.line + p.brand)
        ? 'Handguns'
        : 'Rifles';
  return CATEGORY_NAMES[p.accessoryCategory ?? 'general'];
}

function pathFor(platform: StoreDef['platform'], s: string, id: number): string {
  switch (platform) {
    case 'shopify':
      return `/products/${s}`;
    case 'woocommerce':
      return `/product/${s}/`;
    case 'bigcommerce':
      return `/${s}/`;
    case 'magento':
    case 'lightspeed':
      return `/${s}.html`;
    case 'jsonld':
      return `/products/${s}`;
    case 'selectors':
      return `/item/${id}-${s}`;
  }
}

function skuFor(store: StoreDef, p: MasterProduct, id: number, seed: number): string | null {
  switch (store.skuMode) {
    case 'mfr':
      return p.mfrCode;
    case 'mfr-some-empty':
      return rand(seed, store.key, p.key, 'nosku') < 0.1 ? null : p.mfrCode;
    case 'upc':
      return p.upc;
    case 'internal':
      return `${store.skuPrefix ?? ''}${id}`;
  }
}

/** The listings a store carries (all days): which master products, under which title, id, sku and price. */
export function buildStoreListings(store: StoreDef, master: MasterProduct[], seed: number): StoreListing[] {
  const carried = master.filter((p) => {
    const bias = store.typeBias?.[p.type] ?? 1;
    const rate = p.popular ? 0.85 : Math.min(0.95, store.carryRate * bias);
    return rand(seed, store.key, p.key, 'carry') < rate;
  });
  // Each store added its products in its own order (ids and 'newest first' differ between stores).
  carried.sort(
    (a, b) =>
      hash32(seed, store.key, a.familyKey) - hash32(seed, store.key, b.familyKey) || (a.rounds ?? 0) - (b.rounds ?? 0),
  );
  const ctx = { seed, storeKey: store.key, style: store.style, aliasIndex: store.aliasIndex };
  const usedSlugs = new Set<string>();
  const listings: StoreListing[] = [];
  // Shopify stores that group variants: one product per family, one variant per package size.
  const families = new Map<string, number>();
  let nextId = ID_BASE[store.platform] + (hash32(seed, store.key) % 1000);
  const bumpId = () => (nextId += store.platform === 'shopify' ? 1 + (hash32(seed, store.key, nextId) % 50_000) : 1);
  for (const p of carried) {
    const grouped = store.groupVariants && p.type === 'ammunition';
    let parentId = grouped ? families.get(p.familyKey) : undefined;
    const isNewParent = parentId === undefined;
    if (parentId === undefined) {
      parentId = bumpId();
      if (grouped) families.set(p.familyKey, parentId);
    }
    // Shopify variant ids live in a different, larger range than product ids.
    const id =
      store.platform === 'shopify'
        ? 43_000_000_000_000 +
          (parentId - ID_BASE.shopify) * 10 +
          listings.filter((l) => l.parentId === parentId).length
        : parentId;
    const title = storeTitle(p, ctx, { withRounds: !grouped });
    let s = isNewParent ? slug(title) : (listings.find((l) => l.parentId === parentId)?.slug ?? slug(title));
    if (isNewParent && usedSlugs.has(s)) s = `${s}-${parentId % 10000}`;
    usedSlugs.add(s);
    const jitter = 1 + (rand(seed, store.key, p.key, 'price') - 0.5) * 0.08;
    const life = rand(seed, store.key, p.key, 'life');
    listings.push({
      storeKey: store.key,
      product: p,
      id,
      parentId,
      sku: skuFor(store, p, id, seed),
      gtin:
        store.platform === 'jsonld' && rand(seed, store.key, p.key, 'gtin') >= (store.gtinRate ?? 1)
          ? null
          : `0${p.upc}`,
      title,
      variantTitle: grouped ? variantTitle(p) : null,
      path: pathFor(store.platform, s, parentId),
      slug: s,
      basePriceCents: retailCents(p.basePriceCents * store.priceFactor * jitter, seed, store.key, p.key),
      // About 3 % of listings arrive after day 0 and 3 % are discontinued some day; popular items stay.
      appearsOnDay: !p.popular && life < 0.03 ? randInt(1, 6, seed, store.key, p.key, 'appear') : 0,
      goneOnDay: !p.popular && life >= 0.03 && life < 0.06 ? randInt(1, 6, seed, store.key, p.key, 'gone') : null,
      categoryName: categoryName(p),
    });
  }
  return listings;
}

/** Whether the listing is on the store on `day`. */
export function presentOn(l: StoreListing, day: number): boolean {
  return day >= l.appearsOnDay && (l.goneOnDay === null || day < l.goneOnDay);
}

/**
 * Price and stock of one listing on one day; a pure function of (seed, store, product, day). Day 0 is the
 * baseline. On later days about 30 % of prices move a little, about 6 % are on sale (10–25 % off) and about 12 %
 * of stock states are re-drawn.
 */
export function dayState(l: StoreListing, day: number, seed: number): DayListing {
  const k = [seed, l.storeKey, l.product.key];
  const s0 = rand(...k, 'stock0');
  let stock: DayListing['stock'] = s0 < 0.78 ? 'in_stock' : s0 < 0.88 ? 'low_stock' : 'out_of_stock';
  let regular = l.basePriceCents;
  let price = regular;
  let onSale = false;
  if (day > 0) {
    const r = rand(...k, day, 'price');
    if (r < 0.06) {
      const pct = 0.1 + rand(...k, day, 'sale') * 0.15;
      // Sale prices end in 9 cents without the coarse retail rounding, so the discount stays 10–25 %.
      price = Math.floor((regular * (1 - pct)) / 10) * 10 + 9;
      if (price >= regular) price = regular - 100;
      onSale = true;
    } else if (r < 0.36) {
      regular = retailCents(regular * (1 + (rand(...k, day, 'move') - 0.5) * 0.06), ...k, day, 'm');
      price = regular;
    }
    if (rand(...k, day, 'stock') < 0.12) {
      const s = rand(...k, day, 'stockv');
      stock = s < 0.6 ? 'in_stock' : s < 0.8 ? 'low_stock' : 'out_of_stock';
    }
  }
  return {
    listing: l,
    priceCents: price,
    regularPriceCents: regular,
    onSale,
    stock,
    lowRemaining: stock === 'low_stock' ? randInt(1, 4, ...k, day, 'left') : null,
  };
}

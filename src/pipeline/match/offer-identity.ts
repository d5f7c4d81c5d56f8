import { normalizeSku } from './canonical.js';

/**
 * THE offer identity rule (one rule for ingest and duplicate cleanup). An offer is known by up to three keys,
 * most stable first: the platform's own id (Shopify variant id, WooCommerce/BigCommerce/Magento/Lightspeed product
 * id), the product URL's path and query, then the SKU. Two offers of one retailer are the same listing when the
 * most stable key they BOTH carry is equal; a key one of them lacks is simply skipped, so a page that hides a key
 * (Magento drops the SKU with the add-to-cart form on out-of-stock cards) still matches on the others, while a
 * different platform id or URL keeps two products with a shared SKU apart.
 */
export interface OfferKeys {
  platformId: string | null;
  /** Path and query of the canonical product URL (host and scheme left out: one retailer, one site). */
  urlPath: string | null;
  /** Normalised SKU (case and whitespace ignored). */
  sku: string | null;
}

const LEVELS = [
  ['platformId', 'pid'],
  ['urlPath', 'url'],
  ['sku', 'sku'],
] as const satisfies ReadonlyArray<readonly [keyof OfferKeys, string]>;

/** The keys of an offer or listing from its stored fields (`url` is a canonical absolute URL). */
export function offerKeys(fields: { platformId?: string | null; url?: string | null; sku?: string | null }): OfferKeys {
  return {
    platformId: fields.platformId?.trim() || null,
    urlPath: urlPath(fields.url ?? null),
    sku: fields.sku ? normalizeSku(fields.sku) || null : null,
  };
}

function urlPath(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return `${u.pathname.replace(/\/+$/, '') || '/'}${u.search}`;
  } catch {
    return null;
  }
}

/** The key a NEW listing is stored under (listings.canonical_key): its most stable key, or null when it has none. */
export function identityKey(keys: OfferKeys): string | null {
  for (const [field, prefix] of LEVELS) if (keys[field]) return `${prefix}:${keys[field]}`;
  return null;
}

/** The key a run de-duplicates scraped offers by (the ingest then applies the full rule); title and price when keyless. */
export function offerKey(offer: {
  platformId?: string | null;
  sku: string | null;
  url: string | null;
  title: string;
  priceCents: number;
}): string {
  return identityKey(offerKeys(offer)) ?? `title:${offer.title.toLowerCase()}|${offer.priceCents}`;
}

/** True when the most stable key both carry is equal (no shared key: not the same). */
export function sameIdentity(a: OfferKeys, b: OfferKeys): boolean {
  for (const [field] of LEVELS) if (a[field] && b[field]) return a[field] === b[field];
  return false;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Listings (or a run's offers) by each key; `claim` lets a stored listing be matched by one offer only. */
export class IdentityIndex<T extends { keys: OfferKeys }> {
  private readonly byLevel = LEVELS.map(() => new Map<string, T[]>());
  private readonly claimed = new Set<T>();

  constructor(items: Iterable<T> = []) {
    for (const item of items) this.add(item);
  }

  add(item: T) {
    LEVELS.forEach(([field], i) => {
      const value = item.keys[field];
      if (value) pushTo(this.byLevel[i], value, item);
    });
  }

  /** The item these keys are, trying the most stable key first (claimed items are skipped). */
  find(keys: OfferKeys): T | null {
    for (const [i, [field]] of LEVELS.entries()) {
      const value = keys[field];
      if (!value) continue;
      const found = this.byLevel[i]
        .get(value)
        ?.find((item) => !this.claimed.has(item) && sameIdentity(keys, item.keys));
      if (found) return found;
    }
    return null;
  }

  /** `find`, then marks the item taken for the rest of the run. */
  claim(keys: OfferKeys): T | null {
    const found = this.find(keys);
    if (found) this.claimed.add(found);
    return found;
  }
}

/** Items (of ONE retailer) joined into groups that are one listing under the rule, transitively; singletons left out. */
export function duplicateGroups<T extends { keys: OfferKeys }>(items: T[]): T[][] {
  const parent = items.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (const [field] of LEVELS) {
    const buckets = new Map<string, number[]>();
    items.forEach((item, i) => {
      const value = item.keys[field];
      if (value) pushTo(buckets, value, i);
    });
    for (const bucket of buckets.values()) {
      for (let a = 0; a < bucket.length; a++) {
        for (let b = a + 1; b < bucket.length; b++) {
          if (sameIdentity(items[bucket[a]].keys, items[bucket[b]].keys)) parent[find(bucket[b])] = find(bucket[a]);
        }
      }
    }
  }
  const groups = new Map<number, T[]>();
  items.forEach((item, i) => pushTo(groups, find(i), item));
  return [...groups.values()].filter((g) => g.length > 1);
}

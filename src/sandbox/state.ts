import http from 'node:http';
import { buildMasterCatalogue } from './catalogue/master.js';
import { buildStoreListings, dayState, presentOn } from './catalogue/store-catalogue.js';
import { CHALLENGED_STORE, HINTERLAND_SELECTORS, STORES, type StoreDef } from './catalogue/stores.js';
import type { DayListing, MasterProduct, StoreListing } from './catalogue/types.js';
import { applyContentFault, PARTIAL_KEEP_EVERY, type FaultMode } from './faults.js';
import type { StoreView } from './storefronts/types.js';
import type { GroundTruthEntry, SandboxOptions, SandboxStorefront } from './types.js';

/** One storefront while the sandbox runs: its catalogue, its server and the fault switched on. */
export interface StoreRuntime {
  def: StoreDef;
  origin: string;
  all: StoreListing[];
  byPath: Map<string, StoreListing[]>;
  fault: FaultMode | null;
  slowMs: number;
  rateLeft: number;
  rate429Count: number;
  server: http.Server;
}

/** What a running sandbox knows: the catalogue, the simulated day and each store's runtime and fault. */
export class SandboxState {
  day: number;
  readonly master: MasterProduct[];
  readonly runtimes: StoreRuntime[];
  readonly storefronts: SandboxStorefront[];
  /** Pending 'slow' answers, cleared on close. */
  readonly timers = new Set<NodeJS.Timeout>();
  private readonly byKey: Map<string, StoreRuntime>;
  private readonly dayCache = new Map<string, DayListing[]>();

  constructor(
    private readonly seed: number,
    options: SandboxOptions,
  ) {
    this.day = checkDay(options.day ?? 0);
    this.master = buildMasterCatalogue(seed, options.scale ?? 'small');
    const defs = options.challengeStore ? [...STORES, CHALLENGED_STORE] : STORES;
    this.runtimes = defs.map((def) => this.newRuntime(def, options));
    this.byKey = new Map(this.runtimes.map((r) => [r.def.key, r]));
    this.storefronts = this.runtimes.map(storefrontOf);
  }

  private newRuntime(def: StoreDef, options: SandboxOptions): StoreRuntime {
    const all = buildStoreListings(def, this.master, this.seed);
    const byPath = new Map<string, StoreListing[]>();
    for (const l of all) byPath.set(l.path, [...(byPath.get(l.path) ?? []), l]);
    return {
      def,
      origin: '',
      all,
      byPath,
      fault: def.challenged ? 'challenge' : null,
      slowMs: options.slowMs ?? 20_000,
      rateLeft: 0,
      rate429Count: options.rate429Count ?? 3,
      server: http.createServer(),
    };
  }

  has(key: string): boolean {
    return this.byKey.has(key);
  }

  runtime(key: string): StoreRuntime {
    const rt = this.byKey.get(key);
    if (!rt) throw new Error(`Unknown storefront: ${key}`);
    return rt;
  }

  /** Today's listings, computed once per (store, day). */
  today(rt: StoreRuntime): DayListing[] {
    const cacheKey = `${rt.def.key}:${this.day}`;
    let list = this.dayCache.get(cacheKey);
    if (!list) {
      list = rt.all.filter((l) => presentOn(l, this.day)).map((l) => dayState(l, this.day, this.seed));
      this.dayCache.set(cacheKey, list);
    }
    return list;
  }

  /** What the store shows today, its fault applied. */
  view(rt: StoreRuntime): StoreView {
    let listings = this.today(rt);
    if (rt.fault === 'empty') listings = [];
    if (rt.fault === 'partial') listings = listings.filter((_, i) => i % PARTIAL_KEEP_EVERY === 0);
    listings = applyContentFault(listings, rt.fault);
    return {
      def: rt.def,
      origin: rt.origin,
      day: this.day,
      listings,
      byPath: rt.byPath,
      markupChanged: rt.fault === 'markup-changed',
      omitStock: rt.fault === 'no-stock-field',
    };
  }

  setDay(n: number) {
    this.day = checkDay(n);
    this.dayCache.clear();
  }

  setFault(key: string, mode: FaultMode | null, opts: { slowMs?: number; rate429Count?: number } = {}) {
    const rt = this.runtime(key);
    rt.fault = mode;
    if (opts.slowMs !== undefined) rt.slowMs = opts.slowMs;
    if (opts.rate429Count !== undefined) rt.rate429Count = opts.rate429Count;
    rt.rateLeft = rt.rate429Count;
  }

  groundTruth(storefrontKey?: string): GroundTruthEntry[] {
    const out: GroundTruthEntry[] = [];
    for (const rt of this.runtimes) {
      if (storefrontKey && rt.def.key !== storefrontKey) continue;
      for (const d of this.today(rt)) {
        const l = d.listing;
        out.push({
          storefrontKey: rt.def.key,
          sku: l.sku,
          productKey: l.product.key,
          url: rt.origin + l.path + (rt.def.platform === 'shopify' ? `?variant=${l.id}` : ''),
          title: l.variantTitle ? `${l.title} - ${l.variantTitle}` : l.title,
          listingId: l.id,
          gtin: l.gtin,
          priceCents: d.priceCents,
          stockStatus: d.stock,
        });
      }
    }
    return out;
  }
}

/** The public face of a store (its URLs are filled in once it listens). */
function storefrontOf(rt: StoreRuntime): SandboxStorefront {
  const sf = {
    key: rt.def.key,
    name: rt.def.name,
    platform: rt.def.platform,
    url: '',
    origin: '',
    province: rt.def.province,
  } as SandboxStorefront;
  if (rt.def.platform === 'selectors') sf.selector = { ...HINTERLAND_SELECTORS };
  if (rt.def.magentoVersion === 1) sf.theme = 'magento1';
  Object.defineProperty(sf, 'fault', { enumerable: true, get: () => rt.fault ?? undefined });
  return sf;
}

function checkDay(n: number): number {
  if (!Number.isInteger(n) || n < 0 || n > 100_000) throw new Error('day must be a whole number from 0');
  return n;
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildMasterCatalogue, type SandboxScale } from './catalogue/master.js';
import { buildStoreListings, dayState, presentOn } from './catalogue/store-catalogue.js';
import {
  CHALLENGED_STORE,
  HINTERLAND_SELECTORS,
  STORES,
  type SandboxPlatform,
  type StoreDef,
} from './catalogue/stores.js';
import type { DayListing, MasterProduct, StoreListing } from './catalogue/types.js';
import {
  applyContentFault,
  challengePage,
  FAULT_MODES,
  forbiddenPage,
  garble,
  isApiPath,
  isFaultMode,
  loopRedirect,
  PARTIAL_KEEP_EVERY,
  PRIVATE_REDIRECT_TARGET,
  streamOversized,
  type FaultMode,
} from './faults.js';
import { handleBigCommerce } from './storefronts/bigcommerce.js';
import { html, json, text } from './storefronts/common.js';
import { handleJsonLd } from './storefronts/jsonld.js';
import { handleLightspeed } from './storefronts/lightspeed.js';
import { handleMagento } from './storefronts/magento.js';
import { handleMagento1 } from './storefronts/magento1.js';
import { handleSelectors } from './storefronts/selectors.js';
import { handleShopify } from './storefronts/shopify.js';
import type { SandboxResponse, StorefrontHandler, StoreView } from './storefronts/types.js';
import { handleWooCommerce } from './storefronts/woocommerce.js';

export { CONTENT_FAULTS, FAULT_MODES, PRIVATE_REDIRECT_TARGET, type FaultMode } from './faults.js';
export { HINTERLAND_SELECTORS } from './catalogue/stores.js';
export type { MasterProduct } from './catalogue/types.js';

const HANDLERS: Record<SandboxPlatform, StorefrontHandler> = {
  shopify: handleShopify,
  woocommerce: handleWooCommerce,
  bigcommerce: handleBigCommerce,
  magento: handleMagento,
  lightspeed: handleLightspeed,
  jsonld: handleJsonLd,
  selectors: handleSelectors,
};

const handlerOf = (def: StoreDef): StorefrontHandler =>
  def.magentoVersion === 1 ? handleMagento1 : HANDLERS[def.platform];

/** Where a scraper starts on each platform (the retailer URL an admin would enter). */
const ENTRY_PATHS: Record<SandboxPlatform, string> = {
  shopify: '/',
  woocommerce: '/',
  jsonld: '/',
  bigcommerce: '/shop-all/',
  magento: '/shop-all.html',
  lightspeed: '/collection/',
  selectors: '/catalogue/',
};

export interface SandboxOptions {
  /** Control server port; storefront i listens on port + 1 + i. 0 or absent: every server gets a free port. */
  port?: number;
  host?: string;
  seed?: number;
  day?: number;
  scale?: SandboxScale;
  /** Delay of the 'slow' fault, ms (default 20 000). */
  slowMs?: number;
  /** How many requests the 'rate429' fault answers with 429 before serving normally (default 3). */
  rate429Count?: number;
  /** Also start the store whose every page is a bot challenge (CHALLENGED_STORE; the demo does). */
  challengeStore?: boolean;
}

export interface SandboxStorefront {
  key: string;
  name: string;
  platform: SandboxPlatform;
  /**
   * The URL an admin configures for this retailer: the site root for Shopify, WooCommerce and JSON-LD, the
   * all-products listing for the HTML platforms (/shop-all/, /shop-all.html, /collection/, /catalogue/).
   */
  url: string;
  /** The storefront's origin with a trailing slash, e.g. http://127.0.0.1:4101/ */
  origin: string;
  province: string;
  selector?: Record<string, string>;
  /** The markup generation when the platform has several the adapter must tell apart (Magento 1). */
  theme?: 'magento1';
  /** The fault mode currently switched on, if any. */
  readonly fault?: FaultMode;
}

export interface GroundTruthEntry {
  storefrontKey: string;
  /** The store's SKU for the listing (null when the store leaves it empty). */
  sku: string | null;
  productKey: string;
  /** Absolute product URL (Shopify variants: with ?variant=ID). */
  url: string;
  title: string;
  /** Platform id: Shopify variant id, WooCommerce/BigCommerce/Magento/Lightspeed product id. */
  listingId: number;
  gtin: string | null;
  priceCents: number;
  stockStatus: DayListing['stock'];
}

export interface Sandbox {
  storefronts: SandboxStorefront[];
  /** Control server base URL (same /__sandbox endpoints as each store). */
  controlUrl: string;
  readonly day: number;
  setDay(n: number): void;
  setFault(key: string, mode: FaultMode | null, options?: { slowMs?: number; rate429Count?: number }): void;
  /** Which master product each listing visible today is. */
  groundTruth(storefrontKey?: string): GroundTruthEntry[];
  masterProducts(): MasterProduct[];
  /** Today's listings of one store with price and stock (what a perfect scraper would collect). */
  listings(storefrontKey: string): DayListing[];
  close(): Promise<void>;
}

interface StoreRuntime {
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

const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const seed = options.seed ?? 42;
  const host = options.host ?? '127.0.0.1';
  const basePort = options.port ?? 0;
  let day = checkDay(options.day ?? 0);
  const master = buildMasterCatalogue(seed, options.scale ?? 'small');
  const timers = new Set<NodeJS.Timeout>();
  const dayCache = new Map<string, DayListing[]>();

  const defs = options.challengeStore ? [...STORES, CHALLENGED_STORE] : STORES;
  const runtimes: StoreRuntime[] = defs.map((def) => {
    const all = buildStoreListings(def, master, seed);
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
  });
  const byKey = new Map(runtimes.map((r) => [r.def.key, r]));

  /** Today's listings, computed once per (store, day). */
  function today(rt: StoreRuntime): DayListing[] {
    const cacheKey = `${rt.def.key}:${day}`;
    let list = dayCache.get(cacheKey);
    if (!list) {
      list = rt.all.filter((l) => presentOn(l, day)).map((l) => dayState(l, day, seed));
      dayCache.set(cacheKey, list);
    }
    return list;
  }

  function view(rt: StoreRuntime): StoreView {
    let listings = today(rt);
    if (rt.fault === 'empty') listings = [];
    if (rt.fault === 'partial') listings = listings.filter((_, i) => i % PARTIAL_KEEP_EVERY === 0);
    listings = applyContentFault(listings, rt.fault);
    return {
      def: rt.def,
      origin: rt.origin,
      day,
      listings,
      byPath: rt.byPath,
      markupChanged: rt.fault === 'markup-changed',
      omitStock: rt.fault === 'no-stock-field',
    };
  }

  function setDay(n: number) {
    day = checkDay(n);
    dayCache.clear();
  }

  function setFault(key: string, mode: FaultMode | null, opts: { slowMs?: number; rate429Count?: number } = {}) {
    const rt = byKey.get(key);
    if (!rt) throw new Error(`Unknown storefront: ${key}`);
    rt.fault = mode;
    if (opts.slowMs !== undefined) rt.slowMs = opts.slowMs;
    if (opts.rate429Count !== undefined) rt.rate429Count = opts.rate429Count;
    rt.rateLeft = rt.rate429Count;
  }

  function groundTruth(storefrontKey?: string): GroundTruthEntry[] {
    const out: GroundTruthEntry[] = [];
    for (const rt of runtimes) {
      if (storefrontKey && rt.def.key !== storefrontKey) continue;
      for (const d of today(rt)) {
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

  const storefronts: SandboxStorefront[] = runtimes.map((rt) => {
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
  });

  /** /__sandbox/* endpoints, answered by the control server and by every store. */
  function control(url: URL, self: StoreRuntime | null): SandboxResponse {
    const p = url.pathname;
    if (p === '/__sandbox/day') {
      const set = url.searchParams.get('set');
      if (set !== null) {
        try {
          setDay(Number(set));
        } catch (e) {
          return json({ error: (e as Error).message }, 400);
        }
      }
      return json({ day });
    }
    if (p === '/__sandbox/fault') {
      const key = url.searchParams.get('store') ?? self?.def.key;
      const mode = url.searchParams.get('mode') ?? 'none';
      if (!key || !byKey.has(key)) return json({ error: `Unknown store: ${key ?? ''}` }, 400);
      if (mode !== 'none' && !isFaultMode(mode))
        return json({ error: `Unknown mode: ${mode}`, modes: FAULT_MODES }, 400);
      const delay = url.searchParams.get('delayMs');
      const count = url.searchParams.get('count');
      setFault(key, mode === 'none' ? null : mode, {
        slowMs: delay ? Number(delay) : undefined,
        rate429Count: count ? Number(count) : undefined,
      });
      return json({ store: key, fault: mode === 'none' ? null : mode });
    }
    if (p === '/__sandbox/stores') return json(storefronts.map((s) => ({ ...s })));
    if (p === '/__sandbox/ground-truth') return json(groundTruth(url.searchParams.get('store') ?? undefined));
    if (p === '/__sandbox/master') return json(master);
    return json(
      {
        error: 'Unknown control endpoint',
        endpoints: [
          '/__sandbox/day?set=N',
          '/__sandbox/fault?store=KEY&mode=MODE',
          '/__sandbox/stores',
          '/__sandbox/ground-truth?store=KEY',
          '/__sandbox/master',
        ],
      },
      404,
    );
  }

  function send(res: http.ServerResponse, r: SandboxResponse) {
    res.writeHead(r.status, { ...r.headers, 'content-length': Buffer.byteLength(r.body) });
    res.end(r.body);
  }

  function serveStore(rt: StoreRuntime, req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', rt.origin);
    if (url.pathname.startsWith('/__sandbox/')) return send(res, control(url, rt));
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, text('Method Not Allowed', 405, { allow: 'GET, HEAD' }));
    const fault = rt.fault;
    if (url.pathname === '/robots.txt') {
      if (fault === 'robots-disallow') return send(res, text('User-agent: *\nDisallow: /\n'));
      return send(res, handlerOf(rt.def)(view(rt), url));
    }
    if (/^\/images\/\d+\.jpg$/.test(url.pathname)) {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': TINY_JPEG.length });
      return void res.end(TINY_JPEG);
    }
    if (fault === 'challenge') return send(res, challengePage());
    if (fault === 'api-forbidden' && isApiPath(url.pathname)) return send(res, forbiddenPage());
    if (fault === 'error500')
      return send(
        res,
        html(
          '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1></body></html>',
          500,
        ),
      );
    if (fault === 'rate429' && rt.rateLeft > 0) {
      rt.rateLeft--;
      return send(res, text('Too Many Requests', 429, { 'retry-after': '1' }));
    }
    if (fault === 'redirect-private')
      return send(res, {
        status: 302,
        headers: { location: PRIVATE_REDIRECT_TARGET, 'content-type': 'text/html' },
        body: '',
      });
    if (fault === 'redirect-loop') return send(res, loopRedirect(url));
    const respond = () => {
      const r = handlerOf(rt.def)(view(rt), url);
      if (fault === 'oversized' && r.status === 200) return streamOversized(res, r);
      send(res, fault === 'malformed' && r.status === 200 ? garble(r) : r);
    };
    if (fault === 'slow') {
      const t = setTimeout(() => {
        timers.delete(t);
        if (!res.destroyed) respond();
      }, rt.slowMs);
      timers.add(t);
      return;
    }
    respond();
  }

  const controlServer = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (url.pathname.startsWith('/__sandbox/')) return send(res, control(url, null));
    const rows = storefronts
      .map((s) => `<tr><td>${s.name}</td><td>${s.platform}</td><td><a href="${s.url}">${s.url}</a></td></tr>`)
      .join('');
    send(
      res,
      html(
        `<!DOCTYPE html><html><head><title>PerRound retailer sandbox</title></head><body><h1>Retailer sandbox (day ${day})</h1><table>${rows}</table></body></html>`,
      ),
    );
  });

  const listen = (server: http.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
    });

  const servers: http.Server[] = [controlServer];
  let controlUrl = '';
  try {
    const controlPort = await listen(controlServer, basePort);
    controlUrl = `http://${host}:${controlPort}/`;
    for (const [i, rt] of runtimes.entries()) {
      rt.server.on('request', (req, res) => serveStore(rt, req, res));
      servers.push(rt.server);
      const port = await listen(rt.server, basePort ? basePort + 1 + i : 0);
      rt.origin = `http://${host}:${port}`;
      storefronts[i].origin = `${rt.origin}/`;
      storefronts[i].url = rt.origin + ENTRY_PATHS[rt.def.platform];
    }
  } catch (e) {
    await Promise.all(servers.map((s) => closeServer(s)));
    throw e;
  }

  return {
    storefronts,
    controlUrl,
    get day() {
      return day;
    },
    setDay,
    setFault,
    groundTruth,
    masterProducts: () => master,
    listings: (key) => {
      const rt = byKey.get(key);
      if (!rt) throw new Error(`Unknown storefront: ${key}`);
      return today(rt);
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.all(servers.map((s) => closeServer(s)));
    },
  };
}

function checkDay(n: number): number {
  if (!Number.isInteger(n) || n < 0 || n > 100_000) throw new Error('day must be a whole number from 0');
  return n;
}

function closeServer(s: http.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!s.listening) return resolve();
    s.closeAllConnections();
    s.close(() => resolve());
  });
}

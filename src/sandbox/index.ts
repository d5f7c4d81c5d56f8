import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SandboxPlatform } from './catalogue/stores.js';
import { serveControl, serveStore } from './serve.js';
import { SandboxState } from './state.js';
import type { Sandbox, SandboxOptions } from './types.js';

export { CONTENT_FAULTS, FAULT_MODES, PRIVATE_REDIRECT_TARGET, type FaultMode } from './faults.js';
export { HINTERLAND_SELECTORS } from './catalogue/stores.js';
export type { MasterProduct } from './catalogue/types.js';

export type { GroundTruthEntry, Sandbox, SandboxOptions, SandboxStorefront } from './types.js';

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

/**
 * Starts the control server and one server per storefront (free ports unless `port` is given), each serving its
 * platform's pages from the seeded catalogue of the current day.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const state = new SandboxState(options.seed ?? 42, options);
  const { controlUrl, servers } = await listenAll(state, options.host ?? '127.0.0.1', options.port ?? 0);
  return {
    storefronts: state.storefronts,
    controlUrl,
    get day() {
      return state.day;
    },
    setDay: (n) => state.setDay(n),
    setFault: (key, mode, opts) => state.setFault(key, mode, opts),
    groundTruth: (key) => state.groundTruth(key),
    masterProducts: () => state.master,
    listings: (key) => state.today(state.runtime(key)),
    async close() {
      for (const t of state.timers) clearTimeout(t);
      state.timers.clear();
      await Promise.all(servers.map((s) => closeServer(s)));
    },
  };
}

/** Listens on the control port then on each store's, filling in the storefronts' URLs; all or none. */
async function listenAll(state: SandboxState, host: string, basePort: number) {
  const listen = (server: http.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
    });
  const controlServer = http.createServer((req, res) => serveControl(state, req, res));
  const servers: http.Server[] = [controlServer];
  try {
    const controlPort = await listen(controlServer, basePort);
    for (const [i, rt] of state.runtimes.entries()) {
      rt.server.on('request', (req, res) => serveStore(state, rt, req, res));
      servers.push(rt.server);
      const port = await listen(rt.server, basePort ? basePort + 1 + i : 0);
      rt.origin = `http://${host}:${port}`;
      state.storefronts[i].origin = `${rt.origin}/`;
      state.storefronts[i].url = rt.origin + ENTRY_PATHS[rt.def.platform];
    }
    return { controlUrl: `http://${host}:${controlPort}/`, servers };
  } catch (e) {
    await Promise.all(servers.map((s) => closeServer(s)));
    throw e;
  }
}

function closeServer(s: http.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!s.listening) return resolve();
    s.closeAllConnections();
    s.close(() => resolve());
  });
}

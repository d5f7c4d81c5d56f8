import type http from 'node:http';
import type { StoreDef, SandboxPlatform } from './catalogue/stores.js';
import {
  challengePage,
  FAULT_MODES,
  forbiddenPage,
  garble,
  isApiPath,
  isFaultMode,
  loopRedirect,
  PRIVATE_REDIRECT_TARGET,
  streamOversized,
} from './faults.js';
import type { SandboxState, StoreRuntime } from './state.js';
import { handleBigCommerce } from './storefronts/bigcommerce.js';
import { html, json, text } from './storefronts/common.js';
import { handleJsonLd } from './storefronts/jsonld.js';
import { handleLightspeed } from './storefronts/lightspeed.js';
import { handleMagento } from './storefronts/magento.js';
import { handleMagento1 } from './storefronts/magento1.js';
import { handleSelectors } from './storefronts/selectors.js';
import { handleShopify } from './storefronts/shopify.js';
import type { SandboxResponse, StorefrontHandler } from './storefronts/types.js';
import { handleWooCommerce } from './storefronts/woocommerce.js';

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

const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

function send(res: http.ServerResponse, r: SandboxResponse) {
  res.writeHead(r.status, { ...r.headers, 'content-length': Buffer.byteLength(r.body) });
  res.end(r.body);
}

/** /__sandbox/* endpoints, answered by the control server and by every store. */
function control(state: SandboxState, url: URL, self: StoreRuntime | null): SandboxResponse {
  const p = url.pathname;
  if (p === '/__sandbox/day') {
    const set = url.searchParams.get('set');
    if (set !== null) {
      try {
        state.setDay(Number(set));
      } catch (e) {
        return json({ error: (e as Error).message }, 400);
      }
    }
    return json({ day: state.day });
  }
  if (p === '/__sandbox/fault') return setFaultFrom(state, url, self);
  if (p === '/__sandbox/stores') return json(state.storefronts.map((s) => ({ ...s })));
  if (p === '/__sandbox/ground-truth') return json(state.groundTruth(url.searchParams.get('store') ?? undefined));
  if (p === '/__sandbox/master') return json(state.master);
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

/** `/__sandbox/fault?store=KEY&mode=MODE[&delayMs=N][&count=N]` (a store's own control: its key by default). */
function setFaultFrom(state: SandboxState, url: URL, self: StoreRuntime | null): SandboxResponse {
  const key = url.searchParams.get('store') ?? self?.def.key;
  const mode = url.searchParams.get('mode') ?? 'none';
  if (!key || !state.has(key)) return json({ error: `Unknown store: ${key ?? ''}` }, 400);
  if (mode !== 'none' && !isFaultMode(mode)) return json({ error: `Unknown mode: ${mode}`, modes: FAULT_MODES }, 400);
  const delay = url.searchParams.get('delayMs');
  const count = url.searchParams.get('count');
  state.setFault(key, mode === 'none' ? null : mode, {
    slowMs: delay ? Number(delay) : undefined,
    rate429Count: count ? Number(count) : undefined,
  });
  return json({ store: key, fault: mode === 'none' ? null : mode });
}

/** The control server: the /__sandbox endpoints and a page listing the stores. */
export function serveControl(state: SandboxState, req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://sandbox');
  if (url.pathname.startsWith('/__sandbox/')) return send(res, control(state, url, null));
  const rows = state.storefronts
    .map((s) => `<tr><td>${s.name}</td><td>${s.platform}</td><td><a href="${s.url}">${s.url}</a></td></tr>`)
    .join('');
  send(
    res,
    html(
      `<!DOCTYPE html><html><head><title>PerRound retailer sandbox</title></head><body><h1>Retailer sandbox (day ${state.day})</h1><table>${rows}</table></body></html>`,
    ),
  );
}

/** One store: its platform's pages, with the fault switched on (if any) applied. */
export function serveStore(state: SandboxState, rt: StoreRuntime, req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', rt.origin);
  if (url.pathname.startsWith('/__sandbox/')) return send(res, control(state, url, rt));
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return send(res, text('Method Not Allowed', 405, { allow: 'GET, HEAD' }));
  const fault = rt.fault;
  if (url.pathname === '/robots.txt') {
    if (fault === 'robots-disallow') return send(res, text('User-agent: *\nDisallow: /\n'));
    return send(res, handlerOf(rt.def)(state.view(rt), url));
  }
  if (/^\/images\/\d+\.jpg$/.test(url.pathname)) {
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': TINY_JPEG.length });
    return void res.end(TINY_JPEG);
  }
  const failed = faultAnswer(rt, url);
  if (failed) return send(res, failed);
  const respond = () => {
    const r = handlerOf(rt.def)(state.view(rt), url);
    if (fault === 'oversized' && r.status === 200) return streamOversized(res, r);
    send(res, fault === 'malformed' && r.status === 200 ? garble(r) : r);
  };
  if (fault === 'slow') {
    const t = setTimeout(() => {
      state.timers.delete(t);
      if (!res.destroyed) respond();
    }, rt.slowMs);
    state.timers.add(t);
    return;
  }
  respond();
}

/** The answer of a fault that replaces the page altogether (a challenge, an error, a redirect), if one is on. */
function faultAnswer(rt: StoreRuntime, url: URL): SandboxResponse | null {
  const fault = rt.fault;
  if (fault === 'challenge') return challengePage();
  if (fault === 'api-forbidden' && isApiPath(url.pathname)) return forbiddenPage();
  if (fault === 'error500')
    return html(
      '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1></body></html>',
      500,
    );
  if (fault === 'rate429' && rt.rateLeft > 0) {
    rt.rateLeft--;
    return text('Too Many Requests', 429, { 'retry-after': '1' });
  }
  if (fault === 'redirect-private')
    return { status: 302, headers: { location: PRIVATE_REDIRECT_TARGET, 'content-type': 'text/html' }, body: '' };
  if (fault === 'redirect-loop') return loopRedirect(url);
  return null;
}

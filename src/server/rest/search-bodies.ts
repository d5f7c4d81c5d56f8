import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import { searchCacheOf } from '../features/products/search-cache.js';

/** The REST call whose answer is the same for every caller: the public search (SPEC §7 GET /api/products). */
const PUBLIC_SEARCH_PATH = '/api/products';

/**
 * The hot path of the public search over REST: the same URL gets the same bytes until a scrape lands, so the
 * finished body of each URL is kept in the search cache (products/search-cache.ts) and a repeat is answered
 * before the REST adapter runs: no input parsing, no procedure call, no output validation, no serialisation.
 * The first answer of a URL goes through the adapter as usual and its body is kept, unless the data changed
 * while it ran. Every hook of the app (headers, no-store, compression, the request log) still applies.
 */
export function registerSearchBodies(api: FastifyInstance, deps: AppDeps) {
  const pending = new WeakMap<FastifyRequest, { url: string; generation: number }>();
  // callback style on purpose: an async hook that answers early lets Fastify go on to the route while the
  // answer's own onSend hooks still run, and the adapter answers a second time
  api.addHook('onRequest', (req, reply, done) => {
    const cache = searchCacheOf(deps);
    if (!cache || req.method !== 'GET' || pathOf(req.url) !== PUBLIC_SEARCH_PATH) return done();
    const body = cache.body(req.url);
    if (body) return void reply.type('application/json; charset=utf-8').send(body); // done() is not called
    const generation = cache.currentGeneration();
    if (generation !== null) pending.set(req, { url: req.url, generation });
    done();
  });
  // runs before compression (a route-level onSend): the body is still the adapter's JSON text
  api.addHook('onSend', async (req, reply, payload) => {
    const started = pending.get(req);
    if (started && reply.statusCode === 200 && typeof payload === 'string')
      searchCacheOf(deps)?.keepBody(started.url, started.generation, payload);
    return payload;
  });
}

function pathOf(url: string) {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

import pg from 'pg';
import type { ProductListResponse, ProductSearchInput } from '../../../shared/schemas/products.js';
import type { AppDeps } from '../../deps.js';
import { ByteLru } from './byte-lru.js';
import { searchProducts } from './product-search.service.js';

export const SEARCH_CHANGED_CHANNEL = 'perround_search_changed';
/**
 * What one web process may keep: the answers as objects (tRPC) and as REST bodies, counted together. About 500
 * distinct queries (an answer and its body weigh about 30 KB); 16 MB of the web's old-space budget (decision 0360).
 */
export const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;
/**
 * An answer object's heap size over its JSON length: 1.1-1.2 measured on demo answers rebuilt from JSON (keys
 * shared); counted at 2 because the service's objects are built field by field, not parsed.
 */
const OBJECT_BYTES_PER_JSON_BYTE = 2;
const RECONNECT_MS = 2000;

/**
 * Public search answers change only when a scrape (or an admin) changes listings or retailers, and most visitors
 * ask the same few questions, so a web process keeps the answer of each distinct query (the parsed input is the
 * key), and for REST the finished body of each distinct URL, until PostgreSQL says the data changed (NOTIFY from
 * the triggers of migration 20261123170000, delivered after commit). Safety first: while the listening connection
 * is down nothing is cached; an answer computed across a change is not kept (the generation moved while it ran);
 * the least recently used entries go past SEARCH_CACHE_BYTES. Concurrent misses of one query share one search.
 */
export class SearchCache {
  private readonly store: ByteLru<ProductListResponse | Buffer>;
  private readonly running = new Map<string, Promise<ProductListResponse>>();
  private generation = 0;
  private listening = false;
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: AppDeps,
    maxBytes = SEARCH_CACHE_BYTES,
  ) {
    this.store = new ByteLru(maxBytes);
  }

  async start() {
    await this.connect().catch(() => this.scheduleReconnect());
  }

  search(input: ProductSearchInput): Promise<ProductListResponse> {
    if (!this.listening) return searchProducts(this.deps, input);
    const key = `answer ${JSON.stringify(input)}`;
    const hit = this.store.get(key) as ProductListResponse | undefined;
    if (hit) return Promise.resolve(hit);
    const joined = this.running.get(key);
    if (joined) return joined;
    const generation = this.generation;
    const search = searchProducts(this.deps, input)
      .then((answer) => {
        if (this.isCurrent(generation))
          this.store.set(key, answer, JSON.stringify(answer).length * OBJECT_BYTES_PER_JSON_BYTE);
        return answer;
      })
      .finally(() => {
        if (this.running.get(key) === search) this.running.delete(key);
      });
    this.running.set(key, search);
    return search;
  }

  /** The generation a request starts in: a body it produces is kept only if no change landed meanwhile. */
  currentGeneration() {
    return this.listening ? this.generation : null;
  }

  /** The finished JSON body for this exact request URL, when one is kept. */
  body(url: string): Buffer | undefined {
    return this.listening ? (this.store.get(`body ${url}`) as Buffer | undefined) : undefined;
  }

  keepBody(url: string, generation: number | null, body: string) {
    if (generation === null || !this.isCurrent(generation)) return;
    const bytes = Buffer.from(body);
    this.store.set(`body ${url}`, bytes, bytes.length);
  }

  private isCurrent(generation: number) {
    return this.listening && generation === this.generation;
  }

  /** Drops every cached answer (a change was committed, or we may have missed one). */
  invalidate() {
    this.generation += 1;
    this.store.clear();
    // a search started before the change must not answer a request that arrives after it
    this.running.clear();
  }

  async close() {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.listening = false;
    await this.client?.end().catch(() => {});
  }

  private async connect() {
    const client = new pg.Client(this.connectionConfig());
    client.on('notification', () => this.invalidate());
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${SEARCH_CHANGED_CHANNEL}`);
    if (this.closed) return void (await client.end());
    this.client = client;
    this.invalidate();
    this.listening = true;
  }

  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    this.listening = false;
    this.invalidate();
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().catch(() => this.scheduleReconnect());
    }, RECONNECT_MS);
    this.retry.unref();
  }

  /** The settings of the app's own pool (host, credentials, SSL), for one more connection of our own. */
  private connectionConfig(): pg.ClientConfig {
    const { config, options } = this.deps.db as unknown as {
      config: { host: string; port: string; database: string; username: string; password: string | null };
      options: { dialectOptions?: { ssl?: pg.ClientConfig['ssl'] } };
    };
    return {
      host: config.host,
      port: Number(config.port),
      database: config.database,
      user: config.username,
      password: config.password ?? undefined,
      ssl: options.dialectOptions?.ssl,
    };
  }
}

const caches = new WeakMap<AppDeps, SearchCache>();

/** Started by the web app (buildApp); the worker and direct service calls search uncached. */
export async function startSearchCache(deps: AppDeps): Promise<SearchCache> {
  const cache = new SearchCache(deps);
  caches.set(deps, cache);
  await cache.start();
  return cache;
}

/** The public search as the web serves it: through this process's cache when one is running. */
export function searchProductsCached(deps: AppDeps, input: ProductSearchInput): Promise<ProductListResponse> {
  return caches.get(deps)?.search(input) ?? searchProducts(deps, input);
}

/** This process's cache, when the web app started one. */
export function searchCacheOf(deps: AppDeps): SearchCache | undefined {
  return caches.get(deps);
}

/** Drops this process's cached answers (the benchmark's cold runs measure the search itself). */
export function invalidateSearchCache(deps: AppDeps) {
  caches.get(deps)?.invalidate();
}

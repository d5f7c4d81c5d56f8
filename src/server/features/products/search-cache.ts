import pg from 'pg';
import type { ProductListResponse, ProductSearchInput } from '../../../shared/schemas/products.js';
import type { AppDeps } from '../../deps.js';
import { searchProducts } from './product-search.service.js';

export const SEARCH_CHANGED_CHANNEL = 'perround_search_changed';
const MAX_ENTRIES = 256;
const RECONNECT_MS = 2000;

/**
 * Public search answers change only when a scrape (or an admin) changes listings or retailers, and most visitors
 * ask the same few questions, so a web process keeps the answer of each distinct query (the parsed input is the
 * key) until PostgreSQL says the data changed (NOTIFY from the triggers of migration 20261123170000, delivered
 * after commit). Safety first: while the listening connection is down nothing is cached; an answer computed
 * across a change is not kept (the generation moved while it ran); the oldest entry goes past MAX_ENTRIES.
 */
export class SearchCache {
  private readonly entries = new Map<string, ProductListResponse>();
  private generation = 0;
  private listening = false;
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(private readonly deps: AppDeps) {}

  async start() {
    await this.connect().catch(() => this.scheduleReconnect());
  }

  async search(input: ProductSearchInput): Promise<ProductListResponse> {
    if (!this.listening) return searchProducts(this.deps, input);
    const key = JSON.stringify(input);
    const hit = this.entries.get(key);
    if (hit) return hit;
    const generation = this.generation;
    const answer = await searchProducts(this.deps, input);
    if (this.listening && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, answer);
    }
    return answer;
  }

  /** Drops every cached answer (a change was committed, or we may have missed one). */
  invalidate() {
    this.generation += 1;
    this.entries.clear();
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

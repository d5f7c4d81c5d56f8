import { describeBlock, detectBlockPage, isCaptchaRedirect } from './blocked.js';
import { FatalScrapeError, NonRetryableScrapeError, RetryableScrapeError, ScrapeError } from '../errors.js';
import type { FetchResult, Fetcher } from '../types.js';
import { decodeText, decompressBody } from './decode.js';
import { HostGate } from './host-gate.js';
import { ALLOW_ALL, buildRobotsPolicy, type RobotsPolicy } from './robots.js';
import { BLOCK_STATUSES, REDIRECTS, requestOnce, type RawResponse, type RequestLimits } from './request.js';
import { resolveAllowedTarget, type Resolver } from './ssrf.js';

export interface FetcherOptions {
  /** Honest User-Agent naming the site, e.g. `PerRoundBot/1.0 (+https://perround.ca/bot)`. */
  userAgent: string;
  /** Minimum gap between two requests to one origin (ms). Default 1000. */
  minDelayMs?: number;
  /** Permit loopback/private addresses (tests, sandbox). Link-local and metadata addresses stay refused. */
  allowPrivateNetworks?: boolean;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  /** Body cap in bytes, before and after decompression. Default 10 MB. */
  maxBytes?: number;
  /** Extra attempts after the first, for network errors, timeouts, 5xx and 429. Default 3. */
  maxRetries?: number;
  /** Base of the exponential backoff (ms). Default 1000. */
  retryBaseDelayMs?: number;
  /** Longest Retry-After we honour (ms); longer requests wait this long. Default 60 s. */
  maxRetryAfterMs?: number;
  /** Highest Crawl-delay we honour (ms). Default 60 s. */
  maxCrawlDelayMs?: number;
  maxRedirects?: number;
  /** How long a robots.txt stays cached per origin. Default 1 h. */
  robotsTtlMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** DNS resolver (tests). Default: node:dns lookup of all addresses. */
  resolver?: Resolver;
  random?: () => number;
}

export interface PoliteFetcher extends Fetcher {
  /** The robots policy of an origin (fetched once per TTL). */
  robots(origin: string): Promise<RobotsPolicy>;
  /** Requests that reached the network (incl. robots.txt and retries), for logs and tests. */
  readonly stats: { requests: number };
}

interface RobotsEntry {
  policy: RobotsPolicy;
  /** The robots.txt response itself, served to callers asking for /robots.txt (Sitemap lines). */
  result: FetchResult | null;
  status: number;
  expiresAt: number;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,application/json;q=0.9,*/*;q=0.8';

/** A fetcher's settings (options with their defaults) and its state: one gate and one robots entry per origin. */
interface FetcherContext extends RequestLimits {
  minDelayMs: number;
  allowPrivate: boolean;
  maxRetries: number;
  retryBase: number;
  maxRetryAfterMs: number;
  maxCrawlDelayMs: number;
  maxRedirects: number;
  robotsTtlMs: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  resolver: Resolver | undefined;
  gates: Map<string, HostGate>;
  robotsCache: Map<string, Promise<RobotsEntry>>;
  stats: { requests: number };
}

/** A bot-protection page is final for this run: retrying or reading on only hammers the firewall. */
function blockedError(
  res: { status: number; headers: Record<string, string>; body: string },
  url: string,
): FatalScrapeError | null {
  const block = detectBlockPage(res);
  return block ? new FatalScrapeError(describeBlock(block, url), { code: 'blocked', status: res.status, url }) : null;
}

function parseHttpUrl(input: string | URL, base?: URL): URL {
  let u: URL;
  try {
    u = new URL(input, base);
  } catch {
    throw new NonRetryableScrapeError(`Invalid URL: ${String(input).slice(0, 200)}`, { code: 'bad_url' });
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    throw new FatalScrapeError(`Refused non-http(s) URL: ${u.protocol}`, { code: 'ssrf_refused', url: u.href });
  }
  if (u.username || u.password)
    throw new FatalScrapeError('Refused URL with credentials', { code: 'ssrf_refused', url: u.origin });
  u.hash = '';
  return u;
}

/** Retry-After as seconds or an HTTP date → ms from now (null when absent or unparseable). */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

export function createFetcher(options: FetcherOptions): PoliteFetcher {
  const ctx = fetcherContext(options);
  return {
    stats: ctx.stats,
    robots: async (origin) => (await robotsEntry(ctx, origin)).policy,
    get: (input, opts) => getPage(ctx, input, opts?.accept),
  };
}

function fetcherContext(options: FetcherOptions): FetcherContext {
  return {
    userAgent: options.userAgent,
    minDelayMs: options.minDelayMs ?? 1000,
    allowPrivate: options.allowPrivateNetworks ?? false,
    connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
    totalTimeoutMs: options.totalTimeoutMs ?? 30_000,
    maxBytes: options.maxBytes ?? 10 * 1024 * 1024,
    maxRetries: options.maxRetries ?? 3,
    retryBase: options.retryBaseDelayMs ?? 1000,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
    maxCrawlDelayMs: options.maxCrawlDelayMs ?? 60_000,
    maxRedirects: options.maxRedirects ?? 5,
    robotsTtlMs: options.robotsTtlMs ?? 60 * 60 * 1000,
    sleep: options.sleep ?? defaultSleep,
    random: options.random ?? Math.random,
    resolver: options.resolver,
    gates: new Map(),
    robotsCache: new Map(),
    stats: { requests: 0 },
  };
}

/** A page (2xx, not a block page) after redirects, robots rules and retries; /robots.txt comes from the cache. */
async function getPage(ctx: FetcherContext, input: string | URL, accept = DEFAULT_ACCEPT): Promise<FetchResult> {
  const start = parseHttpUrl(input);
  if (start.pathname === '/robots.txt' && !start.search) {
    const entry = await robotsEntry(ctx, start.origin);
    if (entry.result) return entry.result;
    throw new NonRetryableScrapeError(`HTTP ${entry.status} from ${start.href}`, {
      code: 'http_status',
      status: entry.status,
      url: start.href,
    });
  }
  const { url, raw } = await follow(ctx, start, accept, true);
  if (raw.status < 200 || raw.status >= 300) {
    throw new NonRetryableScrapeError(`HTTP ${raw.status} from ${url.href}`, {
      code: 'http_status',
      status: raw.status,
      url: url.href,
    });
  }
  const result = await toFetchResult(ctx, url, raw);
  const blocked = blockedError(result, url.href);
  if (blocked) throw blocked;
  return result;
}

function gateFor(ctx: FetcherContext, origin: string) {
  let g = ctx.gates.get(origin);
  if (!g) {
    g = new HostGate(ctx.minDelayMs, ctx.sleep);
    ctx.gates.set(origin, g);
  }
  return g;
}

function backoffMs(ctx: FetcherContext, attempt: number, retryAfterMs: number | undefined): number {
  if (retryAfterMs !== undefined) return Math.min(retryAfterMs, ctx.maxRetryAfterMs);
  const exp = ctx.retryBase * 2 ** attempt;
  return Math.round(exp / 2 + ctx.random() * exp); // full jitter around the exponential step
}

/**
 * One hop (no redirect following) with retries on transient failures. Each attempt re-resolves and re-checks
 * the address and waits for its turn at the host.
 */
async function hopWithRetries(ctx: FetcherContext, url: URL, accept: string): Promise<RawResponse> {
  const gate = gateFor(ctx, url.origin);
  let lastError: ScrapeError | null = null;
  for (let attempt = 0; attempt <= ctx.maxRetries; attempt++) {
    try {
      const raw = await gate.run(async () => {
        const target = await resolveAllowedTarget(url.hostname, ctx.allowPrivate, url.href, ctx.resolver);
        ctx.stats.requests++;
        return requestOnce(url, target, accept, ctx);
      });
      return await checkHop(ctx, gate, url, raw);
    } catch (e) {
      if (!(e instanceof RetryableScrapeError)) throw e;
      lastError = e;
      if (attempt < ctx.maxRetries) await ctx.sleep(backoffMs(ctx, attempt, e.retryAfterMs));
    }
  }
  const last = lastError!;
  throw new FatalScrapeError(`${last.message} (gave up after ${ctx.maxRetries + 1} attempts)`, {
    code: last.code,
    status: last.status,
    url: last.url,
    cause: last,
  });
}

/** A block page is final; 429 and 5xx are retryable (and a Retry-After holds the whole host back). */
async function checkHop(ctx: FetcherContext, gate: HostGate, url: URL, raw: RawResponse): Promise<RawResponse> {
  if (BLOCK_STATUSES.has(raw.status)) {
    const blocked = blockedError(await toFetchResult(ctx, url, raw), url.href);
    if (blocked) throw blocked;
  }
  if (raw.status === 429 || raw.status >= 500) {
    const retryAfter = parseRetryAfter(raw.headers['retry-after']);
    const wait = retryAfter === null ? undefined : Math.min(retryAfter, ctx.maxRetryAfterMs);
    if (wait !== undefined) gate.pushBack(wait);
    throw new RetryableScrapeError(`HTTP ${raw.status} from ${url.href}`, {
      code: raw.status === 429 ? 'rate_limited' : 'server_error',
      status: raw.status,
      url: url.href,
      retryAfterMs: wait,
    });
  }
  return raw;
}

/** Follows up to maxRedirects hops, checking robots (unless fetching robots.txt itself) on every hop. */
async function follow(
  ctx: FetcherContext,
  start: URL,
  accept: string,
  checkRobots: boolean,
): Promise<{ url: URL; raw: RawResponse }> {
  let url = start;
  for (let hop = 0; ; hop++) {
    if (checkRobots) {
      const policy = (await robotsEntry(ctx, url.origin)).policy;
      if (!policy.isAllowed(`${url.pathname}${url.search}`)) {
        throw new FatalScrapeError(`robots.txt disallows ${url.pathname}${url.search} on ${url.host}`, {
          code: 'robots_disallowed',
          url: url.href,
        });
      }
    }
    const raw = await hopWithRetries(ctx, url, accept);
    if (!REDIRECTS.has(raw.status)) return { url, raw };
    url = redirectTarget(ctx, start, url, raw, hop);
  }
}

/** Where a redirect leads, refusing a missing Location, a captcha page and too many hops. */
function redirectTarget(ctx: FetcherContext, start: URL, url: URL, raw: RawResponse, hop: number): URL {
  const location = raw.headers.location;
  if (!location)
    throw new NonRetryableScrapeError(`HTTP ${raw.status} without Location from ${url.href}`, {
      code: 'http_status',
      status: raw.status,
      url: url.href,
    });
  const captcha = isCaptchaRedirect(location);
  if (captcha)
    throw new FatalScrapeError(describeBlock(captcha, url.href), {
      code: 'blocked',
      status: raw.status,
      url: url.href,
    });
  if (hop >= ctx.maxRedirects)
    throw new FatalScrapeError(`More than ${ctx.maxRedirects} redirects from ${start.href}`, {
      code: 'too_many_redirects',
      url: start.href,
    });
  return parseHttpUrl(location, url);
}

async function toFetchResult(ctx: FetcherContext, url: URL, raw: RawResponse): Promise<FetchResult> {
  const body = await decompressBody(raw.body, raw.headers['content-encoding'], ctx.maxBytes, url.href);
  return {
    url: url.href,
    status: raw.status,
    headers: raw.headers,
    body: decodeText(body, raw.headers['content-type']),
  };
}

async function loadRobots(ctx: FetcherContext, origin: string): Promise<RobotsEntry> {
  const robotsUrl = new URL('/robots.txt', origin);
  const { url, raw } = await follow(ctx, robotsUrl, 'text/plain,*/*;q=0.5', false).catch((e: unknown) => {
    if (
      e instanceof FatalScrapeError &&
      (e.code === 'server_error' || e.code === 'network' || e.code === 'timeout' || e.code === 'rate_limited')
    ) {
      // RFC 9309: an unreachable robots.txt means "assume complete disallow" for now.
      throw new FatalScrapeError(`robots.txt of ${origin} is unreachable (${e.message}); not crawling`, {
        code: 'robots_unavailable',
        url: robotsUrl.href,
        cause: e,
      });
    }
    throw e;
  });
  const expiresAt = Date.now() + ctx.robotsTtlMs;
  if (raw.status >= 200 && raw.status < 300) {
    const result = await toFetchResult(ctx, url, raw);
    const policy = buildRobotsPolicy(result.body, ctx.userAgent);
    if (policy.crawlDelaySeconds !== null) {
      const gate = gateFor(ctx, origin);
      gate.delayMs = Math.max(ctx.minDelayMs, Math.min(policy.crawlDelaySeconds * 1000, ctx.maxCrawlDelayMs));
      gate.pushBack(gate.delayMs); // the robots.txt request itself counts: the first page waits the crawl delay too
    }
    return { policy, result, status: raw.status, expiresAt };
  }
  // 4xx (no robots.txt): everything is allowed.
  return { policy: ALLOW_ALL, result: null, status: raw.status, expiresAt };
}

function robotsEntry(ctx: FetcherContext, origin: string): Promise<RobotsEntry> {
  const cached = ctx.robotsCache.get(origin);
  if (cached) return cached;
  const p = loadRobots(ctx, origin).then(
    (entry) => {
      setTimeout(() => ctx.robotsCache.get(origin) === p && ctx.robotsCache.delete(origin), ctx.robotsTtlMs).unref();
      return entry;
    },
    (e: unknown) => {
      ctx.robotsCache.delete(origin); // do not remember failures: the next run asks again
      throw e;
    },
  );
  ctx.robotsCache.set(origin, p);
  return p;
}

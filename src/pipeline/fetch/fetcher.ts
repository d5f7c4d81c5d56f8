import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { describeBlock, detectBlockPage, isCaptchaRedirect } from './blocked.js';
import { FatalScrapeError, NonRetryableScrapeError, RetryableScrapeError, ScrapeError } from '../errors.js';
import type { FetchResult, Fetcher } from '../types.js';
import { decodeText, decompressBody } from './decode.js';
import { HostGate } from './host-gate.js';
import { ALLOW_ALL, buildRobotsPolicy, type RobotsPolicy } from './robots.js';
import { resolveAllowedTarget, type Resolver, type ResolvedTarget } from './ssrf.js';

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

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface RobotsEntry {
  policy: RobotsPolicy;
  /** The robots.txt response itself, served to callers asking for /robots.txt (Sitemap lines). */
  result: FetchResult | null;
  status: number;
  expiresAt: number;
}

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,application/json;q=0.9,*/*;q=0.8';
/** Error statuses whose body is read anyway: firewalls answer challenges and refusals with these. */
const BLOCK_STATUSES = new Set([401, 403, 429, 503]);

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

function flattenHeaders(h: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

export function createFetcher(options: FetcherOptions): PoliteFetcher {
  const userAgent = options.userAgent;
  const minDelayMs = options.minDelayMs ?? 1000;
  const allowPrivate = options.allowPrivateNetworks ?? false;
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const totalTimeoutMs = options.totalTimeoutMs ?? 30_000;
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const maxRetries = options.maxRetries ?? 3;
  const retryBase = options.retryBaseDelayMs ?? 1000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
  const maxCrawlDelayMs = options.maxCrawlDelayMs ?? 60_000;
  const maxRedirects = options.maxRedirects ?? 5;
  const robotsTtlMs = options.robotsTtlMs ?? 60 * 60 * 1000;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const gates = new Map<string, HostGate>();
  const robotsCache = new Map<string, Promise<RobotsEntry>>();
  const stats = { requests: 0 };

  const gateFor = (origin: string) => {
    let g = gates.get(origin);
    if (!g) {
      g = new HostGate(minDelayMs, sleep);
      gates.set(origin, g);
    }
    return g;
  };

  /** One attempt at one URL: connect to the pre-checked IP, read at most maxBytes, no redirect following. */
  function requestOnce(url: URL, target: ResolvedTarget, accept: string): Promise<RawResponse> {
    return new Promise<RawResponse>((resolve, reject) => {
      const mod = url.protocol === 'https:' ? https : http;
      // Connect to the address we checked, whatever DNS says now (no rebinding between check and connect).
      const pinnedLookup = ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
        if (opts?.all) cb(null, [{ address: target.address, family: target.family }]);
        else cb(null, target.address, target.family);
      }) as unknown as LookupFunction;
      let settled = false;
      const timers: NodeJS.Timeout[] = [];
      const finish = (err: Error | null, value?: RawResponse) => {
        if (settled) return;
        settled = true;
        timers.forEach(clearTimeout);
        if (err) {
          req.destroy();
          reject(err);
        } else resolve(value!);
      };
      stats.requests++;
      const req = mod.request({
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        agent: false,
        lookup: pinnedLookup,
        headers: {
          'user-agent': userAgent,
          accept,
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en-CA,en;q=0.9,fr-CA;q=0.8',
        },
      });
      timers.push(
        setTimeout(
          () =>
            finish(
              new RetryableScrapeError(`Timed out after ${totalTimeoutMs} ms: ${url.href}`, {
                code: 'timeout',
                url: url.href,
              }),
            ),
          totalTimeoutMs,
        ),
      );
      req.on('socket', (socket) => {
        if (!socket.connecting) return;
        const t = setTimeout(
          () => finish(new RetryableScrapeError(couldNotConnect(url), { code: 'timeout', url: url.href })),
          connectTimeoutMs,
        );
        timers.push(t);
        socket.once('connect', () => clearTimeout(t));
      });
      req.on('error', (e: NodeJS.ErrnoException) => {
        finish(new RetryableScrapeError(couldNotConnect(url), { code: 'network', url: url.href, cause: e }));
      });
      req.on('response', (res) => {
        const headers = flattenHeaders(res.headers);
        const status = res.statusCode ?? 0;
        if (REDIRECTS.has(status) || (status >= 400 && !BLOCK_STATUSES.has(status))) {
          // No body needed: drain a little and close.
          res.resume();
          finish(null, { status, headers, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          finish(
            new FatalScrapeError(`Response body larger than ${maxBytes} bytes (Content-Length ${declared})`, {
              code: 'too_large',
              url: url.href,
            }),
          );
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > maxBytes) {
            finish(
              new FatalScrapeError(`Response body larger than ${maxBytes} bytes`, { code: 'too_large', url: url.href }),
            );
            return;
          }
          chunks.push(chunk);
        });
        res.on('error', (e) =>
          finish(
            new RetryableScrapeError(`Response stream failed for ${url.href}`, {
              code: 'network',
              url: url.href,
              cause: e,
            }),
          ),
        );
        res.on('aborted', () =>
          finish(new RetryableScrapeError(`Response aborted for ${url.href}`, { code: 'network', url: url.href })),
        );
        res.on('end', () => finish(null, { status, headers, body: Buffer.concat(chunks) }));
      });
      req.end();
    });
  }

  function backoffMs(attempt: number, retryAfterMs: number | undefined): number {
    if (retryAfterMs !== undefined) return Math.min(retryAfterMs, maxRetryAfterMs);
    const exp = retryBase * 2 ** attempt;
    return Math.round(exp / 2 + random() * exp); // full jitter around the exponential step
  }

  /**
   * One hop (no redirect following) with retries on transient failures. Each attempt re-resolves and re-checks
   * the address and waits for its turn at the host.
   */
  async function hopWithRetries(url: URL, accept: string): Promise<RawResponse> {
    const gate = gateFor(url.origin);
    let lastError: ScrapeError | null = null;
    for (let attempt = 0; attempt <= maxRetries; attempt++) {
      try {
        const raw = await gate.run(async () => {
          const target = await resolveAllowedTarget(url.hostname, allowPrivate, url.href, options.resolver);
          return requestOnce(url, target, accept);
        });
        if (BLOCK_STATUSES.has(raw.status)) {
          const blocked = blockedError(await toFetchResult(url, raw), url.href);
          if (blocked) throw blocked;
        }
        if (raw.status === 429 || raw.status >= 500) {
          const retryAfter = parseRetryAfter(raw.headers['retry-after']);
          const wait = retryAfter === null ? undefined : Math.min(retryAfter, maxRetryAfterMs);
          if (wait !== undefined) gate.pushBack(wait);
          throw new RetryableScrapeError(`HTTP ${raw.status} from ${url.href}`, {
            code: raw.status === 429 ? 'rate_limited' : 'server_error',
            status: raw.status,
            url: url.href,
            retryAfterMs: wait,
          });
        }
        return raw;
      } catch (e) {
        if (!(e instanceof RetryableScrapeError)) throw e;
        lastError = e;
        if (attempt < maxRetries) await sleep(backoffMs(attempt, e.retryAfterMs));
      }
    }
    const last = lastError!;
    throw new FatalScrapeError(`${last.message} (gave up after ${maxRetries + 1} attempts)`, {
      code: last.code,
      status: last.status,
      url: last.url,
      cause: last,
    });
  }

  /** Follows up to maxRedirects hops, checking robots (unless fetching robots.txt itself) on every hop. */
  async function follow(start: URL, accept: string, checkRobots: boolean): Promise<{ url: URL; raw: RawResponse }> {
    let url = start;
    for (let hop = 0; ; hop++) {
      if (checkRobots) {
        const policy = await robots(url.origin);
        if (!policy.isAllowed(`${url.pathname}${url.search}`)) {
          throw new FatalScrapeError(`robots.txt disallows ${url.pathname}${url.search} on ${url.host}`, {
            code: 'robots_disallowed',
            url: url.href,
          });
        }
      }
      const raw = await hopWithRetries(url, accept);
      if (!REDIRECTS.has(raw.status)) return { url, raw };
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
      if (hop >= maxRedirects)
        throw new FatalScrapeError(`More than ${maxRedirects} redirects from ${start.href}`, {
          code: 'too_many_redirects',
          url: start.href,
        });
      url = parseHttpUrl(location, url);
    }
  }

  async function toFetchResult(url: URL, raw: RawResponse): Promise<FetchResult> {
    const body = await decompressBody(raw.body, raw.headers['content-encoding'], maxBytes, url.href);
    return {
      url: url.href,
      status: raw.status,
      headers: raw.headers,
      body: decodeText(body, raw.headers['content-type']),
    };
  }

  async function loadRobots(origin: string): Promise<RobotsEntry> {
    const robotsUrl = new URL('/robots.txt', origin);
    const { url, raw } = await follow(robotsUrl, 'text/plain,*/*;q=0.5', false).catch((e: unknown) => {
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
    const expiresAt = Date.now() + robotsTtlMs;
    if (raw.status >= 200 && raw.status < 300) {
      const result = await toFetchResult(url, raw);
      const policy = buildRobotsPolicy(result.body, userAgent);
      if (policy.crawlDelaySeconds !== null) {
        const gate = gateFor(origin);
        gate.delayMs = Math.max(minDelayMs, Math.min(policy.crawlDelaySeconds * 1000, maxCrawlDelayMs));
        gate.pushBack(gate.delayMs); // the robots.txt request itself counts: the first page waits the crawl delay too
      }
      return { policy, result, status: raw.status, expiresAt };
    }
    // 4xx (no robots.txt): everything is allowed.
    return { policy: ALLOW_ALL, result: null, status: raw.status, expiresAt };
  }

  function robotsEntry(origin: string): Promise<RobotsEntry> {
    const cached = robotsCache.get(origin);
    if (cached) return cached;
    const p = loadRobots(origin).then(
      (entry) => {
        setTimeout(() => robotsCache.get(origin) === p && robotsCache.delete(origin), robotsTtlMs).unref();
        return entry;
      },
      (e: unknown) => {
        robotsCache.delete(origin); // do not remember failures: the next run asks again
        throw e;
      },
    );
    robotsCache.set(origin, p);
    return p;
  }

  async function robots(origin: string): Promise<RobotsPolicy> {
    return (await robotsEntry(origin)).policy;
  }

  return {
    stats,
    robots,
    async get(input, opts) {
      const start = parseHttpUrl(input);
      if (start.pathname === '/robots.txt' && !start.search) {
        const entry = await robotsEntry(start.origin);
        if (entry.result) return entry.result;
        throw new NonRetryableScrapeError(`HTTP ${entry.status} from ${start.href}`, {
          code: 'http_status',
          status: entry.status,
          url: start.href,
        });
      }
      const { url, raw } = await follow(start, opts?.accept ?? DEFAULT_ACCEPT, true);
      if (raw.status < 200 || raw.status >= 300) {
        throw new NonRetryableScrapeError(`HTTP ${raw.status} from ${url.href}`, {
          code: 'http_status',
          status: raw.status,
          url: url.href,
        });
      }
      const result = await toFetchResult(url, raw);
      const blocked = blockedError(result, url.href);
      if (blocked) throw blocked;
      return result;
    },
  };
}

/**
 * One text for a refused, reset, unreachable or silent host: which of them happened (closed port, filtered port,
 * no route) is what a port scan wants to learn, and the admin Test action would otherwise tell it. The cause
 * stays on the error for the server log.
 */
function couldNotConnect(url: URL) {
  return `Could not connect to ${url.host}`;
}

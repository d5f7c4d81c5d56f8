import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { FatalScrapeError, RetryableScrapeError } from '../errors.js';
import type { ResolvedTarget } from './ssrf.js';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** What one request needs to know: who we are, how long to wait, how much to read. */
export interface RequestLimits {
  userAgent: string;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  maxBytes: number;
}

export const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Error statuses whose body is read anyway: firewalls answer challenges and refusals with these. */
export const BLOCK_STATUSES = new Set([401, 403, 429, 503]);

type Finish = (err: Error | null, value?: RawResponse) => void;

/** One attempt at one URL: connect to the pre-checked IP, read at most maxBytes, no redirect following. */
export function requestOnce(url: URL, target: ResolvedTarget, accept: string, limits: RequestLimits) {
  return new Promise<RawResponse>((resolve, reject) => {
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const finish: Finish = (err, value) => {
      if (settled) return;
      settled = true;
      timers.forEach(clearTimeout);
      if (err) {
        req.destroy();
        reject(err);
      } else resolve(value!);
    };
    const req = (url.protocol === 'https:' ? https : http).request({
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      agent: false,
      lookup: pinnedLookup(target),
      headers: {
        'user-agent': limits.userAgent,
        accept,
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en-CA,en;q=0.9,fr-CA;q=0.8',
      },
    });
    watchConnection(req, url, limits, timers, finish);
    req.on('response', (res) => readResponse(res, url, limits.maxBytes, finish));
    req.end();
  });
}

/** Connect to the address we checked, whatever DNS says now (no rebinding between check and connect). */
function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return ((_host: string, opts: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (opts?.all) cb(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  }) as unknown as LookupFunction;
}

/** The total and connect timeouts, and connection errors, as retryable failures. */
function watchConnection(
  req: http.ClientRequest,
  url: URL,
  limits: RequestLimits,
  timers: NodeJS.Timeout[],
  finish: Finish,
) {
  const timedOut = (message: string) => new RetryableScrapeError(message, { code: 'timeout', url: url.href });
  timers.push(
    setTimeout(
      () => finish(timedOut(`Timed out after ${limits.totalTimeoutMs} ms: ${url.href}`)),
      limits.totalTimeoutMs,
    ),
  );
  req.on('socket', (socket) => {
    if (!socket.connecting) return;
    const t = setTimeout(() => finish(timedOut(couldNotConnect(url))), limits.connectTimeoutMs);
    timers.push(t);
    socket.once('connect', () => clearTimeout(t));
  });
  req.on('error', (e: NodeJS.ErrnoException) => {
    finish(new RetryableScrapeError(couldNotConnect(url), { code: 'network', url: url.href, cause: e }));
  });
}

/** Reads the body (capped at maxBytes), or none for redirects and errors that carry nothing we need. */
function readResponse(res: http.IncomingMessage, url: URL, maxBytes: number, finish: Finish) {
  const headers = flattenHeaders(res.headers);
  const status = res.statusCode ?? 0;
  if (REDIRECTS.has(status) || (status >= 400 && !BLOCK_STATUSES.has(status))) {
    // No body needed: drain a little and close.
    res.resume();
    finish(null, { status, headers, body: Buffer.alloc(0) });
    return;
  }
  const tooLarge = (detail: string) =>
    new FatalScrapeError(`Response body larger than ${maxBytes} bytes${detail}`, { code: 'too_large', url: url.href });
  const declared = Number(headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    finish(tooLarge(` (Content-Length ${declared})`));
    return;
  }
  const chunks: Buffer[] = [];
  let received = 0;
  res.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBytes) {
      finish(tooLarge(''));
      return;
    }
    chunks.push(chunk);
  });
  res.on('error', (e) =>
    finish(
      new RetryableScrapeError(`Response stream failed for ${url.href}`, { code: 'network', url: url.href, cause: e }),
    ),
  );
  res.on('aborted', () =>
    finish(new RetryableScrapeError(`Response aborted for ${url.href}`, { code: 'network', url: url.href })),
  );
  res.on('end', () => finish(null, { status, headers, body: Buffer.concat(chunks) }));
}

function flattenHeaders(h: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined) continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

/**
 * One text for a refused, reset, unreachable or silent host: which of them happened (closed port, filtered port,
 * no route) is what a port scan wants to learn, and the admin Test action would otherwise tell it. The cause
 * stays on the error for the server log.
 */
function couldNotConnect(url: URL) {
  return `Could not connect to ${url.host}`;
}

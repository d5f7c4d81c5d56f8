/**
 * Scrape error taxonomy. `kind` tells callers what to do:
 * - retryable: a transient failure of one attempt (network, timeout, 5xx, 429). The fetcher retries these itself;
 *   if one escapes, the run failed but a later retry of the job may succeed.
 * - non_retryable: this URL will not work as asked (404, 403, malformed page, bad selector config). An adapter may
 *   skip a single item (one product page of a sitemap walk); on a listing page it fails the run.
 * - fatal: stop the whole run now and do not hammer the site: robots.txt disallow, SSRF refusal, oversized body,
 *   too many redirects, a bot-protection page (code 'blocked'), or a transient failure that survived every retry.
 */
export type ScrapeErrorKind = 'retryable' | 'non_retryable' | 'fatal';

export type ScrapeErrorCode =
  | 'network'
  | 'timeout'
  | 'server_error'
  | 'rate_limited'
  | 'http_status'
  | 'robots_disallowed'
  | 'robots_unavailable'
  | 'ssrf_refused'
  | 'bad_url'
  | 'too_large'
  | 'too_many_redirects'
  | 'malformed'
  | 'config'
  | 'undetected'
  | 'blocked'
  | 'no_offers'
  | 'unknown';

export interface ScrapeErrorOptions {
  code?: ScrapeErrorCode;
  url?: string;
  status?: number;
  /** Server-requested wait for 429/503 (ms), when given. */
  retryAfterMs?: number;
  cause?: unknown;
}

export abstract class ScrapeError extends Error {
  abstract readonly kind: ScrapeErrorKind;
  readonly code: ScrapeErrorCode;
  readonly url?: string;
  readonly status?: number;
  readonly retryAfterMs?: number;

  constructor(message: string, options: ScrapeErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = options.code ?? 'unknown';
    this.url = options.url;
    this.status = options.status;
    this.retryAfterMs = options.retryAfterMs;
  }
}

export class RetryableScrapeError extends ScrapeError {
  readonly kind = 'retryable' as const;
}

export class NonRetryableScrapeError extends ScrapeError {
  readonly kind = 'non_retryable' as const;
}

export class FatalScrapeError extends ScrapeError {
  readonly kind = 'fatal' as const;
}

/** Node socket/DNS error codes that are worth another attempt. */
const TRANSIENT_NET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EHOSTDOWN',
  'UND_ERR_SOCKET',
  'ERR_STREAM_PREMATURE_CLOSE',
  'HPE_INVALID_CONSTANT',
]);

/** Classifies anything thrown during a scrape. Unknown programming errors are non-retryable (retrying will not fix a bug). */
export function classifyError(e: unknown): ScrapeErrorKind {
  if (e instanceof ScrapeError) return e.kind;
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (TRANSIENT_NET_CODES.has(code)) return 'retryable';
    if (code === 'ENOTFOUND') return 'fatal';
  }
  return 'non_retryable';
}

/** A short, log-safe description of a scrape failure (no stack, no secrets). */
export function describeScrapeError(e: unknown): string {
  if (e instanceof ScrapeError) return e.message;
  if (e instanceof Error) return `${e.name}: ${e.message}`;
  return String(e);
}

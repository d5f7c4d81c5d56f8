import { NonRetryableScrapeError } from '../errors.js';

/** JSON.parse with a scrape error naming the source instead of a bare SyntaxError. */
export function parseJsonBody(body: string | unknown, what: string): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body.replace(/^\uFEFF/, ''));
  } catch {
    throw new NonRetryableScrapeError(`${what} is not valid JSON`, { code: 'malformed' });
  }
}

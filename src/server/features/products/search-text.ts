import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';

export interface TextQuery {
  /** A prefix tsquery ('federal':* & '223':*), or null when the text has no word. */
  tsquery: string | null;
  /** '%fragment%' for the trigram indexes, or null when the text is under 3 characters (no trigram to use). */
  likePattern: string | null;
}

const cache = new Map<string, string | null>();
const CACHE_LIMIT = 500;

/**
 * Turns what a shopper typed into the two halves of the text match. The words are split by PostgreSQL's own
 * parser (to_tsvector 'simple'), the same one that indexes the listings' words (LISTING_SEARCH_DOCUMENT), so '.223', '5.56x45' or
 * 'XM193' tokenise identically on both sides; each word becomes a prefix term so 'fed' finds 'federal'.
 * The whole text, lower-cased and LIKE-escaped, also matches inside titles and SKUs ('m193' in 'XM193').
 */
export async function buildTextQuery(deps: AppDeps, search: string): Promise<TextQuery> {
  const text = search.trim().toLowerCase();
  let tsquery = cache.get(text);
  if (tsquery === undefined) {
    const [row] = await sqlRows<{ q: string | null }>(
      deps.db,
      `SELECT string_agg(quote_literal(lexeme) || ':*', ' & ' ORDER BY lexeme) AS q FROM unnest(to_tsvector('simple', $1))`,
      [text],
    );
    tsquery = row?.q ?? null;
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(text, tsquery);
  }
  const likePattern = text.length >= 3 ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return { tsquery, likePattern };
}

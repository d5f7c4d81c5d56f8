import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { GROUP_ID, PPR_SQL, type BoundFilter } from './search-sql.js';

/** Deeper pages than this are ordered by grouping every match (the walk would read most of them anyway). */
const WALK_MAX_POSITION = 200;
/**
 * Matches walked per product position asked for: a product's offers (one per store, a dozen for a popular box) often
 * sit side by side in price per round, and a narrow search may have fewer products than a page.
 */
const WALK_ROWS_PER_POSITION = 10;
const WALK_MIN_ROWS = 200;

/** Products that may be on the page, from walking the matches: best price per round known, ties not yet broken. */
export interface WalkedCandidates {
  /** Product groups whose position may fall on the page, by rank; ties among them are broken by best price. */
  candidates: Array<{ gid: number; rank: number }>;
  /** How many products come before the first candidate. */
  skipped: number;
  /** The number of products when the walk met every match, else null. */
  total: number | null;
}

interface WalkRow {
  gid: number;
  /** 1 + how many walked products have a lower best price per round (SQL rank(): exact on numeric). */
  rank: number;
  /** Every match of this product with its best price per round, and every tied product, has been walked. */
  complete: boolean;
  walked: number;
}

/**
 * The candidates of a ppr-asc page of products without grouping every match: the matches are walked in price per
 * round order (an index range for a calibre) and the first time a product is met is its best price per round, so the
 * products met first are the cheapest. Exact as the grouped order (best ppr, then best price, then id) once the walk
 * has gone past the page's last price per round (all tied products met); null when it has not, or when a product on
 * the page has no price per round (those are ordered by price): the caller then groups every match.
 */
export async function walkCandidates(
  deps: AppDeps,
  filter: BoundFilter,
  page: { limit: number; offset: number },
): Promise<WalkedCandidates | null> {
  const end = page.offset + page.limit;
  if (end > WALK_MAX_POSITION) return null;
  const rows = Math.max(WALK_MIN_ROWS, end * WALK_ROWS_PER_POSITION);
  const walked = await sqlRows<WalkRow>(
    deps.db,
    `WITH walk AS MATERIALIZED (
       SELECT ${GROUP_ID} AS gid, ${PPR_SQL} AS ppr FROM listings l WHERE ${filter.sql}
       ORDER BY ${PPR_SQL} ASC NULLS LAST, l.id ASC LIMIT ${rows}
     ),
     firsts AS (SELECT gid, min(ppr) AS best_ppr FROM walk GROUP BY gid),
     seen AS (SELECT count(*)::int AS walked, count(*) - count(ppr) AS unknown, max(ppr) AS top FROM walk)
     SELECT f.gid, (rank() OVER (ORDER BY f.best_ppr ASC NULLS LAST))::int AS rank, s.walked,
            f.best_ppr IS NOT NULL AND (s.walked < ${rows} OR s.unknown > 0 OR f.best_ppr < s.top) AS complete
     FROM firsts f CROSS JOIN seen s ORDER BY rank`,
    filter.values,
  );
  const exhausted = (walked[0]?.walked ?? 0) < rows;
  const known = walked.findIndex((row) => !row.complete);
  const usable = known === -1 ? walked : walked.slice(0, known);
  if (usable.length < end && !(exhausted && known === -1)) return null;
  // a tie group (one rank) spans positions rank-1 .. rank-1+size: it is a candidate when that span meets the page
  const size = new Map<number, number>();
  for (const row of usable) size.set(row.rank, (size.get(row.rank) ?? 0) + 1);
  const candidates = usable
    .filter((row) => row.rank - 1 < end && row.rank - 1 + size.get(row.rank)! > page.offset)
    .map(({ gid, rank }) => ({ gid, rank }));
  const skipped = candidates.length ? candidates[0]!.rank - 1 : 0;
  return { candidates, skipped, total: exhausted ? walked.length : null };
}

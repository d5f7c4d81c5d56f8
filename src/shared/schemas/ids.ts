import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (every id column, serial). A bigger id can match nothing. */
export const MAX_DB_INT = 2_147_483_647;

/**
 * A database id from a URL, a query string or a body: a whole number 1..2^31-1, so an out-of-range value is a 400
 * with `message` and never reaches the database (where it would be an "out of range" error, a 500).
 */
export function dbId(message: string) {
  return z.coerce.number(message).int(message).min(1, message).max(MAX_DB_INT, message);
}

/** A positive count stored in an `integer` column (box quantity, grain). */
export function dbCount(message: string) {
  return z.coerce.number(message).int(message).min(1, message).max(1_000_000, message);
}

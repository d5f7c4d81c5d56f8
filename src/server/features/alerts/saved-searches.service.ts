import {
  NO_SEARCH_RULE,
  MAX_SAVED_SEARCHES_PER_USER,
  type CreateSavedSearchInput,
  type SavedSearch,
  type UpdateSavedSearchInput,
} from '../../../shared/schemas/alerts.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../../shared/errors.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { RATE_LIMITS } from '../rate-limit/rate-limit.js';
import { assertMayCreateAlert, type AlertOwner } from './alert-access.js';
import { searchCriteria } from './saved-search-criteria.js';

const COLUMNS = `id, name, query, new_listings AS "newListings",
  target_ppr_cents::float8 AS "targetPricePerRoundCents", back_in_stock AS "backInStock", created_at AS "createdAt"`;

export async function listSavedSearches(deps: AppDeps, userId: number): Promise<SavedSearch[]> {
  return sqlRows<SavedSearch>(
    deps.db,
    `SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
}

/** One of the user's saved searches, or 404 (another user's is not found either). */
export async function getSavedSearch(deps: AppDeps, userId: number, id: number): Promise<SavedSearch> {
  const [row] = await sqlRows<SavedSearch>(
    deps.db,
    `SELECT ${COLUMNS} FROM saved_searches WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  if (!row) throw new NotFoundError('Saved search not found');
  return row;
}

export async function createSavedSearch(
  deps: AppDeps,
  user: AlertOwner,
  input: CreateSavedSearchInput,
): Promise<SavedSearch> {
  await assertMayCreateAlert(deps, user, RATE_LIMITS.createSavedSearchAccount);
  const criteria = await searchCriteria(deps, input.query);
  const [count] = await sqlRows<{ n: number }>(
    deps.db,
    'SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1',
    [user.id],
  );
  if ((count?.n ?? 0) >= MAX_SAVED_SEARCHES_PER_USER)
    throw new ConflictError(`You can save at most ${MAX_SAVED_SEARCHES_PER_USER} searches`);
  const [row] = await sqlRows<SavedSearch>(
    deps.db,
    `INSERT INTO saved_searches (user_id, name, query, criteria, new_listings, target_ppr_cents, back_in_stock)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7) RETURNING ${COLUMNS}`,
    [
      user.id,
      input.name,
      input.query,
      JSON.stringify(criteria),
      input.newListings ?? false,
      input.targetPricePerRoundCents ?? null,
      input.backInStock ?? false,
    ],
  );
  return row!;
}

/** Changes the fields sent (a new query is parsed again); the alert must keep one rule on. */
export async function updateSavedSearch(
  deps: AppDeps,
  userId: number,
  input: UpdateSavedSearchInput,
): Promise<SavedSearch> {
  const current = await getSavedSearch(deps, userId, input.id);
  const next = {
    name: input.name ?? current.name,
    query: input.query ?? current.query,
    newListings: input.newListings ?? current.newListings,
    targetPricePerRoundCents:
      input.targetPricePerRoundCents === undefined ? current.targetPricePerRoundCents : input.targetPricePerRoundCents,
    backInStock: input.backInStock ?? current.backInStock,
  };
  if (!next.newListings && next.targetPricePerRoundCents === null && !next.backInStock)
    throw new BadRequestError(NO_SEARCH_RULE);
  const criteria = await searchCriteria(deps, next.query);
  const [row] = await sqlRows<SavedSearch>(
    deps.db,
    `UPDATE saved_searches SET name = $3, query = $4, criteria = $5::jsonb, new_listings = $6, target_ppr_cents = $7,
       back_in_stock = $8, updated_at = now()
     WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [
      input.id,
      userId,
      next.name,
      next.query,
      JSON.stringify(criteria),
      next.newListings,
      next.targetPricePerRoundCents,
      next.backInStock,
    ],
  );
  if (!row) throw new NotFoundError('Saved search not found');
  return row;
}

export async function deleteSavedSearch(deps: AppDeps, userId: number, id: number): Promise<{ ok: true }> {
  const rows = await sqlRows<{ id: number }>(
    deps.db,
    'DELETE FROM saved_searches WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  if (!rows.length) throw new NotFoundError('Saved search not found');
  return { ok: true };
}

import {
  NO_WATCH_RULE,
  MAX_WATCHES_PER_USER,
  type CreateWatchInput,
  type UpdateWatchInput,
  type Watch,
  type WatchRule,
} from '../../../shared/schemas/alerts.js';
import { BadRequestError, ConflictError, NotFoundError } from '../../../shared/errors.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import { RATE_LIMITS } from '../rate-limit/rate-limit.js';
import { assertMayCreateAlert, type AlertOwner } from './alert-access.js';

export const WATCH_COLUMNS = `w.id, w.product_id AS "productId", p.name AS "productName",
  w.target_ppr_cents::float8 AS "targetPricePerRoundCents", w.target_price_cents AS "targetPriceCents",
  w.drop_percent AS "dropPercent", w.any_drop AS "anyDrop", w.back_in_stock AS "backInStock",
  w.created_at AS "createdAt"`;

function ruleOf(input: Partial<WatchRule>, current?: WatchRule): WatchRule {
  const pick = <K extends keyof WatchRule>(key: K, off: WatchRule[K]): WatchRule[K] =>
    input[key] !== undefined ? (input[key] ?? off) : (current?.[key] ?? off);
  const rule = {
    targetPricePerRoundCents: pick('targetPricePerRoundCents', null),
    targetPriceCents: pick('targetPriceCents', null),
    dropPercent: pick('dropPercent', null),
    anyDrop: pick('anyDrop', false),
    backInStock: pick('backInStock', false),
  };
  const on =
    rule.targetPricePerRoundCents !== null ||
    rule.targetPriceCents !== null ||
    rule.dropPercent !== null ||
    rule.anyDrop ||
    rule.backInStock;
  if (!on) throw new BadRequestError(NO_WATCH_RULE);
  return rule;
}

/** One of the user's watches, or 404 (another user's watch is not found either: its id reveals nothing). */
export async function getWatch(deps: AppDeps, userId: number, id: number): Promise<Watch> {
  const [watch] = await sqlRows<Watch>(
    deps.db,
    `SELECT ${WATCH_COLUMNS} FROM watches w JOIN products p ON p.id = w.product_id WHERE w.id = $1 AND w.user_id = $2`,
    [id, userId],
  );
  if (!watch) throw new NotFoundError('Watch not found');
  return watch;
}

/** Watches a canonical product; watching it again replaces the rule (the sign-up intent may be replayed). */
export async function createWatch(deps: AppDeps, user: AlertOwner, input: CreateWatchInput): Promise<Watch> {
  await assertMayCreateAlert(deps, user, RATE_LIMITS.createWatchAccount);
  const rule = ruleOf(input);
  const [product] = await sqlRows<{ id: number }>(deps.db, 'SELECT id FROM products WHERE id = $1', [input.productId]);
  if (!product) throw new NotFoundError('Product not found');
  const [count] = await sqlRows<{ n: number }>(
    deps.db,
    'SELECT count(*)::int AS n FROM watches WHERE user_id = $1 AND product_id <> $2',
    [user.id, input.productId],
  );
  if ((count?.n ?? 0) >= MAX_WATCHES_PER_USER)
    throw new ConflictError(`You can watch at most ${MAX_WATCHES_PER_USER} products`);
  const [row] = await sqlRows<{ id: number }>(
    deps.db,
    `INSERT INTO watches (user_id, product_id, target_ppr_cents, target_price_cents, drop_percent, any_drop, back_in_stock)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, product_id) DO UPDATE SET target_ppr_cents = EXCLUDED.target_ppr_cents,
       target_price_cents = EXCLUDED.target_price_cents, drop_percent = EXCLUDED.drop_percent,
       any_drop = EXCLUDED.any_drop, back_in_stock = EXCLUDED.back_in_stock, updated_at = now()
     RETURNING id`,
    [user.id, input.productId, ...ruleValues(rule)],
  );
  return getWatch(deps, user.id, row!.id);
}

function ruleValues(rule: WatchRule) {
  return [rule.targetPricePerRoundCents, rule.targetPriceCents, rule.dropPercent, rule.anyDrop, rule.backInStock];
}

/** Changes the fields sent; the rule must keep one alert on. */
export async function updateWatch(deps: AppDeps, userId: number, input: UpdateWatchInput): Promise<Watch> {
  const current = await getWatch(deps, userId, input.id);
  const rule = ruleOf(input, current);
  await sqlRows(
    deps.db,
    `UPDATE watches SET target_ppr_cents = $3, target_price_cents = $4, drop_percent = $5, any_drop = $6,
       back_in_stock = $7, updated_at = now()
     WHERE id = $1 AND user_id = $2 RETURNING id`,
    [input.id, userId, ...ruleValues(rule)],
  );
  return getWatch(deps, userId, input.id);
}

export async function deleteWatch(deps: AppDeps, userId: number, id: number): Promise<{ ok: true }> {
  const rows = await sqlRows<{ id: number }>(
    deps.db,
    'DELETE FROM watches WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  if (!rows.length) throw new NotFoundError('Watch not found');
  return { ok: true };
}

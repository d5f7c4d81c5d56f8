import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';
import type { UnsubscribeTarget } from './unsubscribe-token.js';

/** What the confirmation page names: the watched product, the saved search, or every alert. */
export async function describeTarget(deps: AppDeps, target: UnsubscribeTarget): Promise<string | null> {
  if (target.kind === 'all') return 'all PerRound alerts';
  const [row] = await sqlRows<{ name: string }>(
    deps.db,
    target.kind === 'watch'
      ? `SELECT 'alerts for ' || p.name AS name FROM watches w JOIN products p ON p.id = w.product_id
         WHERE w.id = $1 AND w.user_id = $2`
      : `SELECT 'alerts for your saved search "' || name || '"' AS name FROM saved_searches WHERE id = $1 AND user_id = $2`,
    [target.id, target.userId],
  );
  return row?.name ?? null;
}

/**
 * Stops what the link names: a watch or a saved search is deleted (its alert is all it is), 'all' pauses every
 * alert (the settings page can resume them). Idempotent: a second click finds nothing left to stop.
 */
export async function unsubscribe(deps: AppDeps, target: UnsubscribeTarget): Promise<void> {
  if (target.kind === 'all') {
    await sqlRows(
      deps.db,
      `INSERT INTO alert_settings (user_id, paused) SELECT id, true FROM users WHERE id = $1
       ON CONFLICT (user_id) DO UPDATE SET paused = true, updated_at = now()`,
      [target.userId],
    );
    return;
  }
  const table = target.kind === 'watch' ? 'watches' : 'saved_searches';
  await sqlRows(deps.db, `DELETE FROM ${table} WHERE id = $1 AND user_id = $2`, [target.id, target.userId]);
}

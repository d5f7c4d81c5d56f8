import { DEFAULT_DAILY_CAP, type AlertSettings } from '../../../shared/schemas/alerts.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';

export const DEFAULT_ALERT_SETTINGS: AlertSettings = { mode: 'instant', dailyCap: DEFAULT_DAILY_CAP, paused: false };

/** A user's alert settings (the defaults until they save some). */
export async function getAlertSettings(deps: AppDeps, userId: number): Promise<AlertSettings> {
  const [row] = await sqlRows<AlertSettings>(
    deps.db,
    'SELECT mode, daily_cap AS "dailyCap", paused FROM alert_settings WHERE user_id = $1',
    [userId],
  );
  return row ?? DEFAULT_ALERT_SETTINGS;
}

export async function putAlertSettings(deps: AppDeps, userId: number, input: AlertSettings): Promise<AlertSettings> {
  const [row] = await sqlRows<AlertSettings>(
    deps.db,
    `INSERT INTO alert_settings (user_id, mode, daily_cap, paused) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET mode = EXCLUDED.mode, daily_cap = EXCLUDED.daily_cap,
       paused = EXCLUDED.paused, updated_at = now()
     RETURNING mode, daily_cap AS "dailyCap", paused`,
    [userId, input.mode, input.dailyCap, input.paused],
  );
  return row!;
}

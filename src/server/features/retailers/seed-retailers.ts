import type { AppDeps } from '../../deps.js';
import { sqlRows } from '../../../db/sql.js';
import { RETAILER_REGISTRY, type RegistryRetailer } from './retailer-registry.data.js';

/**
 * Seeds the real retailer registry (SEED_RETAILERS, on by default) at start-up: inserts the retailers that are
 * missing BY NAME (case-insensitive) and never touches an existing row, so an admin's edits — url, interval,
 * deactivation — survive every restart. Each name is seeded once (retailer_seed_history): a retailer the admin
 * deleted stays deleted.
 */
export async function seedRetailers(deps: AppDeps, registry: RegistryRetailer[] = RETAILER_REGISTRY): Promise<number> {
  if (!deps.env.SEED_RETAILERS) return 0;
  const inserted = await sqlRows<{ id: number }>(
    deps.db,
    `WITH registry AS (
       SELECT x.* FROM jsonb_to_recordset($1::jsonb) AS x(name text, url text, province text, platform text)
     ),
     fresh AS (
       INSERT INTO retailer_seed_history (name_key) SELECT lower(name) FROM registry
       ON CONFLICT (name_key) DO NOTHING RETURNING name_key
     )
     INSERT INTO retailers (name, url, province, platform, scrape_interval_hours, is_active)
     SELECT r.name, r.url, r.province, r.platform, 4, true
     FROM registry r JOIN fresh f ON f.name_key = lower(r.name)
     ORDER BY r.name
     ON CONFLICT ((lower(name))) DO NOTHING
     RETURNING id`,
    [JSON.stringify(registry)],
  );
  if (inserted.length)
    deps.log.info(`retailers: seeded ${inserted.length} retailer${inserted.length === 1 ? '' : 's'} of the registry`);
  return inserted.length;
}

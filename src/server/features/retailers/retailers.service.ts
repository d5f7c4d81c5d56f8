import { ERROR_THRESHOLD, STATUS_CARD_RETAILER_LIMIT } from '../../../shared/constants.js';
import type { RetailerPublic, RetailerStatus } from '../../../shared/schemas/retailers.js';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';

/** Active retailers for the Retailer select (SPEC §7: only active, sorted by name). */
export async function listPublicRetailers(deps: AppDeps): Promise<RetailerPublic[]> {
  return sqlRows<RetailerPublic>(
    deps.db,
    `SELECT id, name, url, is_active AS "isActive" FROM retailers WHERE is_active ORDER BY lower(name), id`,
  );
}

/**
 * The public retailer status card (SPEC §2, §4): up to 10 active retailers with at most 3 consecutive errors,
 * most recently scraped first (never-scraped last), and how many retailers are active in all. nextScrapeAt is
 * the retailer's own schedule (last scrape + its interval), not a fixed 4-hour boundary: see
 * docs/decisions/0017-public-history-and-changes.md.
 */
export async function getRetailerStatus(deps: AppDeps): Promise<{ retailers: RetailerStatus[]; totalActive: number }> {
  const [retailers, counted] = await Promise.all([
    sqlRows<RetailerStatus>(
      deps.db,
      `SELECT id, name, url, is_active AS "isActive", error_count AS "errorCount", last_scrape_at AS "lastScrapeAt",
              scrape_interval_hours AS "scrapeIntervalHours",
              last_scrape_at + make_interval(hours => scrape_interval_hours) AS "nextScrapeAt"
       FROM retailers
       WHERE is_active AND error_count <= $1
       ORDER BY last_scrape_at DESC NULLS LAST, lower(name), id
       LIMIT $2`,
      [ERROR_THRESHOLD, STATUS_CARD_RETAILER_LIMIT],
    ),
    sqlRows<{ total: number }>(deps.db, `SELECT count(*)::int AS total FROM retailers WHERE is_active`),
  ]);
  return { retailers, totalActive: counted[0]?.total ?? 0 };
}

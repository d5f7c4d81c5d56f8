import { QueryTypes } from 'sequelize';
import { ERROR_THRESHOLD, STATUS_CARD_RETAILER_LIMIT } from '../../../shared/constants.js';
import type { RetailerPublic, RetailerStatus } from '../../../shared/schemas/retailers.js';
import type { AppDeps } from '../../deps.js';

/** Active retailers for the Retailer select (SPEC §7: only active, sorted by name). */
export async function listPublicRetailers(deps: AppDeps): Promise<RetailerPublic[]> {
  return deps.db.query<RetailerPublic>(
    `SELECT id, name, url, is_active AS "isActive" FROM retailers WHERE is_active ORDER BY lower(name), id`,
    { type: QueryTypes.SELECT },
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
    deps.db.query<RetailerStatus>(
      `SELECT id, name, url, is_active AS "isActive", error_count AS "errorCount", last_scrape_at AS "lastScrapeAt",
              scrape_interval_hours AS "scrapeIntervalHours",
              last_scrape_at + make_interval(hours => scrape_interval_hours) AS "nextScrapeAt"
       FROM retailers
       WHERE is_active AND error_count <= $threshold
       ORDER BY last_scrape_at DESC NULLS LAST, lower(name), id
       LIMIT $limit`,
      { bind: { threshold: ERROR_THRESHOLD, limit: STATUS_CARD_RETAILER_LIMIT }, type: QueryTypes.SELECT },
    ),
    deps.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM retailers WHERE is_active`, {
      type: QueryTypes.SELECT,
    }),
  ]);
  return { retailers, totalActive: counted[0]?.total ?? 0 };
}

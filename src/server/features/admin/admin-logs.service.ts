import type { WhereOptions } from 'sequelize';
import type { AdminScrapeLog, ScrapeLogsQuery } from '../../../shared/schemas/admin.js';
import type { Retailer, ScrapeLog } from '../../../db/models/index.js';
import type { Db } from '../../../db/sequelize.js';

/** The latest scrape runs, newest first, with the retailer's name; optionally one retailer and/or one status. */
export async function listScrapeLogs(db: Db, query: ScrapeLogsQuery): Promise<AdminScrapeLog[]> {
  const { Retailer, ScrapeLog } = db.models;
  const where: WhereOptions<ScrapeLog> = {};
  if (query.retailerId !== undefined) Object.assign(where, { retailerId: query.retailerId });
  if (query.status !== undefined) Object.assign(where, { status: query.status });
  const logs = await ScrapeLog.findAll({
    where,
    include: [{ model: Retailer, as: 'retailer', attributes: ['id', 'name'] }],
    order: [
      ['startedAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: query.limit,
  });
  return logs.map((log) => {
    const retailer = (log as ScrapeLog & { retailer?: Retailer }).retailer;
    return {
      id: log.id,
      retailerId: log.retailerId,
      startedAt: log.startedAt,
      finishedAt: log.finishedAt ?? null,
      status: log.status,
      trigger: log.trigger,
      message: log.message ?? null,
      productsUpdated: log.productsUpdated,
      pagesFetched: log.pagesFetched,
      offersFound: log.offersFound,
      retailer: { id: log.retailerId, name: retailer?.name ?? '' },
    };
  });
}

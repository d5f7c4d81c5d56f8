import { QueryTypes, type Transaction } from 'sequelize';
import type { Db as IDatabase } from 'pg-boss';
import type { Db } from './sequelize.js';

/** pg-boss statements run on the caller's transaction, so the job and the caller's writes commit (or not) together. */
export function onTransaction(deps: { db: Db }, t: Transaction): IDatabase {
  return {
    executeSql: async (text, values) => ({
      rows: await deps.db.query(text, { bind: values ?? [], transaction: t, type: QueryTypes.SELECT, raw: true }),
    }),
  };
}

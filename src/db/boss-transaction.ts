import type { Transaction } from 'sequelize';
import type { Db as IDatabase } from 'pg-boss';
import type { Db } from './sequelize.js';
import { sqlRows } from './sql.js';

/** pg-boss statements run on the caller's transaction, so the job and the caller's writes commit (or not) together. */
export function onTransaction(deps: { db: Db }, t: Transaction): IDatabase {
  return {
    executeSql: async (text, values) => ({
      rows: await sqlRows(deps.db, text, values ?? [], t),
    }),
  };
}

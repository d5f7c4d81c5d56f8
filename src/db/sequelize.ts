import { Sequelize } from 'sequelize';
import pg from 'pg';
import { defineModels, type Models } from './models/index.js';
import { BACKGROUND_TIMEOUTS, poolTimeouts, type PoolTimeouts } from './timeouts.js';

// Postgres bigint (COUNT(*), bigserial) and numeric come back as strings by default; counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * A Sequelize connection whose `models` are typed: the classes bound to this connection (defineModels). Reach a
 * model only through the handle you were given (`deps.db.models.User`), never through a shared class.
 */
export type Db = Omit<Sequelize, 'models'> & { readonly models: Models };

/** Creates the Sequelize instance with every model bound to it. The schema is owned by migrations (never sync). */
export function createSequelize(
  databaseUrl: string,
  options: { poolMax?: number; logging?: boolean; timeouts?: PoolTimeouts } = {},
): Db {
  const timeouts = options.timeouts ?? BACKGROUND_TIMEOUTS;
  const sequelize = new Sequelize(databaseUrl, {
    dialect: 'postgres',
    dialectModule: pg,
    logging: options.logging ? console.log : false,
    pool: { max: options.poolMax ?? 10, min: 0, idle: 10_000, acquire: timeouts.acquireMs },
    dialectOptions: poolTimeouts(timeouts),
    define: { underscored: true, timestamps: true },
  });
  defineModels(sequelize);
  // sequelize.models now holds exactly the classes defineModels registered under these names
  return sequelize as Omit<Sequelize, 'models'> as Db;
}

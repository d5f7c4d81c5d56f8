import { Sequelize } from 'sequelize';
import pg from 'pg';
import { initModels } from './models/index.js';
import { BACKGROUND_TIMEOUTS, poolTimeouts, type PoolTimeouts } from './timeouts.js';

// Postgres bigint (COUNT(*), bigserial) and numeric come back as strings by default; counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/** Creates the Sequelize instance with every model initialised. The schema is owned by migrations (never sync). */
export function createSequelize(
  databaseUrl: string,
  options: { poolMax?: number; logging?: boolean; timeouts?: PoolTimeouts } = {},
) {
  const timeouts = options.timeouts ?? BACKGROUND_TIMEOUTS;
  const sequelize = new Sequelize(databaseUrl, {
    dialect: 'postgres',
    dialectModule: pg,
    logging: options.logging ? console.log : false,
    pool: { max: options.poolMax ?? 10, min: 0, idle: 10_000, acquire: timeouts.acquireMs },
    dialectOptions: poolTimeouts(timeouts),
    define: { underscored: true, timestamps: true },
  });
  initModels(sequelize);
  return sequelize;
}

export type Db = Sequelize;

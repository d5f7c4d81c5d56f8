import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

export abstract class ScrapeLog extends Model<InferAttributes<ScrapeLog>, InferCreationAttributes<ScrapeLog>> {
  declare id: CreationOptional<number>;
  declare retailerId: number;
  declare jobId: CreationOptional<string | null>;
  declare trigger: CreationOptional<string>;
  declare startedAt: CreationOptional<Date>;
  declare finishedAt: CreationOptional<Date | null>;
  declare status: CreationOptional<string>;
  declare message: CreationOptional<string | null>;
  declare productsUpdated: CreationOptional<number>;
  declare pagesFetched: CreationOptional<number>;
  declare offersFound: CreationOptional<number>;
  /** The anomaly guard's numbers for an ingested run (GuardNumbers). */
  declare guard: CreationOptional<Record<string, unknown> | null>;
  /** The anomaly guard refused the run; rejectedOffers holds its raw offers until an admin accepts it. */
  declare rejected: CreationOptional<boolean>;
  declare rejectedOffers: CreationOptional<unknown[] | null>;
  declare acceptedAt: CreationOptional<Date | null>;
  declare acceptedBy: CreationOptional<number | null>;
}

/** ScrapeLog bound to one connection (see defineModels). */
export function defineScrapeLog(sequelize: Sequelize): ModelStatic<ScrapeLog> {
  class BoundScrapeLog extends ScrapeLog {}
  BoundScrapeLog.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      retailerId: { type: DataTypes.INTEGER, allowNull: false },
      jobId: DataTypes.TEXT,
      trigger: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'schedule' },
      startedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      finishedAt: DataTypes.DATE,
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'started' },
      message: DataTypes.TEXT,
      productsUpdated: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      pagesFetched: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      offersFound: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      guard: DataTypes.JSONB,
      rejected: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      rejectedOffers: DataTypes.JSONB,
      acceptedAt: DataTypes.DATE,
      acceptedBy: DataTypes.INTEGER,
    },
    { sequelize, modelName: 'ScrapeLog', tableName: 'scrape_logs', timestamps: false },
  );
  return BoundScrapeLog;
}

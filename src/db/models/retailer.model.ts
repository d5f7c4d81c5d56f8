import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

export abstract class Retailer extends Model<InferAttributes<Retailer>, InferCreationAttributes<Retailer>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare url: string;
  declare province: CreationOptional<string | null>;
  declare platform: CreationOptional<string>;
  declare detectedPlatform: CreationOptional<string | null>;
  declare selector: CreationOptional<Record<string, string> | null>;
  declare scrapeIntervalHours: CreationOptional<number>;
  declare isActive: CreationOptional<boolean>;
  declare errorCount: CreationOptional<number>;
  declare lastScrapeAt: CreationOptional<Date | null>;
  declare lastSuccessAt: CreationOptional<Date | null>;
  declare successRate: CreationOptional<string | null>;
  declare inStockProductCount: CreationOptional<number>;
  declare usualListingCount: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** Retailer bound to one connection (see defineModels). */
export function defineRetailer(sequelize: Sequelize): ModelStatic<Retailer> {
  class BoundRetailer extends Retailer {}
  BoundRetailer.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      name: { type: DataTypes.TEXT, allowNull: false },
      url: { type: DataTypes.TEXT, allowNull: false },
      province: DataTypes.TEXT,
      platform: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'auto' },
      detectedPlatform: DataTypes.TEXT,
      selector: DataTypes.JSONB,
      scrapeIntervalHours: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 4 },
      isActive: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      errorCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lastScrapeAt: DataTypes.DATE,
      lastSuccessAt: DataTypes.DATE,
      successRate: DataTypes.DECIMAL(5, 2),
      inStockProductCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      usualListingCount: DataTypes.INTEGER,
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, modelName: 'Retailer', tableName: 'retailers' },
  );
  return BoundRetailer;
}

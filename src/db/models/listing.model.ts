import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

/** One retailer's offer. The classification columns hold the automatic result with admin overrides applied. */
export abstract class Listing extends Model<InferAttributes<Listing>, InferCreationAttributes<Listing>> {
  declare id: CreationOptional<number>;
  declare retailerId: number;
  declare productId: CreationOptional<number | null>;
  declare canonicalKey: string;
  declare sku: CreationOptional<string | null>;
  declare gtin: CreationOptional<string | null>;
  declare title: string;
  declare url: CreationOptional<string | null>;
  declare imageUrl: CreationOptional<string | null>;
  declare vendor: CreationOptional<string | null>;
  declare hints: CreationOptional<Record<string, unknown>>;
  declare priceCents: number;
  declare stockStatus: CreationOptional<string>;
  declare productType: CreationOptional<string | null>;
  declare calibre: CreationOptional<string | null>;
  declare manufacturer: CreationOptional<string | null>;
  declare boxQuantity: CreationOptional<number | null>;
  declare grain: CreationOptional<number | null>;
  declare casing: CreationOptional<string | null>;
  declare bulletType: CreationOptional<string | null>;
  declare condition: CreationOptional<string | null>;
  declare accessoryCategory: CreationOptional<string | null>;
  declare autoClassification: CreationOptional<Record<string, unknown>>;
  declare overrides: CreationOptional<Record<string, unknown>>;
  declare firstSeenAt: CreationOptional<Date>;
  declare lastSeenAt: CreationOptional<Date>;
  declare missedRuns: CreationOptional<number>;
  declare isGone: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** Listing bound to one connection (see defineModels). */
export function defineListing(sequelize: Sequelize): ModelStatic<Listing> {
  class BoundListing extends Listing {}
  BoundListing.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      retailerId: { type: DataTypes.INTEGER, allowNull: false },
      productId: DataTypes.INTEGER,
      canonicalKey: { type: DataTypes.TEXT, allowNull: false },
      sku: DataTypes.TEXT,
      gtin: DataTypes.TEXT,
      title: { type: DataTypes.TEXT, allowNull: false },
      url: DataTypes.TEXT,
      imageUrl: DataTypes.TEXT,
      vendor: DataTypes.TEXT,
      hints: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
      priceCents: { type: DataTypes.INTEGER, allowNull: false },
      stockStatus: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'unknown' },
      productType: DataTypes.TEXT,
      calibre: DataTypes.TEXT,
      manufacturer: DataTypes.TEXT,
      boxQuantity: DataTypes.INTEGER,
      grain: DataTypes.INTEGER,
      casing: DataTypes.TEXT,
      bulletType: DataTypes.TEXT,
      condition: DataTypes.TEXT,
      accessoryCategory: DataTypes.TEXT,
      autoClassification: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
      overrides: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
      firstSeenAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      lastSeenAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
      missedRuns: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      isGone: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, modelName: 'Listing', tableName: 'listings' },
  );
  return BoundListing;
}

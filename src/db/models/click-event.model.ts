import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

export abstract class ClickEvent extends Model<InferAttributes<ClickEvent>, InferCreationAttributes<ClickEvent>> {
  declare id: CreationOptional<number>;
  declare kind: 'watch' | 'outbound';
  declare userId: CreationOptional<number | null>;
  declare listingId: CreationOptional<number | null>;
  declare productId: CreationOptional<number | null>;
  declare productName: CreationOptional<string | null>;
  declare retailerName: CreationOptional<string | null>;
  declare priceCents: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;
}

/** ClickEvent bound to one connection (see defineModels). */
export function defineClickEvent(sequelize: Sequelize): ModelStatic<ClickEvent> {
  class BoundClickEvent extends ClickEvent {}
  BoundClickEvent.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      kind: { type: DataTypes.TEXT, allowNull: false },
      userId: DataTypes.INTEGER,
      listingId: DataTypes.INTEGER,
      productId: DataTypes.INTEGER,
      productName: DataTypes.TEXT,
      retailerName: DataTypes.TEXT,
      priceCents: DataTypes.INTEGER,
      createdAt: DataTypes.DATE,
    },
    { sequelize, modelName: 'ClickEvent', tableName: 'click_events', updatedAt: false },
  );
  return BoundClickEvent;
}

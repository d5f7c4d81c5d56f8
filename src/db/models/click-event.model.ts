import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class ClickEvent extends Model<InferAttributes<ClickEvent>, InferCreationAttributes<ClickEvent>> {
  declare id: CreationOptional<number>;
  declare kind: 'watch' | 'outbound';
  declare userId: CreationOptional<number | null>;
  declare listingId: CreationOptional<number | null>;
  declare productId: CreationOptional<number | null>;
  declare productName: CreationOptional<string | null>;
  declare retailerName: CreationOptional<string | null>;
  declare priceCents: CreationOptional<number | null>;
  declare createdAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    ClickEvent.init(
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
      { sequelize, tableName: 'click_events', updatedAt: false },
    );
  }
}

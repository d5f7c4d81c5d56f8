import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** Written only when a listing's price or stock changes (and at first sighting). */
export class PriceObservation extends Model<
  InferAttributes<PriceObservation>,
  InferCreationAttributes<PriceObservation>
> {
  declare id: CreationOptional<number>;
  declare listingId: number;
  declare observedAt: CreationOptional<Date>;
  declare priceCents: number;
  declare stockStatus: string;

  static initModel(sequelize: Sequelize) {
    PriceObservation.init(
      {
        id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
        listingId: { type: DataTypes.INTEGER, allowNull: false },
        observedAt: { type: DataTypes.DATE, allowNull: false, defaultValue: DataTypes.NOW },
        priceCents: { type: DataTypes.INTEGER, allowNull: false },
        stockStatus: { type: DataTypes.TEXT, allowNull: false },
      },
      { sequelize, tableName: 'price_observations', timestamps: false },
    );
  }
}

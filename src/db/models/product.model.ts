import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** The canonical product: listings of the same thing at several retailers point at one row. */
export class Product extends Model<InferAttributes<Product>, InferCreationAttributes<Product>> {
  declare id: CreationOptional<number>;
  declare matchKey: string | null;
  declare name: string;
  declare productType: string | null;
  declare calibre: string | null;
  declare manufacturer: string | null;
  declare boxQuantity: number | null;
  declare grain: number | null;
  declare bulletType: string | null;
  declare casing: string | null;
  declare accessoryCategory: string | null;
  declare gtin: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize) {
    Product.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        matchKey: { type: DataTypes.TEXT, unique: true },
        name: { type: DataTypes.TEXT, allowNull: false },
        productType: DataTypes.TEXT,
        calibre: DataTypes.TEXT,
        manufacturer: DataTypes.TEXT,
        boxQuantity: DataTypes.INTEGER,
        grain: DataTypes.INTEGER,
        bulletType: DataTypes.TEXT,
        casing: DataTypes.TEXT,
        accessoryCategory: DataTypes.TEXT,
        gtin: DataTypes.TEXT,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'products' },
    );
  }
}

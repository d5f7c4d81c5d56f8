import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

export abstract class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare passwordHash: string;
  declare firstName: CreationOptional<string | null>;
  declare lastName: CreationOptional<string | null>;
  declare profileImageUrl: CreationOptional<string | null>;
  declare isAdmin: CreationOptional<boolean>;
  declare membershipTier: CreationOptional<string>;
  declare emailVerified: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** User bound to one connection (see defineModels). */
export function defineUser(sequelize: Sequelize): ModelStatic<User> {
  class BoundUser extends User {}
  BoundUser.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      email: { type: DataTypes.CITEXT, allowNull: false, unique: true },
      passwordHash: { type: DataTypes.TEXT, allowNull: false },
      firstName: DataTypes.TEXT,
      lastName: DataTypes.TEXT,
      profileImageUrl: DataTypes.TEXT,
      isAdmin: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      membershipTier: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'free' },
      emailVerified: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, modelName: 'User', tableName: 'users' },
  );
  return BoundUser;
}

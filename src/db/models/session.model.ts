import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

/** id is the SHA-256 (hex) of the session token; the token itself is never stored. */
export abstract class Session extends Model<InferAttributes<Session>, InferCreationAttributes<Session>> {
  declare id: string;
  declare userId: number;
  declare expiresAt: Date;
  declare createdAt: CreationOptional<Date>;
}

/** Session bound to one connection (see defineModels). */
export function defineSession(sequelize: Sequelize): ModelStatic<Session> {
  class BoundSession extends Session {}
  BoundSession.init(
    {
      id: { type: DataTypes.TEXT, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      createdAt: DataTypes.DATE,
    },
    { sequelize, modelName: 'Session', tableName: 'sessions', updatedAt: false },
  );
  return BoundSession;
}

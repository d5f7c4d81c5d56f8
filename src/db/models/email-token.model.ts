import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

export type EmailTokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

/** Single-use, expiring; only the SHA-256 of the token is stored. */
export abstract class EmailToken extends Model<InferAttributes<EmailToken>, InferCreationAttributes<EmailToken>> {
  declare id: CreationOptional<number>;
  declare tokenHash: string;
  declare userId: number;
  declare purpose: EmailTokenPurpose;
  declare email: string;
  declare expiresAt: Date;
  declare usedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
}

/** EmailToken bound to one connection (see defineModels). */
export function defineEmailToken(sequelize: Sequelize): ModelStatic<EmailToken> {
  class BoundEmailToken extends EmailToken {}
  BoundEmailToken.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      tokenHash: { type: DataTypes.TEXT, allowNull: false, unique: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      purpose: { type: DataTypes.TEXT, allowNull: false },
      email: { type: DataTypes.CITEXT, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: DataTypes.DATE,
      createdAt: DataTypes.DATE,
    },
    { sequelize, modelName: 'EmailToken', tableName: 'email_tokens', updatedAt: false },
  );
  return BoundEmailToken;
}

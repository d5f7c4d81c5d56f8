import { Op, type Transaction } from 'sequelize';
import type { Db } from '../../../db/sequelize.js';

/**
 * Ends every session and voids every unused e-mail token (verification, reset, e-mail change) of a user. A new
 * password (changed, reset, or set by the operator) must leave nothing alive that was issued under the old one:
 * otherwise whoever knew the old password keeps a pending e-mail change or a reset link.
 */
export async function revokeAllCredentials(db: Db, userId: number, transaction?: Transaction) {
  const { Session, EmailToken } = db.models;
  await Session.destroy({ where: { userId }, transaction });
  await EmailToken.destroy({ where: { userId, usedAt: { [Op.is]: null } }, transaction });
}

import { Op, type Transaction } from 'sequelize';
import { EmailToken, Session } from '../../../db/models/index.js';

/**
 * Ends every session and voids every unused e-mail token (verification, reset, e-mail change) of a user. A new
 * password (changed, reset, or set by the operator) must leave nothing alive that was issued under the old one:
 * otherwise whoever knew the old password keeps a pending e-mail change or a reset link.
 */
export async function revokeAllCredentials(userId: number, transaction?: Transaction) {
  await Session.destroy({ where: { userId }, transaction });
  await EmailToken.destroy({ where: { userId, usedAt: { [Op.is]: null } }, transaction });
}

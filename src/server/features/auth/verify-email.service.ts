import { Op } from 'sequelize';
import type { AppDeps } from '../../deps.js';
import type { User } from '../../../db/models/index.js';
import { BadRequestError } from '../../../shared/errors.js';
import { queueEmail, runInBackground } from '../../email/email-queue.js';
import { emailChangedNoticeMessage } from '../../email/templates/account-emails.js';
import { consumeEmailToken } from './email-token.service.js';

export const INVALID_VERIFICATION_LINK = 'This verification link is invalid or has expired.';

/**
 * One page (/verify-email) confirms both a new account's address and a change of address: the token says which.
 * A link for an address the account no longer has is refused, so an old link cannot verify a new address.
 */
export async function verifyEmailToken(deps: AppDeps, token: string): Promise<{ message: string; user: User }> {
  const { EmailToken, User } = deps.db.models;
  const consumed = await consumeEmailToken(deps, token, ['verify_email', 'change_email']);
  if (!consumed) throw new BadRequestError(INVALID_VERIFICATION_LINK);
  const user = await User.findByPk(consumed.userId);
  if (!user) throw new BadRequestError(INVALID_VERIFICATION_LINK);

  if (consumed.purpose === 'verify_email') {
    if (user.email.toLowerCase() !== consumed.email.toLowerCase()) throw new BadRequestError(INVALID_VERIFICATION_LINK);
    if (!user.emailVerified) await user.update({ emailVerified: true });
    return { message: 'Your email has been verified successfully. You now have access to 30-day price history.', user };
  }

  const taken = await User.findOne({ where: { email: consumed.email, id: { [Op.ne]: user.id } } });
  if (taken) throw new BadRequestError('That email address is already used by another account.');
  const oldEmail = user.email;
  await user.update({ email: consumed.email, emailVerified: true });
  // Links sent to the old address must not verify it again.
  await EmailToken.destroy({ where: { userId: user.id, purpose: 'verify_email', usedAt: { [Op.is]: null } } });
  const notice = emailChangedNoticeMessage({
    firstName: user.firstName,
    newEmail: user.email,
    supportEmail: deps.env.SUPPORT_EMAIL,
  });
  runInBackground(deps, () => queueEmail(deps, oldEmail, notice));
  return { message: `Your email address has been changed to ${user.email} and verified.`, user };
}

import type { AppDeps } from '../../deps.js';
import { BadRequestError } from '../../../shared/errors.js';
import { queueEmail, runInBackground } from '../../email/email-queue.js';
import { appLink } from '../../email/mailer.js';
import { resetPasswordMessage } from '../../email/templates/account-emails.js';
import { consumeRateLimit, RATE_LIMITS } from '../rate-limit/rate-limit.js';
import { consumeEmailToken, issueEmailToken } from './email-token.service.js';
import { hashPassword } from './password.js';
import { revokeAllCredentials } from './revoke-credentials.js';

export const RESET_LINK_SENT = 'If an account with that email exists, a password reset link has been sent.';
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired. Please request a new one.';

/**
 * Answers before looking the address up: the lookup, the token and the e-mail happen in the background, so the
 * answer and its timing are the same whether or not an account exists.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, ip: string): Promise<{ message: string }> {
  await consumeRateLimit(deps, RATE_LIMITS.forgotPasswordIp, ip);
  await consumeRateLimit(deps, RATE_LIMITS.forgotPasswordAccount, email);
  runInBackground(deps, async () => {
    const user = await deps.db.models.User.findOne({ where: { email } });
    if (!user) return;
    const token = await issueEmailToken(deps, { userId: user.id, purpose: 'reset_password', email: user.email });
    await queueEmail(
      deps,
      user.email,
      resetPasswordMessage({ firstName: user.firstName, link: appLink(deps, '/reset-password', { token }) }),
    );
  });
  return { message: RESET_LINK_SENT };
}

/** Sets the new password and ends every session and pending link of the user (a thief signed in elsewhere is out). */
export async function resetPassword(deps: AppDeps, token: string, newPassword: string): Promise<{ message: string }> {
  const consumed = await consumeEmailToken(deps, token, ['reset_password']);
  if (!consumed) throw new BadRequestError(INVALID_RESET_LINK);
  const user = await deps.db.models.User.findByPk(consumed.userId);
  if (!user || user.email.toLowerCase() !== consumed.email.toLowerCase()) throw new BadRequestError(INVALID_RESET_LINK);
  const passwordHash = await hashPassword(newPassword);
  // Following the link proves the mailbox, so the address counts as verified too. Every session and every other
  // pending link (an e-mail change requested by whoever knew the old password included) ends with the old password.
  await deps.db.transaction(async (transaction) => {
    await user.update({ passwordHash, emailVerified: true }, { transaction });
    await revokeAllCredentials(deps.db, user.id, transaction);
  });
  return { message: 'Your password has been reset. You can now sign in with your new password.' };
}

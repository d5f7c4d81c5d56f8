import { Op } from 'sequelize';
import type { AppDeps } from '../../deps.js';
import type { User } from '../../../db/models/index.js';
import { BadRequestError } from '../../../shared/errors.js';
import type { ChangeEmailInput, ChangePasswordInput } from '../../../shared/schemas/auth.js';
import { queueEmail, runInBackground } from '../../email/email-queue.js';
import { appLink } from '../../email/mailer.js';
import {
  confirmEmailChangeMessage,
  emailChangeRequestedNoticeMessage,
  passwordChangedNoticeMessage,
  verifyEmailMessage,
} from '../../email/templates/account-emails.js';
import { issueEmailToken } from '../auth/email-token.service.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { revokeAllCredentials } from '../auth/revoke-credentials.js';
import { createSession, generateSessionToken } from '../auth/session.js';
import { consumeRateLimit, RATE_LIMITS } from '../rate-limit/rate-limit.js';

export async function resendVerification(deps: AppDeps, user: User, ip: string): Promise<{ message: string }> {
  if (user.emailVerified) throw new BadRequestError('Your email address is already verified.');
  await consumeRateLimit(deps, RATE_LIMITS.resendVerificationIp, ip);
  await consumeRateLimit(deps, RATE_LIMITS.resendVerificationAccount, String(user.id));
  const token = await issueEmailToken(deps, { userId: user.id, purpose: 'verify_email', email: user.email });
  await queueEmail(
    deps,
    user.email,
    verifyEmailMessage({ firstName: user.firstName, link: appLink(deps, '/verify-email', { token }) }),
  );
  return { message: `A new verification link was sent to ${user.email}.` };
}

/**
 * The new address becomes the account's only once confirmed from that address (SPEC §4). An address that
 * belongs to another account gets the same answer and no e-mail, so this cannot probe for accounts.
 */
export async function requestEmailChange(
  deps: AppDeps,
  user: User,
  input: ChangeEmailInput,
  ip: string,
): Promise<{ message: string }> {
  await consumeRateLimit(deps, RATE_LIMITS.changeEmailIp, ip);
  await consumeRateLimit(deps, RATE_LIMITS.changeEmailAccount, String(user.id));
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new BadRequestError('Incorrect password');
  if (input.newEmail.toLowerCase() === user.email.toLowerCase())
    throw new BadRequestError('That is already your email address.');
  const message = 'Check your new email address for a verification link.';
  // The current address hears of every request: a change made with a stolen password is noticed, and a password
  // change or reset (which voids the pending link) stops it.
  const notice = emailChangeRequestedNoticeMessage({
    firstName: user.firstName,
    newEmail: input.newEmail,
    supportEmail: deps.env.SUPPORT_EMAIL,
  });
  runInBackground(deps, () => queueEmail(deps, user.email, notice));
  const taken = await deps.db.models.User.findOne({ where: { email: input.newEmail, id: { [Op.ne]: user.id } } });
  if (taken) return { message };
  const token = await issueEmailToken(deps, { userId: user.id, purpose: 'change_email', email: input.newEmail });
  const email = confirmEmailChangeMessage({
    firstName: user.firstName,
    newEmail: input.newEmail,
    link: appLink(deps, '/verify-email', { token }),
  });
  await queueEmail(deps, input.newEmail, email);
  return { message };
}

/**
 * Every other session and every pending e-mail link (reset, verification, e-mail change) ends; the current session
 * is replaced by a fresh one (new token) for this browser.
 */
export async function changePassword(
  deps: AppDeps,
  user: User,
  input: ChangePasswordInput,
): Promise<{ message: string; sessionToken: string }> {
  await consumeRateLimit(deps, RATE_LIMITS.changePasswordAccount, String(user.id));
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw new BadRequestError('Current password is incorrect');
  const passwordHash = await hashPassword(input.newPassword);
  const sessionToken = generateSessionToken();
  await deps.db.transaction(async (transaction) => {
    await user.update({ passwordHash }, { transaction });
    await revokeAllCredentials(deps.db, user.id, transaction);
  });
  await createSession(deps.db, sessionToken, user.id);
  const notice = passwordChangedNoticeMessage({ firstName: user.firstName, supportEmail: deps.env.SUPPORT_EMAIL });
  runInBackground(deps, () => queueEmail(deps, user.email, notice));
  return { message: 'Your password has been updated successfully.', sessionToken };
}

/** Deletes the user, their sessions and tokens; their click events stay, detached (anonymous statistics). */
export async function deleteAccount(deps: AppDeps, user: User): Promise<{ message: string }> {
  const { ClickEvent, EmailToken, Session, User } = deps.db.models;
  await deps.db.transaction(async (transaction) => {
    await ClickEvent.update({ userId: null }, { where: { userId: user.id }, transaction });
    await EmailToken.destroy({ where: { userId: user.id }, transaction });
    await Session.destroy({ where: { userId: user.id }, transaction });
    await User.destroy({ where: { id: user.id }, transaction });
  });
  return { message: 'Your account and all associated data have been permanently deleted.' };
}

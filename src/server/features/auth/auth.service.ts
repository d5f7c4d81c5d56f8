import { UniqueConstraintError } from 'sequelize';
import type { AppDeps } from '../../deps.js';
import type { User } from '../../../db/models/index.js';
import { BadRequestError, ConflictError } from '../../../shared/errors.js';
import type { LoginInput, RegisterInput } from '../../../shared/schemas/auth.js';
import { queueEmail, runInBackground } from '../../email/email-queue.js';
import { appLink } from '../../email/mailer.js';
import { signupAttemptMessage, verifyEmailMessage } from '../../email/templates/account-emails.js';
import { consumeRateLimit, countHit, RATE_LIMITS, resetRateLimit } from '../rate-limit/rate-limit.js';
import { issueEmailToken } from './email-token.service.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.js';
import { createSession, generateSessionToken } from './session.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const EMAIL_TAKEN =
  'An account with this email already exists. Sign in, or reset your password if you forgot it.';

export interface SignedIn {
  user: User;
  /** The new session token: for the cookie only, never for a response body or a log. */
  sessionToken: string;
}

async function startSession(deps: AppDeps, userId: number): Promise<string> {
  const token = generateSessionToken();
  await createSession(deps.db, token, userId);
  return token;
}

/**
 * Sign-in. An unknown e-mail and a wrong password give the same answer after the same Argon2 work. Attempts
 * count before the password is checked: an address stops after its limit (over all accounts, and per account),
 * while attempts on one account from everywhere only slow it down, so a guesser cannot lock its owner out.
 */
export async function logIn(deps: AppDeps, input: LoginInput, ip: string): Promise<SignedIn> {
  await consumeRateLimit(deps, RATE_LIMITS.loginIp, ip);
  await consumeRateLimit(deps, RATE_LIMITS.loginAccountIp, `${input.email}|${ip}`);
  const { hits } = await countHit(deps, RATE_LIMITS.loginAccount, input.email);
  const delay = loginDelayMs(hits);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const user = await deps.db.models.User.findOne({ where: { email: input.email } });
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw new BadRequestError(INVALID_CREDENTIALS);
  await resetRateLimit(deps, RATE_LIMITS.loginAccountIp, `${input.email}|${ip}`);
  await resetRateLimit(deps, RATE_LIMITS.loginAccount, input.email);
  return { user, sessionToken: await startSession(deps, user.id) };
}

/** Extra wait of the n-th attempt on one account in the window: none for the first 5, then 250 ms more each, 3 s at most. */
export function loginDelayMs(attempts: number) {
  return Math.min(3000, Math.max(0, attempts - 5) * 250);
}

/**
 * Sign-up signs the new user in at once (SPEC §4) and e-mails a verification link. An address that already
 * has an account is refused honestly (see docs/decisions/0005-accounts-registration-enumeration.md); its owner is
 * told by e-mail, and the answer costs the same Argon2 work as a real sign-up.
 */
export async function register(deps: AppDeps, input: RegisterInput, ip: string): Promise<SignedIn> {
  await consumeRateLimit(deps, RATE_LIMITS.registerIp, ip);
  const { User } = deps.db.models;
  const passwordHash = await hashPassword(input.password);
  const existing = await User.findOne({ where: { email: input.email } });
  if (existing) {
    notifyOwnerOfSignupAttempt(deps, existing);
    throw new ConflictError(EMAIL_TAKEN);
  }
  let user: User;
  try {
    user = await User.create({
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new ConflictError(EMAIL_TAKEN);
    throw error;
  }
  const sessionToken = await startSession(deps, user.id);
  const token = await issueEmailToken(deps, { userId: user.id, purpose: 'verify_email', email: user.email });
  const link = appLink(deps, '/verify-email', { token });
  runInBackground(deps, () => queueEmail(deps, user.email, verifyEmailMessage({ firstName: user.firstName, link })));
  return { user, sessionToken };
}

function notifyOwnerOfSignupAttempt(deps: AppDeps, owner: User) {
  const message = signupAttemptMessage({
    firstName: owner.firstName,
    signInLink: appLink(deps, '/auth'),
    resetLink: appLink(deps, '/forgot-password'),
  });
  runInBackground(deps, () => queueEmail(deps, owner.email, message));
}

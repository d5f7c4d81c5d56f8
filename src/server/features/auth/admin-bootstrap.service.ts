import type { Db } from '../../../db/sequelize.js';
import { hashPassword, verifyPassword } from './password.js';
import { revokeAllCredentials } from './revoke-credentials.js';

export type AdminChange = 'created' | 'password set' | 'promoted' | 'demoted' | 'unchanged';

/** What the log and the CLI say about each change. */
export const ADMIN_CHANGE_TEXT: Record<AdminChange, string> = {
  created: 'created as a verified admin',
  'password set':
    'password set and admin rights given; every session and pending e-mail link of it ended; marked verified',
  promoted: 'promoted to admin',
  demoted: 'demoted (admin rights removed)',
  unchanged: 'unchanged',
};

/**
 * Start-up (ADMIN_EMAIL + ADMIN_PASSWORD) and `npm run admin create`: the address becomes an admin whose only
 * way in is the operator's password. An existing account (anyone could have registered the address first, with
 * their own password) gets the operator's password, loses every session and pending e-mail link, and counts as
 * verified. An account already in that state is left alone, so a restart does not sign the admin out.
 */
export async function ensureAdminWithPassword(db: Db, email: string, password: string): Promise<AdminChange> {
  const { User } = db.models;
  const user = await User.findOne({ where: { email } });
  if (!user) {
    await User.create({ email, passwordHash: await hashPassword(password), isAdmin: true, emailVerified: true });
    return 'created';
  }
  if (user.isAdmin && user.emailVerified && (await verifyPassword(user.passwordHash, password))) return 'unchanged';
  const passwordHash = await hashPassword(password);
  await db.transaction(async (transaction) => {
    await user.update({ passwordHash, isAdmin: true, emailVerified: true }, { transaction });
    await revokeAllCredentials(db, user.id, transaction);
  });
  return 'password set';
}

/**
 * `npm run admin promote`: only a verified account, whose holder has proven the mailbox. An unverified account
 * may belong to whoever registered the address first; `create` sets the operator's password instead.
 */
export async function promoteVerifiedAccount(db: Db, email: string): Promise<AdminChange> {
  const user = await db.models.User.findOne({ where: { email } });
  if (!user) throw new Error(`no account for ${email} (use create)`);
  if (!user.emailVerified)
    throw new Error(
      `${email} has not verified its address, so it may not be its owner's: use create to set a password`,
    );
  if (user.isAdmin) return 'unchanged';
  await user.update({ isAdmin: true });
  return 'promoted';
}

export async function demoteAdmin(db: Db, email: string): Promise<AdminChange> {
  const user = await db.models.User.findOne({ where: { email } });
  if (!user) throw new Error(`no account for ${email}`);
  if (!user.isAdmin) return 'unchanged';
  await user.update({ isAdmin: false });
  return 'demoted';
}

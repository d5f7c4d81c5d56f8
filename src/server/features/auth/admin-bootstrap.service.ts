import { User } from '../../../db/models/index.js';
import { hashPassword } from './password.js';

export type AdminChange = 'created' | 'promoted' | 'demoted' | 'unchanged';

/**
 * Makes EMAIL an admin: promotes the account if it exists (its password is left alone), otherwise creates it
 * with the given password (already verified: the operator chose the address).
 */
export async function ensureAdmin(email: string, password?: string): Promise<AdminChange> {
  const user = await User.findOne({ where: { email } });
  if (user) {
    if (user.isAdmin) return 'unchanged';
    await user.update({ isAdmin: true });
    return 'promoted';
  }
  if (!password) throw new Error(`no account for ${email}: a password is needed to create it`);
  await User.create({ email, passwordHash: await hashPassword(password), isAdmin: true, emailVerified: true });
  return 'created';
}

export async function demoteAdmin(email: string): Promise<AdminChange> {
  const user = await User.findOne({ where: { email } });
  if (!user) throw new Error(`no account for ${email}`);
  if (!user.isAdmin) return 'unchanged';
  await user.update({ isAdmin: false });
  return 'demoted';
}

import type { Db } from '../db/sequelize.js';
import { createSession, generateSessionToken, SESSION_COOKIE_NAME } from '../server/features/auth/session.js';

/** Test support: signed-in users (a real session row and its cookie). */

let userSeq = 0;

export async function createUserWithSession(db: Db, opts: { isAdmin: boolean; firstName?: string; lastName?: string }) {
  userSeq += 1;
  const user = await db.models.User.create({
    email: `${opts.isAdmin ? 'admin' : 'user'}${userSeq}-${Date.now()}@example.test`,
    passwordHash: 'not-a-real-hash',
    isAdmin: opts.isAdmin,
    emailVerified: true,
    firstName: opts.firstName ?? (opts.isAdmin ? 'Ada' : 'Uma'),
    lastName: opts.lastName ?? (opts.isAdmin ? 'Admin' : 'User'),
  });
  const token = generateSessionToken();
  await createSession(db, token, user.id);
  return { user, token, cookie: `${SESSION_COOKIE_NAME}=${token}` };
}

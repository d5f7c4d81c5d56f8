import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { Session, User } from '../../../db/models/index.js';
import type { Db } from '../../../db/sequelize.js';

/**
 * Sessions per the Lucia recipe: a random 160-bit token in the cookie, only its SHA-256 in the database,
 * 30-day expiry slid forward while the session is in use.
 * @see https://lucia-auth.com/sessions/basic
 */
export const SESSION_COOKIE_NAME = 'perround_session';
export const SESSION_SECURE_COOKIE_NAME = '__Host-perround_session';
const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * DAY_MS;
const RENEW_WHEN_LEFT_MS = 15 * DAY_MS;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Db, token: string, userId: number): Promise<Session> {
  return db.models.Session.create({ id: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
}

export async function validateSessionToken(db: Db, token: string): Promise<{ session: Session; user: User } | null> {
  if (!/^[a-z2-7]{20,64}$/.test(token)) return null;
  const { Session, User } = db.models;
  const session = await Session.findByPk(hashToken(token), { include: [{ model: User, as: 'user' }] });
  if (!session) return null;
  const user = (session as Session & { user?: User }).user;
  if (!user) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now) {
    await session.destroy();
    return null;
  }
  if (session.expiresAt.getTime() - now < RENEW_WHEN_LEFT_MS) {
    session.expiresAt = new Date(now + SESSION_TTL_MS);
    await session.save();
  }
  return { session, user };
}

export async function invalidateSession(db: Db, sessionId: string) {
  await db.models.Session.destroy({ where: { id: sessionId } });
}

export async function invalidateUserSessions(db: Db, userId: number) {
  await db.models.Session.destroy({ where: { userId } });
}

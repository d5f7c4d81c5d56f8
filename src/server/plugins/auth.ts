import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session, User } from '../../db/models/index.js';
import type { AppDeps } from '../deps.js';
import {
  SESSION_COOKIE_NAME,
  SESSION_SECURE_COOKIE_NAME,
  SESSION_TTL_MS,
  validateSessionToken,
} from '../features/auth/session.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    session: Session | null;
  }
}

/** Over https the cookie gets Secure and the __Host- prefix (no Domain, Path=/). */
export function sessionCookieName(deps: AppDeps) {
  return isHttps(deps) ? SESSION_SECURE_COOKIE_NAME : SESSION_COOKIE_NAME;
}

function isHttps(deps: AppDeps) {
  return deps.env.APP_URL.startsWith('https://');
}

export function setSessionCookie(deps: AppDeps, reply: FastifyReply, token: string) {
  reply.setCookie(sessionCookieName(deps), token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isHttps(deps),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(deps: AppDeps, reply: FastifyReply) {
  reply.clearCookie(sessionCookieName(deps), { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(deps) });
}

/** Reads the session cookie on every request and puts the user (or null) on the request. */
export const authPlugin = fp<{ deps: AppDeps }>(
  async (app, { deps }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (req: FastifyRequest) => {
      const token = req.cookies[sessionCookieName(deps)];
      if (!token) return;
      const found = await validateSessionToken(deps.db, token);
      if (found) {
        req.user = found.user;
        req.session = found.session;
      }
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

import { clearSessionCookie, setSessionCookie } from '../../plugins/auth.js';
import { defineRoute, type RouteDefinition } from '../../rest/define-route.js';
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  verifyEmailInputSchema,
} from '../../../shared/schemas/auth.js';
import { appLink } from '../../email/mailer.js';
import { logIn, register } from './auth.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import { toPublicUser } from './public-user.js';
import { invalidateSession } from './session.js';
import { verifyEmailToken } from './verify-email.service.js';

/** REST adapters (SPEC §7) of the auth feature, over the same services as authRouter. */
export const authRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    path: '/user',
    summary: 'The signed-in user (401 when signed out)',
    access: 'user',
    handler: async ({ user }) => toPublicUser(user!),
  }),
  defineRoute({
    method: 'GET',
    path: '/login',
    summary: 'Where the admin screen goes after a 401: redirects to the sign-in page',
    handler: async ({ deps, reply }) => reply.redirect(appLink(deps, '/auth'), 302),
  }),
  defineRoute({
    method: 'POST',
    path: '/login',
    summary: 'Sign in; sets the session cookie and returns the user',
    input: loginInputSchema,
    handler: async ({ deps, req, reply }, input) => {
      const { user, sessionToken } = await logIn(deps, input, req.ip);
      if (req.session) await invalidateSession(req.session.id);
      setSessionCookie(deps, reply, sessionToken);
      return toPublicUser(user);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/register',
    summary: 'Create an account, sign in, and e-mail a verification link; returns the user',
    input: registerInputSchema,
    handler: async ({ deps, req, reply }, input) => {
      const { user, sessionToken } = await register(deps, input, req.ip);
      if (req.session) await invalidateSession(req.session.id);
      setSessionCookie(deps, reply, sessionToken);
      return toPublicUser(user);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/logout',
    summary: 'Sign out: ends the session and clears the cookie',
    handler: async ({ deps, req, reply }) => {
      if (req.session) await invalidateSession(req.session.id);
      clearSessionCookie(deps, reply);
      return { message: 'Logged out' };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/verify-email',
    summary: 'Confirm an e-mail address (new account or change of address) from its link',
    input: verifyEmailInputSchema,
    handler: async ({ deps }, input) => ({ message: (await verifyEmailToken(deps, input.token)).message }),
  }),
  defineRoute({
    method: 'POST',
    path: '/forgot-password',
    summary: 'E-mail a reset link; the same answer whether or not the address has an account',
    input: forgotPasswordInputSchema,
    handler: async ({ deps, req }, input) => requestPasswordReset(deps, input.email, req.ip),
  }),
  defineRoute({
    method: 'POST',
    path: '/reset-password',
    summary: 'Set a new password from a reset link; ends every session of the account',
    input: resetPasswordInputSchema,
    handler: async ({ deps }, input) => resetPassword(deps, input.token, input.newPassword),
  }),
];

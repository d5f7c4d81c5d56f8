import { clearSessionCookie, setSessionCookie } from '../../plugins/auth.js';
import { rest } from '../../trpc/rest-meta.js';
import { protectedProcedure, publicProcedure, router } from '../../trpc/trpc.js';
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  verifyEmailInputSchema,
} from '../../../shared/schemas/auth.js';
import { messageSchema, publicUserSchema } from '../../../shared/schemas/responses.js';
import { logIn, register } from './auth.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import { toPublicUser } from './public-user.js';
import { invalidateSession } from './session.js';
import { verifyEmailToken } from './verify-email.service.js';

/** tRPC procedures of the auth feature (and their SPEC §7 REST calls): parse input, call the service, return. */
export const authRouter = router({
  /** The client's session probe: null when signed out (REST GET /api/user answers 401 instead). */
  me: publicProcedure.query(({ ctx }) => (ctx.user ? toPublicUser(ctx.user) : null)),
  user: protectedProcedure
    .meta(rest('GET', '/user', 'The signed-in user (401 when signed out)', { access: 'user' }))
    .output(publicUserSchema)
    .query(({ ctx }) => toPublicUser(ctx.user)),
  login: publicProcedure
    .meta(rest('POST', '/login', 'Sign in; sets the session cookie and returns the user', { errors: [400, 401, 429] }))
    .input(loginInputSchema)
    .output(publicUserSchema)
    .mutation(async ({ ctx, input }) => {
      const { user, sessionToken } = await logIn(ctx.deps, input, ctx.ip);
      if (ctx.session) await invalidateSession(ctx.deps.db, ctx.session.id);
      if (ctx.reply) setSessionCookie(ctx.deps, ctx.reply, sessionToken);
      return toPublicUser(user);
    }),
  register: publicProcedure
    .meta(
      rest('POST', '/register', 'Create an account, sign in, and e-mail a verification link; returns the user', {
        errors: [400, 409, 429],
      }),
    )
    .input(registerInputSchema)
    .output(publicUserSchema)
    .mutation(async ({ ctx, input }) => {
      const { user, sessionToken } = await register(ctx.deps, input, ctx.ip);
      if (ctx.session) await invalidateSession(ctx.deps.db, ctx.session.id);
      if (ctx.reply) setSessionCookie(ctx.deps, ctx.reply, sessionToken);
      return toPublicUser(user);
    }),
  logout: publicProcedure
    .meta(rest('POST', '/logout', 'Sign out: ends the session and clears the cookie'))
    .output(messageSchema)
    .mutation(async ({ ctx }) => {
      if (ctx.session) await invalidateSession(ctx.deps.db, ctx.session.id);
      if (ctx.reply) clearSessionCookie(ctx.deps, ctx.reply);
      return { message: 'Logged out' };
    }),
  verifyEmail: publicProcedure
    .meta(
      rest('POST', '/verify-email', 'Confirm an e-mail address (new account or change of address) from its link', {
        errors: [400],
      }),
    )
    .input(verifyEmailInputSchema)
    .output(messageSchema)
    .mutation(async ({ ctx, input }) => ({ message: (await verifyEmailToken(ctx.deps, input.token)).message })),
  forgotPassword: publicProcedure
    .meta(
      rest(
        'POST',
        '/forgot-password',
        'E-mail a reset link; the same answer whether or not the address has an account',
        { errors: [400, 429] },
      ),
    )
    .input(forgotPasswordInputSchema)
    .output(messageSchema)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, input.email, ctx.ip)),
  resetPassword: publicProcedure
    .meta(
      rest('POST', '/reset-password', 'Set a new password from a reset link; ends every session of the account', {
        errors: [400],
      }),
    )
    .input(resetPasswordInputSchema)
    .output(messageSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx.deps, input.token, input.newPassword)),
});

import { clearSessionCookie, setSessionCookie } from '../../plugins/auth.js';
import { publicProcedure, router } from '../../trpc/trpc.js';
import {
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  verifyEmailInputSchema,
} from '../../../shared/schemas/auth.js';
import { logIn, register } from './auth.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import { toPublicUser } from './public-user.js';
import { invalidateSession } from './session.js';
import { verifyEmailToken } from './verify-email.service.js';

/** tRPC procedures of the auth feature: parse input with the shared schema, call the service, return. */
export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => (ctx.user ? toPublicUser(ctx.user) : null)),
  login: publicProcedure.input(loginInputSchema).mutation(async ({ ctx, input }) => {
    const { user, sessionToken } = await logIn(ctx.deps, input, ctx.ip);
    if (ctx.session) await invalidateSession(ctx.session.id);
    if (ctx.reply) setSessionCookie(ctx.deps, ctx.reply, sessionToken);
    return toPublicUser(user);
  }),
  register: publicProcedure.input(registerInputSchema).mutation(async ({ ctx, input }) => {
    const { user, sessionToken } = await register(ctx.deps, input, ctx.ip);
    if (ctx.session) await invalidateSession(ctx.session.id);
    if (ctx.reply) setSessionCookie(ctx.deps, ctx.reply, sessionToken);
    return toPublicUser(user);
  }),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await invalidateSession(ctx.session.id);
    if (ctx.reply) clearSessionCookie(ctx.deps, ctx.reply);
    return { ok: true as const };
  }),
  verifyEmail: publicProcedure
    .input(verifyEmailInputSchema)
    .mutation(async ({ ctx, input }) => ({ message: (await verifyEmailToken(ctx.deps, input.token)).message })),
  forgotPassword: publicProcedure
    .input(forgotPasswordInputSchema)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, input.email, ctx.ip)),
  resetPassword: publicProcedure
    .input(resetPasswordInputSchema)
    .mutation(({ ctx, input }) => resetPassword(ctx.deps, input.token, input.newPassword)),
});

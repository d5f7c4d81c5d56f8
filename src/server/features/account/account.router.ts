import { clearSessionCookie, setSessionCookie } from '../../plugins/auth.js';
import { protectedProcedure, router } from '../../trpc/trpc.js';
import { changeEmailInputSchema, changePasswordInputSchema, deleteAccountInputSchema } from '../../../shared/schemas/auth.js';
import { changePassword, deleteAccount, requestEmailChange, resendVerification } from './account.service.js';

/** tRPC procedures of the account feature: parse input with the shared schema, call the service, return. */
export const accountRouter = router({
  resendVerification: protectedProcedure.mutation(({ ctx }) => resendVerification(ctx.deps, ctx.user, ctx.ip)),
  changeEmail: protectedProcedure.input(changeEmailInputSchema).mutation(({ ctx, input }) => requestEmailChange(ctx.deps, ctx.user, input, ctx.ip)),
  changePassword: protectedProcedure.input(changePasswordInputSchema).mutation(async ({ ctx, input }) => {
    const { message, sessionToken } = await changePassword(ctx.deps, ctx.user, input);
    if (ctx.reply) setSessionCookie(ctx.deps, ctx.reply, sessionToken);
    return { message };
  }),
  deleteAccount: protectedProcedure.input(deleteAccountInputSchema).mutation(async ({ ctx }) => {
    const result = await deleteAccount(ctx.deps, ctx.user);
    if (ctx.reply) clearSessionCookie(ctx.deps, ctx.reply);
    return result;
  }),
});

import { clearSessionCookie, setSessionCookie } from '../../plugins/auth.js';
import { rest } from '../../trpc/rest-meta.js';
import { protectedProcedure, router } from '../../trpc/trpc.js';
import {
  changeEmailInputSchema,
  changePasswordInputSchema,
  deleteAccountInputSchema,
} from '../../../shared/schemas/auth.js';
import { messageSchema } from '../../../shared/schemas/responses.js';
import { changePassword, deleteAccount, requestEmailChange, resendVerification } from './account.service.js';

/** tRPC procedures of the account feature (and their SPEC §7 REST calls): parse input, call the service, return. */
export const accountRouter = router({
  resendVerification: protectedProcedure
    .meta(
      rest('POST', '/resend-verification', 'E-mail a new verification link to the signed-in user', {
        access: 'user',
        errors: [429],
      }),
    )
    .output(messageSchema)
    .mutation(({ ctx }) => resendVerification(ctx.deps, ctx.user, ctx.ip)),
  changeEmail: protectedProcedure
    .meta(
      rest('POST', '/change-email', 'Ask to change the e-mail address; confirmed from the new address', {
        access: 'user',
        errors: [400, 409, 429],
      }),
    )
    .input(changeEmailInputSchema)
    .output(messageSchema)
    .mutation(({ ctx, input }) => requestEmailChange(ctx.deps, ctx.user, input, ctx.ip)),
  changePassword: protectedProcedure
    .meta(
      rest('POST', '/change-password', 'Change the password; every other session ends', {
        access: 'user',
        errors: [400],
      }),
    )
    .input(changePasswordInputSchema)
    .output(messageSchema)
    .mutation(async ({ ctx, input }) => {
      const { message, sessionToken } = await changePassword(ctx.deps, ctx.user, input);
      if (ctx.reply) setSessionCookie(ctx.deps, ctx.reply, sessionToken);
      return { message };
    }),
  deleteAccount: protectedProcedure
    .meta(
      rest('DELETE', '/delete-account', 'Delete the account (confirmText must be DELETE); click events are detached', {
        access: 'user',
        errors: [400],
      }),
    )
    .input(deleteAccountInputSchema)
    .output(messageSchema)
    .mutation(async ({ ctx }) => {
      const result = await deleteAccount(ctx.deps, ctx.user);
      if (ctx.reply) clearSessionCookie(ctx.deps, ctx.reply);
      return result;
    }),
});

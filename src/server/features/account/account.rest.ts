import { clearSessionCookie, setSessionCookie } from '../../plugins/auth.js';
import { defineRoute, type RouteDefinition } from '../../rest/define-route.js';
import { changeEmailInputSchema, changePasswordInputSchema, deleteAccountInputSchema } from '../../../shared/schemas/auth.js';
import { changePassword, deleteAccount, requestEmailChange, resendVerification } from './account.service.js';

/** REST adapters (SPEC §7) of the account feature, over the same services as accountRouter. */
export const accountRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'POST',
    path: '/resend-verification',
    summary: 'E-mail a new verification link to the signed-in user',
    access: 'user',
    handler: async ({ deps, user, req }) => resendVerification(deps, user!, req.ip),
  }),
  defineRoute({
    method: 'POST',
    path: '/change-email',
    summary: 'Ask to change the e-mail address; confirmed from the new address',
    access: 'user',
    input: changeEmailInputSchema,
    handler: async ({ deps, user, req }, input) => requestEmailChange(deps, user!, input, req.ip),
  }),
  defineRoute({
    method: 'POST',
    path: '/change-password',
    summary: 'Change the password; every other session ends',
    access: 'user',
    input: changePasswordInputSchema,
    handler: async ({ deps, user, reply }, input) => {
      const { message, sessionToken } = await changePassword(deps, user!, input);
      setSessionCookie(deps, reply, sessionToken);
      return { message };
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/delete-account',
    summary: 'Delete the account (confirmText must be DELETE): user, sessions and tokens; click events are detached',
    access: 'user',
    input: deleteAccountInputSchema,
    handler: async ({ deps, user, reply }) => {
      const result = await deleteAccount(deps, user!);
      clearSessionCookie(deps, reply);
      return result;
    },
  }),
];

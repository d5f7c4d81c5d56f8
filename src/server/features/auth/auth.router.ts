import { clearSessionCookie } from '../../plugins/auth.js';
import { publicProcedure, router } from '../../trpc/trpc.js';
import { toPublicUser } from './public-user.js';
import { invalidateSession } from './session.js';

/** tRPC procedures of the auth feature: parse input with the shared schema, call the service, return. */
export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => (ctx.user ? toPublicUser(ctx.user) : null)),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await invalidateSession(ctx.session.id);
    if (ctx.reply) clearSessionCookie(ctx.deps, ctx.reply);
    return { ok: true as const };
  }),
});

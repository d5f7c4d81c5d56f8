import { initTRPC, TRPCError } from '@trpc/server';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import superjson from 'superjson';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';
import { BadRequestError, DomainError, ForbiddenError, UnauthorizedError } from '../../shared/errors.js';
import { internalErrorMessage } from '../plugins/error-handler.js';
import type { Context } from './context.js';

/**
 * Procedure meta. `openapi` makes the procedure a REST operation under /api (trpc-to-openapi); `successStatus`
 * is its status when not 200 (201 for a creation).
 */
export type ProcedureMeta = OpenApiMeta<{ successStatus?: 201 | 202 }>;

/** Input that failed its zod schema: a 400 whose message is the first problem (the same over tRPC and REST). */
export class InvalidInputError extends BadRequestError {
  constructor(readonly zodError: z.ZodError) {
    super(firstZodMessage(zodError));
  }
}

/**
 * The tRPC vocabulary: router and the three procedure kinds. `t` itself is not exported.
 * @see https://trpc.io/docs/server/procedures
 */
const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    transformer: superjson,
    // Production mode always: no stack in any answer (the log has it), whatever NODE_ENV says.
    isDev: false,
    errorFormatter({ shape, error, ctx }) {
      const { stack: _stack, ...data } = shape.data as typeof shape.data & { stack?: string };
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        // The cause (a PostgreSQL message, a bug) stays in the log under this request id.
        const requestId = ctx?.req?.id;
        return { ...shape, message: internalErrorMessage(requestId), data: { ...data, requestId, zodError: null } };
      }
      const cause = error.cause instanceof InvalidInputError ? error.cause.zodError : error.cause;
      const zodError = cause instanceof z.ZodError ? z.flattenError(cause) : null;
      return {
        ...shape,
        message: zodError ? firstZodMessage(cause as z.ZodError) : shape.message,
        data: { ...data, zodError },
      };
    },
  });

const STATUS_TO_CODE: Record<number, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

/** The single place where domain errors become TRPCErrors. */
const errorConversion = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof z.ZodError && result.error.code === 'BAD_REQUEST') {
    const cause = new InvalidInputError(result.error.cause);
    throw new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
  }
  if (!result.ok && result.error.cause instanceof DomainError) {
    const cause = result.error.cause;
    throw new TRPCError({
      code: STATUS_TO_CODE[cause.status] ?? 'INTERNAL_SERVER_ERROR',
      message: cause.message,
      cause,
    });
  }
  if (!result.ok && isDatabaseUnavailable(result.error.cause ?? result.error)) {
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
      cause: result.error,
    });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(errorConversion);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new UnauthorizedError();
  return next({ ctx: { ...ctx, user: ctx.user } });
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw new ForbiddenError('Admins only');
  return next({ ctx });
});

export function firstZodMessage(error: z.ZodError) {
  const issue = error.issues[0];
  return issue ? issue.message : 'Invalid input';
}

import type { FastifyInstance } from 'fastify';
import { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db/unavailable.js';
import { DomainError, RateLimitedError } from '../../shared/errors.js';

/** The single place where errors become HTTP answers: JSON { message }, 5xx details hidden. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, req, reply) => {
    if (error instanceof DomainError) {
      if (error instanceof RateLimitedError) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(DB_RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const err = error as { statusCode?: number; message?: string; validation?: unknown };
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: internalErrorMessage(req.id), requestId: req.id });
    }
    return reply.status(status).send({ message: err.message || 'Bad request' });
  });
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

/** The one text of an unexpected failure (REST and tRPC): nothing about the cause, the id to quote to support. */
export function internalErrorMessage(requestId: string | undefined) {
  return `Something went wrong on our side.${requestId ? ` Reference: ${requestId}` : ''}`;
}

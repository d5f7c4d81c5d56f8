import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per answered request (Fastify's default is two: on arrival and on completion), at info, or at
 * error when the answer failed: method, URL (secrets redacted by the `req` serializer, see logger.ts), status
 * and time. The URL is the one the client sent: the REST adapter rewrites `req.url` below /api.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const fields = {
      req: { method: request.method, url: request.originalUrl, ip: request.ip },
      res: reply,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

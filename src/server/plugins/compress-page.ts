import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends a page compressed as the browser accepts it. The SPA pages come from the not-found handler, which is no
 * route, so @fastify/compress (a per-route hook) never sees them. Brotli at a middle quality: a few ms for a page.
 */
export function sendCompressed(req: FastifyRequest, reply: FastifyReply, body: string) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  reply.header('Vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepted)) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5 };
    return reply.header('Content-Encoding', 'br').send(brotliCompressSync(body, { params }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(body));
  return reply.send(body);
}

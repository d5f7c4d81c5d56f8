import type { FastifyInstance } from 'fastify';

/**
 * Answers of /api, /trpc and /go may be personal (the signed-in user, 30-day history, an account's e-mail), so
 * no browser or shared cache keeps them. Public search is cached on the server instead (products/search-cache.ts).
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (/^\/(api|trpc|go)(\/|$)/.test(req.url) && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the Vite build and answers every other GET with index.html, so the client router draws its pages,
 * including '404 Page Not Found'. Unknown /api and /trpc paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string) {
  const hasBuild = existsSync(path.join(clientDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // @fastify/static 10 passes the Fastify reply here.
      setHeaders: ((reply: FastifyReply, file: string) => {
        // Vite fingerprints assets; they never change under the same name.
        if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      }) as never,
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/trpc');
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.status(404).send({ message: 'Not found' });
    if (isApi) return reply.status(404).send({ message: 'Not found' });
    if (!hasBuild) return reply.status(503).type('text/plain').send('The client is not built: run `npm run build`.');
    // A missing fingerprinted asset is a real 404, not a page.
    if (url.startsWith('/assets/')) return reply.status(404).send({ message: 'Not found' });
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}

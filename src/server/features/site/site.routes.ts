import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { buildRobotsTxt, getSitemap } from './sitemap.service.js';

/** /robots.txt and /sitemap.xml: plain documents for crawlers, cached by them for an hour. */
export function registerSiteRoutes(app: FastifyInstance, deps: AppDeps) {
  const robots = buildRobotsTxt(deps);
  app.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );
  app.get('/sitemap.xml', async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await getSitemap(deps)),
  );
}

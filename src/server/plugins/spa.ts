import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import { firstAnswersJson } from '../features/site/first-answers.service.js';
import { resolvePageHead, type PageHead } from '../features/site/page-head.service.js';
import { injectFirstAnswers, injectHead, renderHead } from '../features/site/render-head.js';
import { sendCompressed } from './compress-page.js';
import { NOT_FOUND_META, pageMetaFor } from '../../shared/site-pages.js';

/** Vite fingerprints everything under assets/: a name never changes content, so browsers keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Favicon, theme script, preview image: stable names, so a day and then a revalidation. */
const STABLE_NAME = 'public, max-age=86400';

async function headFor(deps: AppDeps, req: FastifyRequest): Promise<PageHead> {
  const url = new URL(req.url, 'http://local');
  try {
    return await resolvePageHead(deps, url.pathname, url.searchParams);
  } catch (err) {
    // A preview that cannot be looked up must not cost the visitor the page.
    req.log.warn({ err }, 'page head lookup failed');
    const meta = pageMetaFor(url.pathname);
    return meta
      ? { ...meta, status: 200, canonical: url.pathname }
      : { ...NOT_FOUND_META, status: 404, canonical: url.pathname };
  }
}

/**
 * Serves the Vite build. Every other GET gets index.html with the page's own title, description and Open Graph
 * tags, and status 404 when the path is no route (the client router still draws '404 Page Not Found').
 * Unknown /api and /trpc paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, deps: AppDeps, clientDir: string) {
  const indexFile = path.join(clientDir, 'index.html');
  // Read once: the static routes below are fixed at start-up too, so a rebuild needs a restart either way.
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (template) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // @fastify/static 10 passes the Fastify reply here.
      setHeaders: ((reply: FastifyReply, file: string) => {
        reply.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : STABLE_NAME);
      }) as never,
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0]!;
    const isApi = url.startsWith('/api/') || url === '/api' || url.startsWith('/trpc');
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.status(404).send({ message: 'Not found' });
    if (isApi) return reply.status(404).send({ message: 'Not found' });
    if (!template) return reply.status(503).type('text/plain').send('The client is not built: run `npm run build`.');
    // A missing fingerprinted asset is a real 404, not a page.
    if (url.startsWith('/assets/')) return reply.status(404).send({ message: 'Not found' });
    const page = new URL(req.url, 'http://local');
    const [head, answers] = await Promise.all([
      headFor(deps, req),
      pageMetaFor(page.pathname) ? firstAnswersJson(deps, req, reply, page) : null,
    ]);
    // A signed-in visitor's page carries their account: stored nowhere, like the personal /trpc answers.
    reply.header('Cache-Control', req.user ? 'no-store' : 'no-cache');
    const html = injectHead(template, renderHead(head, deps.env.APP_URL));
    reply.status(head.status).type('text/html; charset=utf-8');
    return sendCompressed(
      req,
      reply,
      answers === null || head.status !== 200 ? html : injectFirstAnswers(html, answers),
    );
  });
}

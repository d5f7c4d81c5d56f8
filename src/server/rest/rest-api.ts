import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { fastifyTRPCOpenApiPlugin, type CreateOpenApiFastifyPluginOptions } from 'trpc-to-openapi';
import type { AppRouter } from '../trpc/app-router.js';
import { RateLimitedError } from '../../shared/errors.js';
import { DB_RETRY_AFTER_SECONDS } from '../../db/unavailable.js';
import type { AppDeps } from '../deps.js';
import { appLink } from '../email/mailer.js';
import { appRouter } from '../trpc/app-router.js';
import { createRequestContext } from '../trpc/context.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { procedureMetaByPath } from './procedure-routes.js';

/**
 * The SPEC §7 REST calls under /api, generated from the tRPC routers by trpc-to-openapi: each procedure with
 * `.meta({ openapi })` is one call, with the same input schema, service and output schema. No route is written
 * by hand except the sign-in redirect (a browser navigation, not JSON) and the document itself.
 */
export async function registerRestApi(app: FastifyInstance, deps: AppDeps) {
  const document = buildOpenApiDocument(deps);
  await app.register(
    async (api) => {
      api.get('/openapi.json', async () => document);
      api.get('/login', async (_req, reply) => reply.redirect(appLink(deps, '/auth'), 302));
      api.addHook('preHandler', restCompatibility);
      api.addHook('onSend', errorBodyIsMessageOnly);
      api.addHook('onRoute', answerIsSentByTheAdapter);
      const options: CreateOpenApiFastifyPluginOptions<AppRouter> = {
        router: appRouter,
        createContext: ({ req, res }) => createRequestContext(deps, req as FastifyRequest, res as FastifyReply),
        responseMeta: ({ paths, errors }) => responseMeta(paths?.[0], errors[0]?.cause, errors[0]?.code),
        onError: ({ error, path }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR')
            app.log.error({ err: error, procedure: path }, 'REST call failed');
        },
      };
      await api.register(fastifyTRPCOpenApiPlugin, options);
    },
    { prefix: '/api' },
  );
}

/**
 * The adapter's async handler calls reply.send() and resolves with nothing. When the compression hook is still
 * compressing (answers over its threshold), Fastify took that for "no answer yet" and sent an empty body over the
 * first: returning the reply says it is on its way.
 */
function answerIsSentByTheAdapter(route: RouteOptions) {
  if (!route.url.endsWith('/*')) return;
  const handler = route.handler;
  route.handler = async function (this: FastifyInstance, request, reply) {
    await handler.call(this, request, reply);
    return reply;
  };
}

/** 201 for creations; Retry-After on a 429 and on a 503 (the database cannot answer in time). */
function responseMeta(procedurePath: string | undefined, cause: unknown, code?: string) {
  if (cause instanceof RateLimitedError) return { headers: { 'Retry-After': String(cause.retryAfterSeconds) } };
  if (code === 'SERVICE_UNAVAILABLE') return { headers: { 'Retry-After': String(DB_RETRY_AFTER_SECONDS) } };
  if (cause) return {};
  const route = procedureMetaByPath().find((r) => r.procedurePath === procedurePath);
  return route?.meta.successStatus ? { status: route.meta.successStatus } : {};
}

/**
 * Keeps SPEC §7 bodies working with the generated routes: a change with no body is an empty JSON object, and a
 * DELETE's JSON body is read like its query (the library reads DELETE input from the query). A body field that
 * names a path parameter never overrides it: the library puts path parameters last.
 */
async function restCompatibility(req: FastifyRequest) {
  if (req.method === 'GET') return;
  if (!req.headers['content-type'] && req.body === undefined) req.headers['content-type'] = 'application/json';
  if (req.method === 'DELETE' && isRecord(req.body) && Object.keys(req.body).length > 0) {
    req.query = { ...(req.query as Record<string, unknown>), ...req.body };
  }
}

/** Every REST error answers `{ message }` (SPEC §8), whatever produced it (tRPC error shape, Fastify, a hook). */
async function errorBodyIsMessageOnly(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  // the adapter rewrites req.url below /api, so the app-wide no-store hook cannot see the prefix: say it here
  if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  try {
    const body: unknown = JSON.parse(payload);
    return isRecord(body) && typeof body.message === 'string' ? JSON.stringify({ message: body.message }) : payload;
  } catch {
    return payload;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

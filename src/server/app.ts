import { randomUUID } from 'node:crypto';
import { DB_RETRY_AFTER_SECONDS } from '../db/unavailable.js';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify from 'fastify';
import type { AppDeps } from './deps.js';
import { registerOutboundRoutes } from './features/outbound/outbound.routes.js';
import { registerUnsubscribeRoutes } from './features/alerts/unsubscribe.routes.js';
import { startSearchCache } from './features/products/search-cache.js';
import { registerSiteRoutes } from './features/site/site.routes.js';
import { serializeError, serializeRequest, stdoutDestination } from './logger.js';
import { registerMetrics } from './observability/metrics.js';
import { checkReadiness } from './observability/readiness.js';
import { authPlugin } from './plugins/auth.js';
import { registerCsrfGuard } from './plugins/csrf.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerNoStore } from './plugins/no-store.js';
import { OneLinePerRequest } from './plugins/request-log.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSpa } from './plugins/spa.js';
import { CLIENT_DIR } from '../paths.js';
import { TRPC_MAX_BATCH_SIZE } from '../shared/constants.js';
import { registerRestApi } from './rest/rest-api.js';
import { appRouter, type AppRouter } from './trpc/app-router.js';
import { createRequestContext } from './trpc/context.js';

export { TRPC_MAX_BATCH_SIZE };

/** Builds the web app in the documented order: ecosystem plugins, our plugins, routes, SPA fallback. */
export async function buildApp(
  deps: AppDeps,
  options: { clientDir?: string; logger?: boolean; logStream?: { write(line: string): void } } = {},
) {
  const https = deps.env.APP_URL.startsWith('https://');
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: deps.env.LOG_LEVEL,
            serializers: { req: (req) => serializeRequest(req), err: (err) => serializeError(err) },
            stream: options.logStream ?? stdoutDestination(),
          },
    logController: new OneLinePerRequest(),
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(deps.env.TRUST_PROXY),
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
  });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-bootstrap and apexcharts set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(authPlugin, { deps });
  registerCsrfGuard(app, deps);
  registerErrorHandler(app);
  registerNoStore(app);

  // Liveness: the process answers (a database outage must not get every web process restarted).
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_req, reply) => {
    const readiness = await checkReadiness(deps, options.clientDir);
    if (!readiness.ok) reply.header('Retry-After', String(DB_RETRY_AFTER_SECONDS));
    return reply.status(readiness.ok ? 200 : 503).send(readiness);
  });
  await registerMetrics(app, deps);
  registerOutboundRoutes(app, deps);
  await registerUnsubscribeRoutes(app, deps);
  registerSiteRoutes(app, deps);

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createRequestContext(deps, req, res),
      // One request may carry at most this many batched calls (the client batches a page's few queries).
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      // a database that cannot be reached in time is a 503 with Retry-After, not a 500
      responseMeta: ({ errors }) =>
        errors.some((e) => e.code === 'SERVICE_UNAVAILABLE')
          ? { status: 503, headers: new Headers({ 'Retry-After': String(DB_RETRY_AFTER_SECONDS) }) }
          : {},
      onError: ({ error, path: procedure, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, procedure, reqId: req.id }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await registerRestApi(app, deps);

  const searchCache = await startSearchCache(deps);
  app.addHook('onClose', () => searchCache.close());

  await registerSpa(app, deps, options.clientDir ?? CLIENT_DIR);
  return app;
}

/** A hop count as Fastify applies it: the n addresses nearest to us are proxies, the next one is the client. */
function trustProxyOption(setting: false | number | string[]) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

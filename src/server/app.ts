import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify from 'fastify';
import type { AppDeps } from './deps.js';
import { registerOutboundRoutes } from './features/outbound/outbound.routes.js';
import { checkHealth } from './health.js';
import { serializeError, serializeRequest } from './logger.js';
import { authPlugin } from './plugins/auth.js';
import { registerCsrfGuard } from './plugins/csrf.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerNoStore } from './plugins/no-store.js';
import { registerSpa } from './plugins/spa.js';
import { CLIENT_DIR } from '../paths.js';
import { TRPC_MAX_BATCH_SIZE } from '../shared/constants.js';
import { registerRestApi } from './rest/rest-api.js';
import { appRouter, type AppRouter } from './trpc/app-router.js';
import { createRequestContext } from './trpc/context.js';

export { TRPC_MAX_BATCH_SIZE };


/** Builds the web app in the documented order: ecosystem plugins, our plugins, routes, SPA fallback. */
export async function buildApp(deps: AppDeps, options: { clientDir?: string; logger?: boolean; logStream?: { write(line: string): void } } = {}) {
  const https = deps.env.APP_URL.startsWith('https://');
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: deps.env.LOG_LEVEL,
            serializers: { req: (req) => serializeRequest(req), err: (err) => serializeError(err) },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: () => randomUUID(),
    trustProxy: trustProxyOption(deps.env.TRUST_PROXY),
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
  });

  await app.register(fastifyHelmet, {
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

  app.get('/healthz', async (_req, reply) => {
    const health = await checkHealth(deps);
    return reply.status(health.ok ? 200 : 503).send(health);
  });
  registerOutboundRoutes(app, deps);

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createRequestContext(deps, req, res),
      // One request may carry at most this many batched calls (the client batches a page's few queries).
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      onError: ({ error, path: procedure, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, procedure, reqId: req.id }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await registerRestApi(app, deps);

  await registerSpa(app, options.clientDir ?? CLIENT_DIR);
  return app;
}

/** A hop count as Fastify applies it: the n addresses nearest to us are proxies, the next one is the client. */
function trustProxyOption(setting: false | number | string[]) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

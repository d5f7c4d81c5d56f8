import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify from 'fastify';
import type { AppDeps } from './deps.js';
import { registerOutboundRoutes } from './features/outbound/outbound.routes.js';
import { checkHealth } from './health.js';
import { authPlugin } from './plugins/auth.js';
import { registerCsrfGuard } from './plugins/csrf.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerSpa } from './plugins/spa.js';
import { registerRestApi } from './rest/rest-api.js';
import { appRouter, type AppRouter } from './trpc/app-router.js';
import { createRequestContext } from './trpc/context.js';

export const DEFAULT_CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

/** Builds the web app in the documented order: ecosystem plugins, our plugins, routes, SPA fallback. */
export async function buildApp(deps: AppDeps, options: { clientDir?: string; logger?: boolean } = {}) {
  const https = deps.env.APP_URL.startsWith('https://');
  const app = Fastify({
    logger: options.logger === false ? false : { level: deps.env.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: deps.env.TRUST_PROXY,
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
      onError: ({ error, path: procedure }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, procedure }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await registerRestApi(app, deps);

  await registerSpa(app, options.clientDir ?? DEFAULT_CLIENT_DIR);
  return app;
}

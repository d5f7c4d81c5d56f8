import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../shared/errors.js';
import type { User } from '../../db/models/index.js';
import type { AppDeps } from '../deps.js';

/**
 * REST adapters for the fixed /api contract (SPEC §7). Each route parses its input with a shared zod schema,
 * calls the same service as the tRPC procedure, and returns JSON. The same definitions generate
 * /api/openapi.json, so the document cannot drift from the routes.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Access = 'public' | 'user' | 'admin';

export interface RouteContext {
  deps: AppDeps;
  user: User | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition<I extends z.ZodType = z.ZodType> {
  method: Method;
  /** Fastify path, e.g. /products/:id/price-history */
  path: string;
  summary: string;
  access?: Access;
  /** Validates the merged params + query (+ body for non-GET). */
  input?: I;
  /** For 'user' and 'admin' routes ctx.user is guaranteed non-null. */
  handler: (ctx: RouteContext, input: z.infer<I>) => Promise<unknown>;
}

export function defineRoute<I extends z.ZodType>(route: RouteDefinition<I>): RouteDefinition<I> {
  return route;
}

export function registerRoutes(app: FastifyInstance, deps: AppDeps, routes: RouteDefinition[]) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (req, reply) => {
        const access = route.access ?? 'public';
        if (access !== 'public' && !req.user) throw new UnauthorizedError();
        if (access === 'admin' && !req.user!.isAdmin) throw new ForbiddenError('Admins only');
        // The path names the resource: a body or query field of the same name never overrides it.
        const raw = {
          ...(req.query as object),
          ...(route.method === 'GET' || !isObject(req.body) ? {} : (req.body as object)),
          ...(req.params as object),
        };
        let input: unknown = undefined;
        if (route.input) {
          const parsed = route.input.safeParse(raw);
          if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid input');
          input = parsed.data;
        }
        const result = await route.handler({ deps, user: req.user, req, reply } as never, input as never);
        if (reply.sent) return reply;
        return result ?? { ok: true };
      },
    });
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An OpenAPI 3.1 document from the route definitions (zod 4 emits JSON Schema natively). */
export function buildOpenApiDocument(routes: RouteDefinition[], appUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const openApiPath = '/api' + route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const schema = route.input ? (z.toJSONSchema(route.input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>) : undefined;
    const operation: Record<string, unknown> = {
      summary: route.summary,
      security: (route.access ?? 'public') === 'public' ? [] : [{ sessionCookie: [] }],
      responses: {
        '200': { description: 'OK', content: { 'application/json': {} } },
        '400': { $ref: '#/components/responses/Error' },
        ...(route.access && route.access !== 'public'
          ? { '401': { $ref: '#/components/responses/Error' }, '403': { $ref: '#/components/responses/Error' } }
          : {}),
      },
    };
    if (schema) {
      const pathParams = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      const props = (schema.properties ?? {}) as Record<string, unknown>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      if (route.method === 'GET' || route.method === 'DELETE') {
        operation.parameters = Object.entries(props).map(([name, s]) => ({
          name,
          in: pathParams.includes(name) ? 'path' : 'query',
          required: pathParams.includes(name) || required.has(name),
          schema: s,
        }));
      } else {
        operation.parameters = pathParams.map((name) => ({ name, in: 'path', required: true, schema: props[name] ?? {} }));
        operation.requestBody = { required: true, content: { 'application/json': { schema } } };
      }
    }
    paths[openApiPath] = { ...(paths[openApiPath] ?? {}), [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'PerRound API', version: '1.0.0', description: 'Canadian firearms, ammunition and accessories prices. All prices in CAD.' },
    servers: [{ url: appUrl }],
    paths,
    components: {
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'perround_session' } },
      responses: {
        Error: {
          description: 'Error',
          content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } } },
        },
      },
    },
  };
}

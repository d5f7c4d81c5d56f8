import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import type { AppDeps } from '../deps.js';
import { sessionCookieName } from '../plugins/auth.js';
import { appRouter } from '../trpc/app-router.js';
import { procedureMetaByPath } from './procedure-routes.js';

const DESCRIPTION = `Canadian firearms, ammunition and accessories prices (SPEC §7). All prices are in CAD.

Every call is generated from the tRPC procedure of the same name, so both answer alike.

**Changes (POST, PUT, DELETE)** must send JSON (\`Content-Type: application/json\`) and an \`Origin\` header (or,
failing that, a \`Referer\`) equal to this site's origin; otherwise the answer is 403. Signed-in calls use the
session cookie set by /login and /register. Errors answer \`{ "message": "…" }\`.`;

const ERROR_SCHEMA = {
  type: 'object' as const,
  properties: { message: { type: 'string' as const, description: 'What went wrong, fit to show to a person' } },
  required: ['message'],
};

type Operation = {
  security?: unknown[];
  responses: Record<string, unknown>;
  parameters?: Array<{ name: string; in: string; schema?: unknown; required?: boolean }>;
  requestBody?: unknown;
};

/** /api/openapi.json: generated from the routers' `.meta({ openapi })`, `.input()` and `.output()`. */
export function buildOpenApiDocument(deps: AppDeps): OpenAPIObject {
  const doc = generateOpenApiDocument(appRouter, {
    title: 'PerRound API',
    version: '1.0.0',
    description: DESCRIPTION,
    baseUrl: `${deps.env.APP_URL}/api`,
    securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: sessionCookieName(deps) } },
  });
  doc.info.license = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };
  for (const { method, path, meta } of procedureMetaByPath()) {
    const operation = doc.paths?.[path]?.[method.toLowerCase() as 'get'] as Operation | undefined;
    if (!operation) continue;
    if (meta.successStatus) {
      operation.responses = {
        [meta.successStatus]: operation.responses['200'],
        ...withoutKey(operation.responses, '200'),
      };
    }
    if (method === 'DELETE') moveQueryToBody(operation, path);
    // public calls say so explicitly (no session cookie needed)
    operation.security ??= [];
  }
  // Error bodies are `{ message }` only (rest-api.ts trims the tRPC error shape).
  for (const name of Object.keys(doc.components?.schemas ?? {})) {
    if (name.startsWith('error.')) doc.components!.schemas![name] = ERROR_SCHEMA;
  }
  return doc;
}

function withoutKey<T extends Record<string, unknown>>(record: T, key: string) {
  const { [key]: _omitted, ...rest } = record;
  return rest;
}

/**
 * trpc-to-openapi reads a DELETE's input from the query string; SPEC §7 sends delete-account's confirmText as a
 * JSON body (restCompatibility accepts both). Non-path parameters of a DELETE without other query use become a body.
 */
function moveQueryToBody(operation: Operation, path: string) {
  if (path !== '/delete-account' || !operation.parameters) return;
  const query = operation.parameters.filter((p) => p.in === 'query');
  const properties = Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}]));
  const required = query.filter((p) => p.required).map((p) => p.name);
  operation.parameters = operation.parameters.filter((p) => p.in !== 'query');
  if (operation.parameters.length === 0) delete operation.parameters;
  operation.requestBody = {
    required: true,
    content: { 'application/json': { schema: { type: 'object', properties, required, additionalProperties: false } } },
  };
}

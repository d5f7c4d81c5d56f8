import type { ProcedureMeta } from '../trpc/trpc.js';
import { appRouter } from '../trpc/app-router.js';

export interface ProcedureRoute {
  procedurePath: string;
  method: string;
  /** OpenAPI path, e.g. /admin/retailers/{id} */
  path: string;
  meta: ProcedureMeta & { openapi: NonNullable<ProcedureMeta['openapi']> };
  /** Matches a request path (without /api) and captures the path parameters in order. */
  pattern: RegExp;
  params: string[];
}

let cache: ProcedureRoute[] | null = null;

/** Every procedure that is also a REST call, with its path pattern (read once from the router). */
export function procedureMetaByPath(): ProcedureRoute[] {
  if (cache) return cache;
  // tRPC keeps a flat record of procedures by dotted path ('admin.createRetailer')
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } }>;
  cache = Object.entries(procedures).flatMap(([procedurePath, procedure]) => {
    const meta = procedure._def.meta;
    if (!meta?.openapi) return [];
    const { path, method } = meta.openapi;
    const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '([^/]+)')}$`);
    return [{ procedurePath, method, path, meta: meta as ProcedureRoute['meta'], pattern, params }];
  });
  return cache;
}

export function findProcedureRoute(method: string, path: string) {
  for (const route of procedureMetaByPath()) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (match) return { route, values: Object.fromEntries(route.params.map((name, i) => [name, decodeURIComponent(match[i + 1])])) };
  }
  return null;
}

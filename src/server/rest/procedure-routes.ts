import type { ProcedureMeta } from '../trpc/trpc.js';
import { appRouter } from '../trpc/app-router.js';

export interface ProcedureRoute {
  procedurePath: string;
  method: string;
  /** OpenAPI path, e.g. /admin/retailers/{id} */
  path: string;
  meta: ProcedureMeta & { openapi: NonNullable<ProcedureMeta['openapi']> };
}

let cache: ProcedureRoute[] | null = null;

/** Every procedure that is also a REST call (read once from the router). */
export function procedureMetaByPath(): ProcedureRoute[] {
  if (cache) return cache;
  // tRPC keeps a flat record of procedures by dotted path ('admin.createRetailer')
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } }>;
  cache = Object.entries(procedures).flatMap(([procedurePath, procedure]) => {
    const meta = procedure._def.meta;
    if (!meta?.openapi) return [];
    const { path, method } = meta.openapi;
    return [{ procedurePath, method, path, meta: meta as ProcedureRoute['meta'] }];
  });
  return cache;
}

import type { ProcedureMeta } from './trpc.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Access = 'public' | 'user' | 'admin';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; `message` names the first problem',
  401: 'Not signed in',
  403: 'Not allowed: admins only, or a change sent without this site as Origin (or Referer)',
  404: 'Not found',
  409: 'Conflict with the current state',
  429: 'Too many attempts; the Retry-After header says when to try again',
  502: 'The retailer answered badly or the run was refused',
  504: 'Still running after the wait; the job carries on in the worker',
  500: 'Internal server error',
};

/**
 * The `.meta()` of a procedure that is also a SPEC §7 REST call under /api. Every status the call can return
 * is listed: `errors` for the procedure's own (400, 404, 409, 429, 502, 504), plus 401 for signed-in calls, 403
 * for admin calls and every change (the Origin rule), and 500.
 */
export function rest(
  method: Method,
  path: `/${string}`,
  summary: string,
  options: { access?: Access; errors?: number[]; successStatus?: 201 | 202 } = {},
): ProcedureMeta {
  const access = options.access ?? 'public';
  const codes = new Set(options.errors ?? []);
  if (access !== 'public') codes.add(401);
  if (access === 'admin' || method !== 'GET') codes.add(403);
  codes.add(500);
  const errorResponses = Object.fromEntries(
    [...codes].sort((a, b) => a - b).map((code) => [code, ERROR_DESCRIPTIONS[code]]),
  );
  return {
    openapi: { method, path, summary, protect: access !== 'public', errorResponses },
    ...(options.successStatus ? { successStatus: options.successStatus } : {}),
  };
}

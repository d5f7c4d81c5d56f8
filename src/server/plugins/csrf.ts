import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import { ForbiddenError } from '../../shared/errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing request must carry JSON and an Origin (or, failing that, a Referer) of the site itself.
 * Cross-site forms cannot send application/json, and browsers always send Origin on cross-site POSTs.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Cross-Site_Request_Forgery_Prevention_Cheat_Sheet.html
 */
export function registerCsrfGuard(app: FastifyInstance, deps: AppDeps) {
  const appOrigin = new URL(deps.env.APP_URL).origin;
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    // a route whose signed token is its only permission (one-click unsubscribe from a mail client: no Origin)
    if ((req.routeOptions.config as { tokenAuthorized?: boolean } | undefined)?.tokenAuthorized) return;
    const source = requestSource(req);
    if (!source || (source !== appOrigin && source !== hostOrigin(req))) {
      throw new ForbiddenError('Cross-site request refused');
    }
    const type = String(req.headers['content-type'] ?? '');
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !type.toLowerCase().startsWith('application/json')) {
      throw new ForbiddenError('Requests that change something must send JSON');
    }
  });
}

function requestSource(req: FastifyRequest): string | null {
  const origin = req.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = req.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

function hostOrigin(req: FastifyRequest) {
  return `${req.protocol}://${req.headers.host}`;
}

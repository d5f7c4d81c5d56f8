import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { consumeRateLimit, RATE_LIMITS } from '../rate-limit/rate-limit.js';
import { resolveListingClick, resolveRetailerClick } from './outbound.service.js';

const ID = /^[1-9][0-9]{0,9}$/;

/**
 * GET /go/:listingId and GET /go/retailer/:retailerId: plain redirects (not /api: they are navigations the
 * browser follows from an <a rel="sponsored noopener noreferrer">). Unknown ids fall through to the not-found
 * page. No caching, so every click is recorded; each address may click RATE_LIMITS.outboundClickIp times a minute.
 */
export function registerOutboundRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { listingId: string } }>('/go/:listingId', async (req, reply) => {
    await consumeRateLimit(deps, RATE_LIMITS.outboundClickIp, req.ip);
    const id = ID.test(req.params.listingId) ? Number(req.params.listingId) : null;
    const target = id && id <= 2_147_483_647 ? await resolveListingClick(deps, id, req.user?.id ?? null) : null;
    if (!target) return reply.callNotFound();
    return reply.header('Cache-Control', 'no-store').redirect(target, 302);
  });
  app.get<{ Params: { retailerId: string } }>('/go/retailer/:retailerId', async (req, reply) => {
    await consumeRateLimit(deps, RATE_LIMITS.outboundClickIp, req.ip);
    const id = ID.test(req.params.retailerId) ? Number(req.params.retailerId) : null;
    const target = id && id <= 2_147_483_647 ? await resolveRetailerClick(deps, id) : null;
    if (!target) return reply.callNotFound();
    return reply.header('Cache-Control', 'no-store').redirect(target, 302);
  });
}

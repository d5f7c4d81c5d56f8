import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import type { Session, User } from '../../db/models/index.js';

/** Inner context: everything a procedure needs, constructible in tests without HTTP. */
export interface ContextInner {
  deps: AppDeps;
  user: User | null;
  session: Session | null;
  ip: string;
}

export interface Context extends ContextInner {
  req?: FastifyRequest;
  reply?: FastifyReply;
}

export function createContextInner(deps: AppDeps, opts: Partial<Omit<ContextInner, 'deps'>> = {}): ContextInner {
  return { deps, user: opts.user ?? null, session: opts.session ?? null, ip: opts.ip ?? '127.0.0.1' };
}

/** Built per request from what the auth plugin put on the request. */
export function createRequestContext(deps: AppDeps, req: FastifyRequest, reply: FastifyReply): Context {
  return { deps, user: req.user, session: req.session, ip: req.ip, req, reply };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import superjson from 'superjson';
import { FIRST_SEARCH_INPUT, type FirstAnswer } from '../../../shared/first-answers.js';
import type { AppDeps } from '../../deps.js';
import { createCaller } from '../../trpc/app-router.js';
import { createRequestContext } from '../../trpc/context.js';

/** Past this the page goes out without the answers and the client asks for them itself. */
const BUDGET_MS = 400;

/**
 * The queries a page makes before it can show anything, answered through the same tRPC procedures the client
 * would call (same checks, same cache): who is signed in on every page, and on `/` without a query string the
 * default search and the retailer list; on `/landing` its numbers.
 */
async function answer(deps: AppDeps, req: FastifyRequest, reply: FastifyReply, url: URL): Promise<FirstAnswer[]> {
  const caller = createCaller(createRequestContext(deps, req, reply));
  const answers: Array<Promise<FirstAnswer>> = [caller.auth.me().then((data) => ({ path: 'auth.me', data }))];
  if (url.pathname === '/' && url.search === '') {
    answers.push(
      caller.products
        .list(FIRST_SEARCH_INPUT)
        .then((data) => ({ path: 'products.list', input: FIRST_SEARCH_INPUT, data })),
      caller.retailers.list().then((data) => ({ path: 'retailers.list', data })),
    );
  }
  if (url.pathname === '/landing')
    answers.push(caller.site.landingStats().then((data) => ({ path: 'site.landingStats', data })));
  return Promise.all(answers);
}

/**
 * The answers as the body of a `<script type="application/json">` (superjson, as tRPC sends them; `<` escaped so
 * no text can close the element), or null when they failed or took longer than the budget.
 */
export async function firstAnswersJson(
  deps: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  url: URL,
): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), BUDGET_MS)));
  try {
    const answers = await Promise.race([answer(deps, req, reply, url), late]);
    if (!answers) {
      req.log.warn({ url: url.pathname }, 'first answers over budget: the page goes without them');
      return null;
    }
    return superjson
      .stringify(answers)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029');
  } catch (err) {
    req.log.warn({ err }, 'first answers failed: the page goes without them');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

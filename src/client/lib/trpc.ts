import { createTRPCReact } from '@trpc/react-query';
import { httpBatchLink, httpLink, splitLink } from '@trpc/client';
import { TRPC_MAX_BATCH_SIZE } from '../../shared/constants.js';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/app-router';

export const trpc = createTRPCReact<AppRouter>();

/**
 * Cards below the results travel on their own requests: a batch answers when its slowest call is done, and the
 * first results must not wait for the weekly changes or the retailer status.
 */
const SECONDARY = new Set(['products.weeklyChanges', 'retailers.status']);

export function createTrpcClient() {
  const options = {
    url: '/trpc',
    transformer: superjson,
    fetch: (url: URL | RequestInfo, init?: RequestInit) => fetch(url, { ...init, credentials: 'include' }),
  };
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => SECONDARY.has(op.path),
        true: httpLink(options),
        false: httpBatchLink({ ...options, maxItems: TRPC_MAX_BATCH_SIZE }),
      }),
    ],
  });
}

import { createTRPCReact } from '@trpc/react-query';
import { httpBatchLink } from '@trpc/client';
import { TRPC_MAX_BATCH_SIZE } from '../../shared/constants.js';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/app-router';

export const trpc = createTRPCReact<AppRouter>();

export function createTrpcClient() {
  return trpc.createClient({
    links: [httpBatchLink({ url: '/trpc', transformer: superjson, maxItems: TRPC_MAX_BATCH_SIZE, fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }) })],
  });
}

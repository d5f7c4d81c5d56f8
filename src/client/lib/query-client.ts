import { QueryClient } from '@tanstack/react-query';

/** SPEC §7: no refetch interval, no refetch on focus, data never stale, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, staleTime: Infinity, retry: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });
}

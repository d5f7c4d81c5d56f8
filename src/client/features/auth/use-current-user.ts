import { trpc } from '../../lib/trpc';

/** The signed-in user, or null when anonymous (SPEC §4: a 401 means null, not an error). */
export function useCurrentUser() {
  const query = trpc.auth.me.useQuery(undefined);
  return { user: query.data ?? null, isLoading: query.isLoading };
}

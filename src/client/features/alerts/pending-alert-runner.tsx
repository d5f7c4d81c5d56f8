import { useEffect } from 'react';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/use-current-user';
import { takePendingIntent, type PendingIntent } from './pending-intent';
import { failedToast, searchSavedToast, watchCreatedToast } from './alert-toasts';

/**
 * Creates the watch or saved search a visitor asked for before signing up (pending-intent.ts), once the
 * signed-in account is verified: right after the verification link, or at the next sign-in. Renders nothing.
 */
export function PendingAlertRunner() {
  const { user } = useCurrentUser();
  const utils = trpc.useUtils();
  const createWatch = trpc.watches.create.useMutation();
  const createSearch = trpc.savedSearches.create.useMutation();
  const email = user?.emailVerified ? user.email : null;

  useEffect(() => {
    if (!email) return;
    const intent = takePendingIntent(email);
    if (intent) void create(intent);
    // Runs when the verified e-mail appears or changes; the intent is taken from storage, so at most once.
  }, [email]);

  async function create(intent: PendingIntent) {
    try {
      if (intent.kind === 'watch') {
        const watch = await createWatch.mutateAsync({ productId: intent.productId, ...intent.rule });
        watchCreatedToast(watch.productName, watch);
        await utils.watches.list.invalidate();
      } else {
        const saved = await createSearch.mutateAsync({ name: intent.name, query: intent.query, ...intent.alert });
        searchSavedToast(saved.name, saved);
        await utils.savedSearches.list.invalidate();
      }
    } catch (e) {
      failedToast(intent.kind === 'watch' ? 'Watch not saved' : 'Search not saved', e);
    }
  }
  return null;
}

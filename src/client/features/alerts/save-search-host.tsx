import { useMemo } from 'react';
import { trpc } from '../../lib/trpc';
import { failedToast, searchSavedToast } from './alert-toasts';
import { useKeepForLater } from './keep-for-later';
import { SaveSearchDialog } from './save-search-dialog';
import { defaultSearchName, searchAlertForm } from './search-alert';
import { useAlertViewer } from './use-alert-viewer';

/** "Save this search" for the search on screen (`query`, the URL query without page or open chart). */
export function SaveSearchHost({ query, show, onClose }: { query: string; show: boolean; onClose: () => void }) {
  const { viewer, email } = useAlertViewer();
  const utils = trpc.useUtils();
  const keepForLater = useKeepForLater();
  const initial = useMemo(() => searchAlertForm(defaultSearchName(query)), [query]);
  const create = trpc.savedSearches.create.useMutation({
    onSuccess: (saved) => {
      searchSavedToast(saved.name, saved);
      void utils.savedSearches.list.invalidate();
      onClose();
    },
    onError: (e) => failedToast('Search not saved', e),
  });

  return (
    <SaveSearchDialog
      show={show}
      viewer={viewer}
      initial={initial}
      pending={create.isPending}
      onClose={onClose}
      onSubmit={({ name, alert }) => {
        if (viewer === 'verified') return create.mutate({ name, query, ...alert });
        keepForLater({ kind: 'search', name, query, alert }, viewer, email);
        onClose();
      }}
    />
  );
}

import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import type { SavedSearch } from '../../../shared/schemas/alerts';
import { toast } from '../../components/toast/toast-store';
import { trpc } from '../../lib/trpc';
import { failedToast } from './alert-toasts';
import { AlertsPageFrame } from './account-frame';
import { SaveSearchDialog } from './save-search-dialog';
import { searchAlertForm } from './search-alert';
import { SavedSearchesView } from './saved-searches-view';
import { useAlertViewer } from './use-alert-viewer';

/** Account → Saved searches: open one, edit its name and alert, delete it. */
export function SavedSearchesPage() {
  return (
    <AlertsPageFrame title="Saved searches">
      <SavedSearches />
    </AlertsPageFrame>
  );
}

function SavedSearches() {
  const { viewer } = useAlertViewer();
  const utils = trpc.useUtils();
  const list = trpc.savedSearches.list.useQuery(undefined, { staleTime: 0 });
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const initial = useMemo(() => searchAlertForm(editing?.name ?? '', editing ?? undefined), [editing]);
  const failed = (title: string) => (e: unknown) => failedToast(title, e);
  const update = trpc.savedSearches.update.useMutation({
    onSuccess: async () => {
      toast({ title: 'Saved search updated', variant: 'success' });
      setEditing(null);
      await utils.savedSearches.list.invalidate();
    },
    onError: failed('Saved search not updated'),
  });
  const remove = trpc.savedSearches.delete.useMutation({
    onSuccess: async () => {
      toast({ title: 'Saved search deleted', variant: 'success' });
      await utils.savedSearches.list.invalidate();
    },
    onError: failed('Saved search not deleted'),
  });

  if (list.isLoading) return <Spinner animation="border" role="status" aria-label="Loading your saved searches" />;
  if (list.isError) return <Alert variant="danger">Failed to load your saved searches. Please try again.</Alert>;
  return (
    <>
      <SavedSearchesView
        searches={list.data ?? []}
        busyId={remove.isPending ? Number(remove.variables?.id) : null}
        onEdit={setEditing}
        onDelete={(s) => remove.mutate({ id: s.id })}
      />
      <SaveSearchDialog
        show={editing !== null}
        editing
        viewer={viewer}
        initial={initial}
        pending={update.isPending}
        onClose={() => setEditing(null)}
        onSubmit={({ name, alert }) => editing && update.mutate({ id: editing.id, name, ...alert })}
      />
    </>
  );
}

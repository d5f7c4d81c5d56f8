import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import type { WatchlistEntry } from '../../../shared/schemas/alerts';
import { toast } from '../../components/toast/toast-store';
import { trpc } from '../../lib/trpc';
import { failedToast } from './alert-toasts';
import { AlertsPageFrame } from './account-frame';
import { useAlertViewer } from './use-alert-viewer';
import { WatchDialog } from './watch-dialog';
import { formFromRule } from './watch-rule';
import { WatchlistView } from './watchlist-view';

/** Account → Watchlist: the watched products, their best price now and trend, each watch's rule (edit, delete). */
export function WatchlistPage() {
  return (
    <AlertsPageFrame title="Watchlist">
      <Watchlist />
    </AlertsPageFrame>
  );
}

function Watchlist() {
  const { viewer } = useAlertViewer();
  const utils = trpc.useUtils();
  const list = trpc.watches.list.useQuery(undefined, { staleTime: 0 });
  const [editing, setEditing] = useState<WatchlistEntry | null>(null);
  const initial = useMemo(() => (editing ? formFromRule(editing) : undefined), [editing]);
  const failed = (title: string) => (e: unknown) => failedToast(title, e);
  const update = trpc.watches.update.useMutation({
    onSuccess: async () => {
      toast({ title: 'Watch updated', variant: 'success' });
      setEditing(null);
      await utils.watches.list.invalidate();
    },
    onError: failed('Watch not updated'),
  });
  const remove = trpc.watches.delete.useMutation({
    onSuccess: async () => {
      toast({ title: 'Watch deleted', variant: 'success' });
      await utils.watches.list.invalidate();
    },
    onError: failed('Watch not deleted'),
  });

  if (list.isLoading) return <Spinner animation="border" role="status" aria-label="Loading your watchlist" />;
  if (list.isError) return <Alert variant="danger">Failed to load your watchlist. Please try again.</Alert>;
  return (
    <>
      <WatchlistView
        entries={list.data ?? []}
        busyWatchId={remove.isPending ? Number(remove.variables?.id) : null}
        onEdit={setEditing}
        onDelete={(entry) => remove.mutate({ id: entry.id })}
      />
      <WatchDialog
        product={editing && { productId: editing.productId, name: editing.productName }}
        initial={initial}
        editing
        viewer={viewer}
        pending={update.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(rule) => editing && update.mutate({ id: editing.id, ...rule })}
      />
    </>
  );
}

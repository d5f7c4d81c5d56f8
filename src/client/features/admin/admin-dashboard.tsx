import { useCallback, useEffect, useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { trpc } from '../../lib/trpc';
import { AdminAlertStatsCard } from '../alerts/admin-alert-stats';
import { adminFailure, adminSuccess, isUnauthorized, loggedOutRedirect } from './admin-errors';
import { ListingCorrections } from './listing-corrections';
import { RejectedRuns } from './rejected-runs';
import { ReviewQueue } from './review-queue';
import { RetailerDialog } from './retailer-dialog';
import { EMPTY_RETAILER_FORM } from './retailer-form';
import { RetailerList } from './retailer-list';
import { ScrapeLogs } from './scrape-logs';
import { useAdminRuns } from './use-admin-runs';
import { useRetailerDelete } from './use-retailer-delete';
import { useRetailerEditor } from './use-retailer-editor';
import { WorkerList } from './worker-list';

/** Refetch what a retailer change or a run changes: the list, the logs, the rejected runs. */
function useAdminRefresh() {
  const utils = trpc.useUtils();
  return useCallback(
    () =>
      Promise.all([
        utils.admin.retailers.invalidate(),
        utils.admin.logs.invalidate(),
        utils.admin.rejectedRuns.invalidate(),
      ]),
    [utils],
  );
}

function CleanupButton({ cleanup }: { cleanup: ReturnType<typeof useAdminRuns>['cleanup'] }) {
  return (
    <Button variant="outline-secondary" onClick={cleanup.start} disabled={cleanup.pending}>
      {cleanup.pending ? (
        <>
          <Spinner size="sm" animation="border" className="me-1" aria-hidden /> Running Cleanup...
        </>
      ) : (
        'Run Duplicate Cleanup'
      )}
    </Button>
  );
}

function RejectedRunsCard({ refresh }: { refresh: () => Promise<unknown> }) {
  const rejectedRuns = trpc.admin.rejectedRuns.useQuery(undefined, { staleTime: 0, refetchInterval: 30_000 });
  const acceptRun = trpc.admin.acceptRun.useMutation({
    onSuccess: async (r) => {
      adminSuccess('Run accepted', r.message);
      await refresh();
    },
    onError: (e) => adminFailure(e, 'Failed to accept the run'),
  });
  return (
    <RejectedRuns
      runs={rejectedRuns.data ?? []}
      accepting={acceptRun.isPending ? Number(acceptRun.variables?.scrapeLogId) : null}
      onAccept={(run) => acceptRun.mutate({ scrapeLogId: run.scrapeLogId })}
    />
  );
}

/** SPEC §2 Admin Dashboard: retailers (add, edit, delete, run), duplicate cleanup, logs, listing corrections. */
export function AdminDashboard() {
  const retailers = trpc.admin.retailers.useQuery(undefined, { staleTime: 0 });
  const workers = trpc.admin.workers.useQuery(undefined, { refetchInterval: 30_000 });
  const refresh = useAdminRefresh();
  const editor = useRetailerEditor(refresh);
  const runs = useAdminRuns(refresh);
  const deletion = useRetailerDelete(refresh);

  useEffect(() => {
    if (retailers.error && isUnauthorized(retailers.error)) loggedOutRedirect();
  }, [retailers.error]);

  const list = useMemo(() => retailers.data ?? [], [retailers.data]);

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">Admin Dashboard</h1>
        <div className="d-flex gap-2">
          <CleanupButton cleanup={runs.cleanup} />
          <Button onClick={editor.openAdd}>Add Retailer</Button>
        </div>
      </div>

      <RejectedRunsCard refresh={refresh} />

      <Card className="mb-4">
        <Card.Header className="d-flex justify-content-between align-items-center">
          <h2 className="h5 mb-0">Retailers</h2>
          <span className="small text-body-secondary">
            {list.length} total · {list.filter((r) => r.isActive).length} active
          </span>
        </Card.Header>
        <Card.Body>
          {retailers.isLoading ? (
            <Spinner animation="border" role="status" aria-label="Loading retailers" />
          ) : retailers.error ? (
            <Alert variant="danger">Failed to load retailers</Alert>
          ) : (
            <RetailerList
              retailers={list}
              running={runs.running}
              deleting={deletion.deleting}
              onRun={(r) => void runs.runScraper(r)}
              onRunEnded={runs.onRunEnded}
              onEdit={editor.openEdit}
              onDelete={deletion.remove}
            />
          )}
        </Card.Body>
      </Card>

      <WorkerList workers={workers.data ?? []} />
      <AdminAlertStatsCard />
      <ScrapeLogs retailers={list} />
      <ReviewQueue />
      <ListingCorrections />

      <RetailerDialog
        show={editor.dialog !== null}
        mode={editor.dialog?.mode ?? 'add'}
        initial={editor.dialog?.initial ?? EMPTY_RETAILER_FORM}
        pending={editor.pending}
        serverError={editor.saveError}
        onSave={editor.save}
        onTest={editor.test}
        onClose={editor.close}
      />
    </>
  );
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { trpc } from '../../lib/trpc';
import { AdminAlertStatsCard } from '../alerts/admin-alert-stats';
import { adminFailure, adminSuccess, errorMessage, isUnauthorized, loggedOutRedirect } from './admin-errors';
import { ListingCorrections } from './listing-corrections';
import { RejectedRuns } from './rejected-runs';
import { ReviewQueue } from './review-queue';
import { RetailerDialog } from './retailer-dialog';
import { EMPTY_RETAILER_FORM, formValuesFrom, type RetailerFormValues, type RetailerPayload } from './retailer-form';
import { RetailerList } from './retailer-list';
import type { TestState } from './retailer-test-results';
import { ScrapeLogs } from './scrape-logs';
import { useAdminRuns } from './use-admin-runs';
import { WorkerList } from './worker-list';

type Dialog =
  { mode: 'add'; initial: RetailerFormValues } | { mode: 'edit'; id: number; initial: RetailerFormValues } | null;

/** SPEC §2 Admin Dashboard: retailers (add, edit, delete, run), duplicate cleanup, logs, listing corrections. */
export function AdminDashboard() {
  const utils = trpc.useUtils();
  const retailers = trpc.admin.retailers.useQuery(undefined, { staleTime: 0 });
  const workers = trpc.admin.workers.useQuery(undefined, { refetchInterval: 30_000 });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  useEffect(() => {
    if (retailers.error && isUnauthorized(retailers.error)) loggedOutRedirect();
  }, [retailers.error]);

  const rejectedRuns = trpc.admin.rejectedRuns.useQuery(undefined, { staleTime: 0, refetchInterval: 30_000 });
  const refresh = useCallback(
    () =>
      Promise.all([
        utils.admin.retailers.invalidate(),
        utils.admin.logs.invalidate(),
        utils.admin.rejectedRuns.invalidate(),
      ]),
    [utils],
  );
  const runs = useAdminRuns(refresh);

  const create = trpc.admin.createRetailer.useMutation({
    onSuccess: async () => {
      setDialog(null);
      adminSuccess('Retailer created successfully');
      await refresh();
    },
    onError: (e) => {
      setSaveError(errorMessage(e));
      adminFailure(e, 'Failed to create retailer');
    },
  });
  const update = trpc.admin.updateRetailer.useMutation({
    onSuccess: async () => {
      setDialog(null);
      adminSuccess('Retailer updated successfully');
      await refresh();
    },
    onError: (e) => {
      setSaveError(errorMessage(e));
      adminFailure(e, 'Failed to update retailer');
    },
  });
  const remove = trpc.admin.deleteRetailer.useMutation({
    onSuccess: async () => {
      adminSuccess('Retailer deleted successfully');
      await refresh();
    },
    onError: (e) => adminFailure(e, 'Failed to delete retailer'),
    onSettled: () => setDeleting(null),
  });
  const acceptRun = trpc.admin.acceptRun.useMutation({
    onSuccess: async (r) => {
      adminSuccess('Run accepted', r.message);
      await refresh();
    },
    onError: (e) => adminFailure(e, 'Failed to accept the run'),
  });
  const testRetailer = trpc.admin.testRetailer.useMutation();

  async function onTest(payload: RetailerPayload): Promise<TestState> {
    try {
      return { status: 'done', result: await testRetailer.mutateAsync({ ...payload }) };
    } catch (e) {
      if (isUnauthorized(e)) loggedOutRedirect();
      return { status: 'error', message: errorMessage(e) };
    }
  }

  function onSave(payload: RetailerPayload) {
    setSaveError(null);
    if (dialog?.mode === 'edit') update.mutate({ id: dialog.id, ...payload });
    else create.mutate(payload);
  }

  const list = useMemo(() => retailers.data ?? [], [retailers.data]);

  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">Admin Dashboard</h1>
        <div className="d-flex gap-2">
          <Button variant="outline-secondary" onClick={runs.cleanup.start} disabled={runs.cleanup.pending}>
            {runs.cleanup.pending ? (
              <>
                <Spinner size="sm" animation="border" className="me-1" aria-hidden /> Running Cleanup...
              </>
            ) : (
              'Run Duplicate Cleanup'
            )}
          </Button>
          <Button
            onClick={() => {
              setSaveError(null);
              setDialog({ mode: 'add', initial: EMPTY_RETAILER_FORM });
            }}
          >
            Add Retailer
          </Button>
        </div>
      </div>

      <RejectedRuns
        runs={rejectedRuns.data ?? []}
        accepting={acceptRun.isPending ? Number(acceptRun.variables?.scrapeLogId) : null}
        onAccept={(run) => acceptRun.mutate({ scrapeLogId: run.scrapeLogId })}
      />

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
              deleting={deleting}
              onRun={(r) => void runs.runScraper(r)}
              onRunEnded={runs.onRunEnded}
              onEdit={(r) => {
                setSaveError(null);
                setDialog({ mode: 'edit', id: r.id, initial: formValuesFrom(r) });
              }}
              onDelete={(r) => {
                // SPEC §2: delete without confirmation.
                setDeleting(r.id);
                remove.mutate({ id: r.id });
              }}
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
        show={dialog !== null}
        mode={dialog?.mode ?? 'add'}
        initial={dialog?.initial ?? EMPTY_RETAILER_FORM}
        pending={create.isPending || update.isPending}
        serverError={saveError}
        onSave={onSave}
        onTest={onTest}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { adminFailure, adminSuccess, errorMessage, isUnauthorized, loggedOutRedirect } from './admin-errors';
import { EMPTY_RETAILER_FORM, formValuesFrom, type RetailerFormValues, type RetailerPayload } from './retailer-form';
import type { AdminRetailer } from '../../../shared/schemas/admin';
import type { TestState } from './retailer-test-results';

type Dialog =
  { mode: 'add'; initial: RetailerFormValues } | { mode: 'edit'; id: number; initial: RetailerFormValues } | null;

/** The add/edit retailer dialog: which retailer it shows, saving (create or update), the Test action. */
export function useRetailerEditor(refresh: () => Promise<unknown>) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const saved = (message: string) => async () => {
    setDialog(null);
    adminSuccess(message);
    await refresh();
  };
  const failed = (message: string) => (e: unknown) => {
    setSaveError(errorMessage(e));
    adminFailure(e, message);
  };
  const create = trpc.admin.createRetailer.useMutation({
    onSuccess: saved('Retailer created successfully'),
    onError: failed('Failed to create retailer'),
  });
  const update = trpc.admin.updateRetailer.useMutation({
    onSuccess: saved('Retailer updated successfully'),
    onError: failed('Failed to update retailer'),
  });
  const testRetailer = trpc.admin.testRetailer.useMutation();

  const open = (next: Dialog) => {
    setSaveError(null);
    setDialog(next);
  };

  return {
    dialog,
    saveError,
    pending: create.isPending || update.isPending,
    openAdd: () => open({ mode: 'add', initial: EMPTY_RETAILER_FORM }),
    openEdit: (r: AdminRetailer) => open({ mode: 'edit', id: r.id, initial: formValuesFrom(r) }),
    close: () => setDialog(null),
    save(payload: RetailerPayload) {
      setSaveError(null);
      if (dialog?.mode === 'edit') update.mutate({ id: dialog.id, ...payload });
      else create.mutate(payload);
    },
    async test(payload: RetailerPayload): Promise<TestState> {
      try {
        return { status: 'done', result: await testRetailer.mutateAsync({ ...payload }) };
      } catch (e) {
        if (isUnauthorized(e)) loggedOutRedirect();
        return { status: 'error', message: errorMessage(e) };
      }
    },
  };
}

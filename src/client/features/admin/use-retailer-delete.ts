import { useState } from 'react';
import type { AdminRetailer } from '../../../shared/schemas/admin';
import { trpc } from '../../lib/trpc';
import { adminFailure, adminSuccess } from './admin-errors';

/** Delete a retailer from the list (SPEC §2: without confirmation); which one is being deleted. */
export function useRetailerDelete(refresh: () => Promise<unknown>) {
  const [deleting, setDeleting] = useState<number | null>(null);
  const remove = trpc.admin.deleteRetailer.useMutation({
    onSuccess: async () => {
      adminSuccess('Retailer deleted successfully');
      await refresh();
    },
    onError: (e) => adminFailure(e, 'Failed to delete retailer'),
    onSettled: () => setDeleting(null),
  });
  return {
    deleting,
    remove(r: AdminRetailer) {
      setDeleting(r.id);
      remove.mutate({ id: r.id });
    },
  };
}

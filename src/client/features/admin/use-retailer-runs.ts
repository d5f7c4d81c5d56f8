import { useState } from 'react';
import type { AdminRetailer, ScraperRunResult } from '../../../shared/schemas/admin';
import { trpc } from '../../lib/trpc';
import { adminFailure, adminSuccess } from './admin-errors';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function runSummary(r: ScraperRunResult) {
  return `${plural(r.productsUpdated, 'product')} updated, ${plural(r.offersFound, 'offer')} found on ${plural(r.pagesFetched, 'page')}`;
}

/** Run and delete retailers from the list: which ones are running (since when) and which one is being deleted. */
export function useRetailerRuns(refresh: () => Promise<unknown>) {
  const utils = trpc.useUtils();
  const [running, setRunning] = useState<ReadonlyMap<number, number>>(new Map());
  const [deleting, setDeleting] = useState<number | null>(null);
  const remove = trpc.admin.deleteRetailer.useMutation({
    onSuccess: async () => {
      adminSuccess('Retailer deleted successfully');
      await refresh();
    },
    onError: (e) => adminFailure(e, 'Failed to delete retailer'),
    onSettled: () => setDeleting(null),
  });

  async function run(r: AdminRetailer) {
    setRunning((s) => new Map(s).set(r.id, Date.now()));
    try {
      // Each run is its own request, so several retailers can run side by side, each with its own spinner.
      const result = await utils.client.admin.runScraper.mutate({ retailerId: r.id });
      adminSuccess(`Scraper completed for ${r.name}`, runSummary(result));
    } catch (e) {
      adminFailure(e, `Failed to run scraper for ${r.name}`);
    } finally {
      setRunning((s) => {
        const next = new Map(s);
        next.delete(r.id);
        return next;
      });
      await refresh();
    }
  }

  return {
    running,
    deleting,
    run,
    // SPEC §2: delete without confirmation.
    remove(r: AdminRetailer) {
      setDeleting(r.id);
      remove.mutate({ id: r.id });
    },
  };
}

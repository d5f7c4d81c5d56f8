import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { SearchFilters } from '../search/search-filters';
import { writeSearchParams } from '../search/search-url';
import type { WatchTarget } from './watch-dialog-host';

/** The dialogs load on the first press: their code stays out of the search page's first bundle. */
const WatchDialogHost = lazy(async () => ({ default: (await import('./watch-dialog-host')).WatchDialogHost }));
const SaveSearchHost = lazy(async () => ({ default: (await import('./save-search-host')).SaveSearchHost }));

export type { WatchTarget };

/** The Watch dialog of the search page (rows, grouped products, the history card); nothing while closed. */
export function WatchDialogSlot({ target, onClose }: { target: WatchTarget | null; onClose: () => void }) {
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <WatchDialogHost target={target} onClose={onClose} />
    </Suspense>
  );
}

/** The search as a saved search stores it: its filters, sort and view, without the page or an open chart. */
export function savedSearchQuery(filters: SearchFilters): string {
  return writeSearchParams(new URLSearchParams(), filters, 1).toString();
}

/** "Save this search" above the results. */
export function SaveSearchButton({ filters }: { filters: SearchFilters }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="d-flex justify-content-end mb-2">
      <Button size="sm" variant="outline-primary" onClick={() => setOpen(true)}>
        Save this search
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchHost query={savedSearchQuery(filters)} show={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { ReviewQueueItem } from '../../../shared/schemas/reports';
import { toast } from '../../components/toast/toast-store';
import { trpc } from '../../lib/trpc';
import { errorMessage, isUnauthorized, loggedOutRedirect } from './admin-errors';
import { ScrollArea } from '../../components/scroll-area';

const GUARD_LABEL: Record<string, string> = {
  'count-unsure': 'count unsure',
  'below-band': 'price per round below the calibre band',
  'above-band': 'price per round above the calibre band',
  'count-unknown': 'no count',
};

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** The reported rounds value when shoppers gave one, else the automatic reading. */
function suggestedRounds(item: ReviewQueueItem): string {
  const reported = item.reports.find((r) => r.field === 'boxQuantity' && r.value && /^\d+$/.test(r.value));
  return reported?.value ?? show(item.effective.boxQuantity).replace('—', '');
}

/** Listings shoppers reported and ammunition the guard held back, most-seen first; accept writes the sticky override. */
export function ReviewQueue() {
  const utils = trpc.useUtils();
  const queue = trpc.listings.reviewQueue.useQuery({ limit: 50 }, { staleTime: 0 });
  useEffect(() => {
    if (queue.error && isUnauthorized(queue.error)) loggedOutRedirect();
  }, [queue.error]);

  return (
    <Card className="mb-4">
      <Card.Header>
        <h2 className="h5 mb-0">Review Queue</h2>
      </Card.Header>
      <Card.Body>
        {queue.isLoading && <p className="text-body-secondary mb-0">Loading…</p>}
        {queue.error && !isUnauthorized(queue.error) && <p className="text-danger mb-0">{errorMessage(queue.error)}</p>}
        {queue.data && queue.data.length === 0 && <p className="text-body-secondary mb-0">Nothing to review.</p>}
        {queue.data && queue.data.length > 0 && (
          <ScrollArea label="Review queue">
            <Table size="sm" className="align-middle" aria-label="Review queue">
              <thead>
                <tr>
                  <th>Listing</th>
                  <th className="text-end">Clicks</th>
                  <th>Automatic reading</th>
                  <th>Reports</th>
                  <th>Guard</th>
                  <th>Rounds</th>
                  <th>Actions</th>
                </tr>
              </thead>
              <tbody>
                {queue.data.map((item) => (
                  <ReviewRow key={item.listingId} item={item} onDone={() => utils.listings.reviewQueue.invalidate()} />
                ))}
              </tbody>
            </Table>
          </ScrollArea>
        )}
      </Card.Body>
    </Card>
  );
}

function ReviewRow({ item, onDone }: { item: ReviewQueueItem; onDone: () => void }) {
  const [rounds, setRounds] = useState(suggestedRounds(item));
  const setOverrides = trpc.listings.setOverrides.useMutation();
  const resolve = trpc.listings.resolveReview.useMutation();
  const busy = setOverrides.isPending || resolve.isPending;

  async function accept() {
    try {
      await setOverrides.mutateAsync({ id: item.listingId, boxQuantity: rounds.trim() === '' ? null : Number(rounds) });
      await resolve.mutateAsync({ listingId: item.listingId, outcome: 'accepted' });
      toast({ title: 'Success', description: `Listing ${item.listingId}: ${rounds} rounds saved`, variant: 'success' });
      onDone();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  }
  async function dismiss() {
    try {
      await resolve.mutateAsync({ listingId: item.listingId, outcome: 'dismissed' });
      onDone();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  }

  const confidence = item.auto.confidence?.boxQuantity;
  return (
    <tr data-testid={`review-${item.listingId}`}>
      <td>
        <div className="fw-semibold">{item.title}</div>
        <div className="small text-body-secondary">
          {item.retailerName} · ${item.price}
        </div>
      </td>
      <td className="text-end">{item.clicks}</td>
      <td className="small">
        {show(item.auto.productType)} · {show(item.auto.calibre)} · {show(item.auto.boxQuantity)} rounds
        {confidence !== undefined && (
          <span className="text-body-secondary"> (sure {Math.round(confidence * 100)} %)</span>
        )}
      </td>
      <td className="small">
        {item.reports.length === 0
          ? '—'
          : item.reports.map((r) => (
              <div key={`${r.field}:${r.value ?? ''}`}>
                {r.field}
                {r.value ? ` → ${r.value}` : ''} <Badge bg="secondary">{r.count}</Badge>
              </div>
            ))}
      </td>
      <td className="small">{item.pprGuard ? (GUARD_LABEL[item.pprGuard] ?? item.pprGuard) : '—'}</td>
      <td style={{ width: '7rem' }}>
        <Form.Control
          size="sm"
          inputMode="numeric"
          aria-label={`Rounds for listing ${item.listingId}`}
          value={rounds}
          onChange={(e) => setRounds(e.target.value)}
        />
      </td>
      <td>
        <div className="d-flex gap-1">
          <Button size="sm" disabled={busy} onClick={accept}>
            Accept
          </Button>
          <Button size="sm" variant="outline-secondary" disabled={busy} onClick={dismiss}>
            Dismiss
          </Button>
        </div>
      </td>
    </tr>
  );
}

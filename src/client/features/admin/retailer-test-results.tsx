import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import type { RetailerTestResult } from '../../../shared/schemas/admin';
import { PLATFORM_LABELS } from './retailer-form';
import { ScrollArea } from '../../components/scroll-area';

export type TestState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: RetailerTestResult }
  | { status: 'error'; message: string };

const label = (p: string | null) => (p ? ((PLATFORM_LABELS as Record<string, string>)[p] ?? p) : 'unknown');

/** What the Test action found: the first offers as understood, or why it failed. Scraped text is rendered as text. */
export function RetailerTestResults({ state }: { state: TestState }) {
  if (state.status === 'idle' || state.status === 'running') return null;
  if (state.status === 'error') return <Alert variant="danger">Test failed: {state.message}</Alert>;
  const { result } = state;
  if (!result.ok) {
    // A firewall's challenge is not a broken adapter: say so, so the admin does not start tuning selectors.
    const heading =
      result.diagnosis === 'blocked' ? 'Blocked' : result.diagnosis === 'no_offers' ? 'No offers found' : 'Test failed';
    return (
      <Alert variant={result.diagnosis === 'blocked' ? 'warning' : 'danger'} aria-label="Test result">
        {heading}: {result.error}
      </Alert>
    );
  }
  return (
    <section aria-label="Test result" className="mt-2">
      <p className="mb-2">
        Platform: <strong>{label(result.platform)}</strong>
        {result.detectedPlatform && <> (detected: {label(result.detectedPlatform)})</>} · {result.offers.length} offers
        from {result.pagesFetched} page{result.pagesFetched === 1 ? '' : 's'}
      </p>
      {(result.warnings ?? []).map((w) => (
        <Alert key={w} variant="warning">
          {w}
        </Alert>
      ))}
      {result.offers.length === 0 ? (
        <Alert variant="warning">No offers found on the first page(s).</Alert>
      ) : (
        <ScrollArea label="Offers found" style={{ maxHeight: 320 }}>
          <Table size="sm" striped>
            <thead>
              <tr>
                <th>Title</th>
                <th>Price</th>
                <th>Stock</th>
                <th>Calibre</th>
                <th>Rounds</th>
                <th>Price/Round</th>
              </tr>
            </thead>
            <tbody>
              {result.offers.map((o, i) => (
                <tr key={i}>
                  <td>{o.title}</td>
                  <td>{o.currency && o.currency !== 'CAD' ? `${o.price} ${o.currency}` : `$${o.price}`}</td>
                  <td>{o.stockStatus}</td>
                  <td>{o.calibre ?? '—'}</td>
                  <td>{o.rounds ?? '—'}</td>
                  <td>{o.pricePerRound ? `$${o.pricePerRound}` : o.productType === 'ammunition' ? 'N/A' : '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollArea>
      )}
    </section>
  );
}

import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { RejectedRunView } from '../../../shared/schemas/admin';
import { formatDateTime24 } from './admin-status';

/**
 * Runs the anomaly guard held back (nothing of them was applied). Each can be accepted as a real store-wide
 * change, which applies its offers exactly as they were scraped. Hidden when there is nothing to review.
 */
export function RejectedRuns({
  runs,
  accepting,
  onAccept,
}: {
  runs: RejectedRunView[];
  accepting: number | null;
  onAccept: (run: RejectedRunView) => void;
}) {
  if (!runs.length) return null;
  return (
    <Alert variant="warning" className="mb-4" role="region" aria-label="Runs held back by the anomaly guard">
      <Alert.Heading as="h2" className="h5">
        {runs.length === 1 ? '1 run was' : `${runs.length} runs were`} held back by the anomaly guard
      </Alert.Heading>
      <p className="small mb-2">
        Nothing of these runs was applied. If the store really changed (a sale ended, a range sold out), accept the run
        to apply it as it was scraped.
      </p>
      <ul className="list-unstyled mb-0">
        {runs.map((run) => (
          <li key={run.scrapeLogId} className="d-flex flex-wrap align-items-center gap-2 py-1 border-top">
            <strong>{run.retailerName}</strong>
            <span className="small text-body-secondary text-nowrap">{formatDateTime24(run.startedAt)}</span>
            <span className="small flex-grow-1 text-break">{run.message}</span>
            <Button
              size="sm"
              variant="outline-dark"
              disabled={accepting !== null}
              onClick={() => onAccept(run)}
              aria-label={`Accept the held-back run of ${run.retailerName}`}
            >
              {accepting === run.scrapeLogId ? <Spinner size="sm" animation="border" aria-hidden /> : 'Accept run'}
            </Button>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

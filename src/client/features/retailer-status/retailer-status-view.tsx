import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { ERROR_THRESHOLD, STATUS_CARD_RETAILER_LIMIT } from '../../../shared/constants';
import type { RetailerStatus } from '../../../shared/schemas/retailers';
import { formatTimeAgo, formatTimeUntil } from '../../components/format-time-ago';
import { HEALTH_CLASSES, HEALTH_LABELS, healthLight } from './health-light';

interface RetailerStatusViewProps {
  retailers: RetailerStatus[] | undefined;
  totalActive: number;
  isLoading: boolean;
  isError: boolean;
  now?: Date;
}

/** SPEC §2 retailer status card: at most 10 active retailers with errorCount ≤ 3. */
export function RetailerStatusView({
  retailers,
  totalActive,
  isLoading,
  isError,
  now = new Date(),
}: RetailerStatusViewProps) {
  const shown = (retailers ?? [])
    .filter((r) => r.isActive && r.errorCount <= ERROR_THRESHOLD)
    .slice(0, STATUS_CARD_RETAILER_LIMIT);
  return (
    <Card as="section" aria-labelledby="status-title" className="mb-4 shadow-sm">
      <Card.Body>
        <h2 id="status-title" className="h5 mb-1">
          Retailer Status
        </h2>
        <p className="small text-body-secondary">Update intervals are 3-12 hours depending on retailer.</p>
        {isLoading ? (
          <Placeholder as="div" animation="glow" aria-hidden="true">
            <Placeholder xs={12} className="mb-2" />
            <Placeholder xs={12} />
          </Placeholder>
        ) : isError ? (
          <p className="text-danger mb-0">Failed to load retailer status</p>
        ) : shown.length === 0 ? (
          <p className="text-body-secondary mb-0">No retailers are being monitored yet.</p>
        ) : (
          <>
            <ul className="list-unstyled mb-2 row row-cols-1 row-cols-md-2 g-2">
              {shown.map((r) => {
                const light = healthLight(r, now);
                return (
                  <li key={r.id} className="col">
                    <div className="border rounded p-2 h-100 d-flex gap-2 align-items-start">
                      <span
                        className={`pr-dot mt-2 flex-shrink-0 ${HEALTH_CLASSES[light]}`}
                        role="img"
                        aria-label={`Status: ${HEALTH_LABELS[light]}`}
                        title={HEALTH_LABELS[light]}
                      />
                      <div className="min-w-0">
                        <div className="fw-semibold text-break">{r.name}</div>
                        <div className="small text-body-secondary">
                          {r.lastScrapeAt ? `Updated ${formatTimeAgo(r.lastScrapeAt, now)}` : 'Never updated'}
                        </div>
                        <div className="small text-body-secondary">
                          Next update in {r.nextScrapeAt ? formatTimeUntil(r.nextScrapeAt, now) : 'due now'}
                        </div>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
            <p className="small text-body-secondary mb-0">
              Showing {shown.length} of {totalActive} active retailers
            </p>
          </>
        )}
      </Card.Body>
    </Card>
  );
}

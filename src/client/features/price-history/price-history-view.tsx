import { lazy, Suspense } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import CloseButton from 'react-bootstrap/CloseButton';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { formatPrice } from '../../../shared/format';
import { ShareIcon } from '../../components/icons';
import { HistoryRangeButtons } from './history-range-buttons';
import type { HistoryDays, HistoryViewer } from './history-range';
import { summarizeHistory, type ParsedHistoryPoint } from './history-summary';

const PriceHistoryChart = lazy(async () => ({ default: (await import('./price-history-chart')).PriceHistoryChart }));

export interface PriceHistoryViewProps {
  productName: string;
  days: HistoryDays;
  viewer: HistoryViewer | null;
  points: ParsedHistoryPoint[] | undefined;
  isLoading: boolean;
  isError: boolean;
  theme: 'light' | 'dark';
  onDaysChange: (days: HistoryDays) => void;
  onShare: () => void;
  onClose: () => void;
  onWatch?: () => void;
}

function ChartFallback() {
  return (
    <div className="d-flex justify-content-center align-items-center" style={{ height: 300 }}>
      <Spinner animation="border" size="sm" role="status">
        <span className="visually-hidden">Loading chart...</span>
      </Spinner>
    </div>
  );
}

/** The price history card of SPEC §2, without data fetching (see price-history-card.tsx). */
export function PriceHistoryView(props: PriceHistoryViewProps) {
  const { productName, days, points, isLoading, isError } = props;
  const summary = points ? summarizeHistory(points) : null;
  return (
    <Card as="section" aria-labelledby="history-title" className="mb-4 shadow-sm" id="price-history">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
          <div className="min-w-0">
            <h2 id="history-title" className="h5 mb-1">
              Price History
            </h2>
            <p className="small text-body-secondary mb-0 text-break">{productName}</p>
          </div>
          <div className="d-flex align-items-center gap-2 flex-wrap">
            <HistoryRangeButtons days={days} viewer={props.viewer} onChange={props.onDaysChange} />
            {props.onWatch && (
              <Button size="sm" variant="outline-primary" onClick={props.onWatch}>
                Watch
              </Button>
            )}
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={props.onShare}
              className="d-inline-flex align-items-center gap-1"
            >
              <ShareIcon /> Share
            </Button>
            <CloseButton aria-label="Close price history" onClick={props.onClose} />
          </div>
        </div>
        {isLoading ? (
          <ChartFallback />
        ) : isError ? (
          <p className="text-danger text-center py-4 mb-0">Failed to load price history</p>
        ) : !points || points.length === 0 || !summary ? (
          <p className="text-body-secondary text-center py-4 mb-0">No price history available</p>
        ) : (
          <>
            <Row className="g-2 mb-3">
              <SummaryBox label="Current Price" value={summary.current} />
              <SummaryBox label={`${days}-Day Low`} value={summary.low} tone="text-success-emphasis" />
              <SummaryBox label={`${days}-Day High`} value={summary.high} tone="text-danger-emphasis" />
              <SummaryBox label="Average" value={summary.average} />
            </Row>
            <Suspense fallback={<ChartFallback />}>
              <PriceHistoryChart points={points} theme={props.theme} />
            </Suspense>
          </>
        )}
      </Card.Body>
    </Card>
  );
}

function SummaryBox({ label, value, tone = '' }: { label: string; value: number; tone?: string }) {
  return (
    <Col xs={6} md={3}>
      <dl className="border rounded p-2 h-100 bg-body-tertiary mb-0">
        <dt className="small text-body-secondary fw-normal">{label}</dt>
        <dd className={`fs-5 fw-semibold mb-0 ${tone}`}>{formatPrice(value)}</dd>
      </dl>
    </Col>
  );
}

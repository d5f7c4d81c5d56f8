import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { formatPercent, formatPrice } from '../../../shared/format';
import type { WeeklyPriceChange } from '../../../shared/schemas/products';
import { WEEKLY_CHANGES_LIMIT } from '../../../shared/constants';
import { CartridgeIcon, CrosshairIcon, TrendDownIcon, TrendUpIcon } from '../../components/icons';
import { calibreLabel } from '../../components/catalogue-labels';
import { isRifleCalibre } from './rifle-calibre';

/** '-$2.50' / '+$2.50': the absolute change with its direction. */
export function formatSignedPrice(value: string | number): string {
  const n = Number(value);
  if (!Number.isFinite(n) || n === 0) return '$0.00';
  return `${n < 0 ? '-' : '+'}$${Math.abs(n).toFixed(2)}`;
}

interface WeeklyChangesViewProps {
  changes: WeeklyPriceChange[] | undefined;
  isLoading: boolean;
  isError: boolean;
}

/**
 * SPEC §2 weekly changes card. The title says week while the moves are measured over the last 24 hours, as
 * SPEC describes; the text says so plainly (docs/decisions/0010-public-ui-weekly-changes.md).
 */
export function WeeklyChangesView({ changes, isLoading, isError }: WeeklyChangesViewProps) {
  const shown = (changes ?? []).slice(0, WEEKLY_CHANGES_LIMIT);
  return (
    <Card as="section" aria-labelledby="weekly-title" className="mb-4 shadow-sm">
      <Card.Body>
        <h2 id="weekly-title" className="h5 mb-1">
          This Week&apos;s Price Changes
        </h2>
        <p className="small text-body-secondary">
          Biggest price moves, calculated from the last 24 hours of price checks.
        </p>
        {isLoading ? (
          <Placeholder as="div" animation="glow" aria-hidden="true">
            <Placeholder xs={12} className="mb-2" />
            <Placeholder xs={10} className="mb-2" />
            <Placeholder xs={11} />
          </Placeholder>
        ) : isError || shown.length === 0 ? (
          <div className="text-center py-3">
            <p className="mb-1">No significant price changes in the last 24 hours</p>
            <p className="small text-body-secondary mb-0">Check back as we continue monitoring prices</p>
          </div>
        ) : (
          <ul className="list-unstyled mb-0 d-grid gap-2">
            {shown.map((c, i) => (
              <ChangeItem key={`${c.sku ?? c.productName}-${i}`} change={c} />
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}

function ChangeItem({ change: c }: { change: WeeklyPriceChange }) {
  const decreased = Number(c.absoluteChange) < 0;
  const tone = decreased ? 'text-success' : 'text-danger';
  return (
    <li className="border rounded p-2 d-flex gap-2 align-items-start">
      {isRifleCalibre(c.calibre) ? (
        <CrosshairIcon className="text-body-secondary flex-shrink-0 mt-1" label="Rifle calibre" />
      ) : (
        <CartridgeIcon className="text-body-secondary flex-shrink-0 mt-1" />
      )}
      <div className="flex-grow-1 min-w-0">
        <div className="fw-semibold text-break">
          {c.productUrl ? (
            <a href={`/go/${c.listingId}`} target="_blank" rel="sponsored noopener noreferrer">
              {c.productName}
            </a>
          ) : (
            c.productName
          )}
        </div>
        <div className="small text-body-secondary">
          {c.retailerName}
          {c.calibre ? ` · ${calibreLabel(c.calibre)}` : ''}
        </div>
        <div className="small">
          <span className="text-decoration-line-through text-body-secondary">{formatPrice(c.oldPrice)}</span>{' '}
          <span aria-hidden="true">→</span>
          <span className="visually-hidden">now</span> <span className="fw-semibold">{formatPrice(c.newPrice)}</span>
        </div>
      </div>
      <div className={`text-end small fw-semibold ${tone}`}>
        <div className="d-flex align-items-center gap-1 justify-content-end">
          {decreased ? <TrendDownIcon label="Price decrease" /> : <TrendUpIcon label="Price increase" />}
          {formatSignedPrice(c.absoluteChange)}
        </div>
        <div>{formatPercent(c.percentChange)}</div>
      </div>
    </li>
  );
}

import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import type { BestOffer, SparkPoint, WatchlistEntry } from '../../../shared/schemas/alerts';
import { centsToDollars } from '../../../shared/format';
import { paths } from '../../config/paths';
import { StockBadge } from '../products/stock-badge';
import { Sparkline } from './sparkline';
import { describeRule } from './watch-rule';
import { ScrollArea } from '../../components/scroll-area';

interface WatchlistViewProps {
  entries: WatchlistEntry[];
  busyWatchId: number | null;
  onEdit: (entry: WatchlistEntry) => void;
  onDelete: (entry: WatchlistEntry) => void;
}

/** The watched products: best price now, a 30-day trend line, and the watch's rule with edit and delete. */
export function WatchlistView({ entries, busyWatchId, onEdit, onDelete }: WatchlistViewProps) {
  if (entries.length === 0) {
    return (
      <Card body className="text-center">
        <p className="mb-2">You are not watching anything yet.</p>
        <p className="small text-body-secondary">
          Press Watch on any product to get an e-mail when its price drops or it is back in stock.
        </p>
        <Link to={paths.browse} className="btn btn-primary btn-sm">
          Find something to watch
        </Link>
      </Card>
    );
  }
  return (
    <ScrollArea label="Watched products">
      <Table className="align-middle" aria-label="Watched products">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Best now</th>
            <th scope="col">Last 30 days</th>
            <th scope="col">Alert</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="fw-semibold text-break">{entry.productName}</td>
              <td className="text-nowrap">
                <BestNow best={entry.best} />
              </td>
              <td>
                <Trend points={entry.sparkline} />
              </td>
              <td className="small">{describeRule(entry)}</td>
              <td>
                <div className="d-flex gap-1">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    aria-label={`Edit alert on ${entry.productName}`}
                    onClick={() => onEdit(entry)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    aria-label={`Delete alert on ${entry.productName}`}
                    disabled={busyWatchId === entry.id}
                    onClick={() => onDelete(entry)}
                  >
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollArea>
  );
}

function BestNow({ best }: { best: BestOffer | null }) {
  if (!best) return <span className="text-body-secondary">Not listed now</span>;
  return (
    <>
      <div className="fw-semibold">
        {best.pricePerRoundCents != null
          ? `$${(best.pricePerRoundCents / 100).toFixed(3)}/rd`
          : `$${centsToDollars(best.priceCents)}`}
      </div>
      <div className="small text-body-secondary">
        ${centsToDollars(best.priceCents)} at {best.retailerName}
      </div>
      <StockBadge status={best.inStock ? 'in_stock' : 'out_of_stock'} />
    </>
  );
}

/** Per round when every day has it, else the box price: one unit along the whole line. */
export function trendOf(points: SparkPoint[]): { values: number[]; label: string } {
  const perRound = points.every((p) => p.minPricePerRoundCents != null);
  const values = points.map((p) => (perRound ? p.minPricePerRoundCents! : p.minPriceCents) / 100);
  const say = (v: number) => (perRound ? `$${v.toFixed(3)}/rd` : `$${v.toFixed(2)}`);
  const label =
    values.length > 1
      ? `Lowest ${perRound ? 'price per round' : 'price'} over the last 30 days: from ${say(values[0]!)} to ${say(values[values.length - 1]!)}`
      : 'No trend yet';
  return { values, label };
}

function Trend({ points }: { points: SparkPoint[] }) {
  const { values, label } = trendOf(points);
  return <Sparkline values={values} label={label} />;
}

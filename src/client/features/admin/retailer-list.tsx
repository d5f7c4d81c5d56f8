import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useEffect } from 'react';
import type { AdminRetailer, ScraperRunView } from '../../../shared/schemas/admin';
import { trpc } from '../../lib/trpc';
import { ADMIN_DOT_LABEL, adminBadge, adminDot, formatDateTime24, formatNextRun } from './admin-status';
import { PLATFORM_LABELS } from './retailer-form';
import { ScrollArea } from '../../components/scroll-area';

const DOT_COLOUR = { red: '#dc3545', grey: '#6c757d', green: '#198754', yellow: '#ffc107' } as const;
const BADGE_BG = { Inactive: 'secondary', Error: 'danger', Active: 'success' } as const;

export function AdminDotMark({
  retailer,
}: {
  retailer: Pick<AdminRetailer, 'isActive' | 'errorCount' | 'lastScrapeAt'>;
}) {
  const dot = adminDot(retailer);
  return (
    <span
      role="img"
      aria-label={ADMIN_DOT_LABEL[dot]}
      title={ADMIN_DOT_LABEL[dot]}
      data-dot={dot}
      className="d-inline-block rounded-circle me-2 flex-shrink-0"
      style={{ width: 10, height: 10, background: DOT_COLOUR[dot] }}
    />
  );
}

export function AdminStatusBadge({ retailer }: { retailer: Pick<AdminRetailer, 'isActive' | 'errorCount'> }) {
  const badge = adminBadge(retailer);
  return <Badge bg={BADGE_BG[badge]}>{badge}</Badge>;
}

/**
 * Follows one run once a second from what is stored (its job and scrape log), whoever started it; tells the
 * page once it has ended.
 */
function RunProgress({ jobId, onEnded }: { jobId: string; onEnded: (run: ScraperRunView) => void }) {
  const progress = trpc.admin.scraperRun.useQuery({ jobId }, { refetchInterval: 1000, staleTime: 0, gcTime: 0 });
  const run = progress.data;
  const ended = run?.state === 'completed' || run?.state === 'failed';
  useEffect(() => {
    if (run && ended) onEnded(run);
  }, [run, ended, onEnded]);
  if (!run || run.state === 'queued') return <div className="small text-body-secondary">Queued…</div>;
  if (ended) return <div className="small text-body-secondary">Finishing…</div>;
  return (
    <div className="small text-body-secondary" aria-live="polite">
      {run.pagesFetched} pages fetched · {run.offersFound} offers found
    </div>
  );
}

const platformText = (r: AdminRetailer) => {
  const name = (PLATFORM_LABELS as Record<string, string>)[r.platform] ?? r.platform;
  if (r.platform === 'auto')
    return r.detectedPlatform
      ? `${name} → ${(PLATFORM_LABELS as Record<string, string>)[r.detectedPlatform] ?? r.detectedPlatform}`
      : `${name} (not yet detected)`;
  return name;
};

interface Props {
  retailers: AdminRetailer[];
  /** Retailers with a run queued or under way, and that run's job id. */
  running: ReadonlyMap<number, string>;
  onRun: (r: AdminRetailer) => void;
  onRunEnded: (run: ScraperRunView) => void;
  onEdit: (r: AdminRetailer) => void;
  onDelete: (r: AdminRetailer) => void;
  deleting: number | null;
}

type RowProps = Omit<Props, 'retailers' | 'running'> & { retailer: AdminRetailer; runningJob: string | undefined };

function RetailerActions({ retailer: r, runningJob, onRun, onEdit, onDelete, deleting }: RowProps) {
  const isRunning = runningJob !== undefined;
  return (
    <td className="text-end text-nowrap">
      <Button
        size="sm"
        variant="outline-primary"
        className="me-1"
        onClick={() => onRun(r)}
        disabled={isRunning}
        aria-label={`Run scraper for ${r.name}`}
      >
        {isRunning ? (
          <Spinner size="sm" animation="border" role="status" aria-label={`Running scraper for ${r.name}`} />
        ) : (
          'Run'
        )}
      </Button>
      <Button
        size="sm"
        variant="outline-secondary"
        className="me-1"
        onClick={() => onEdit(r)}
        aria-label={`Edit ${r.name}`}
      >
        Edit
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        onClick={() => onDelete(r)}
        disabled={deleting === r.id}
        aria-label={`Delete ${r.name}`}
      >
        Delete
      </Button>
    </td>
  );
}

function RetailerRow(props: RowProps) {
  const { retailer: r, runningJob, onRunEnded } = props;
  return (
    <tr data-retailer={r.name}>
      <td>
        <div className="d-flex align-items-center">
          <AdminDotMark retailer={r} />
          <div>
            <div className="fw-semibold">{r.name}</div>
            <div className="small text-body-secondary text-break">{r.url}</div>
            {runningJob !== undefined && <RunProgress jobId={runningJob} onEnded={onRunEnded} />}
          </div>
        </div>
      </td>
      <td>
        <AdminStatusBadge retailer={r} />
      </td>
      <td className="small">{platformText(r)}</td>
      <td className="text-end">{r.errorCount}</td>
      <td className="small">{formatDateTime24(r.lastScrapeAt)}</td>
      <td className="text-end">{r.successRate === null ? '—' : `${r.successRate}%`}</td>
      <td className="text-end">{r.inStockProductCount}</td>
      <td>{r.scrapeIntervalHours} h</td>
      <td className="small">{formatNextRun(r.nextRunAt)}</td>
      <RetailerActions {...props} />
    </tr>
  );
}

export function RetailerList({ retailers, running, ...actions }: Props) {
  if (retailers.length === 0)
    return <p className="text-body-secondary">No retailers yet. Add one to start scraping.</p>;
  return (
    <ScrollArea label="Retailers">
      <Table hover size="sm" className="align-middle" aria-label="Retailers">
        <thead>
          <tr>
            <th>Retailer</th>
            <th>Status</th>
            <th>Platform</th>
            <th className="text-end">Errors</th>
            <th>Last scrape</th>
            <th className="text-end">Success rate</th>
            <th className="text-end">In stock</th>
            <th>Interval</th>
            <th>Next run</th>
            <th className="text-end">Actions</th>
          </tr>
        </thead>
        <tbody>
          {retailers.map((r) => (
            <RetailerRow key={r.id} retailer={r} runningJob={running.get(r.id)} {...actions} />
          ))}
        </tbody>
      </Table>
    </ScrollArea>
  );
}

import { useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { AdminRetailer, AdminScrapeLog } from '../../../shared/schemas/admin';
import { trpc } from '../../lib/trpc';
import { formatDateTime24, logBadge } from './admin-status';
import { isUnauthorized, loggedOutRedirect } from './admin-errors';
import { ScrollArea } from '../../components/scroll-area';

function LogFilters(props: {
  retailers: AdminRetailer[];
  retailerId: string;
  onRetailer: (id: string) => void;
  status: string;
  onStatus: (status: string) => void;
}) {
  return (
    <div className="d-flex gap-2">
      <Form.Select
        size="sm"
        aria-label="Filter logs by retailer"
        value={props.retailerId}
        onChange={(e) => props.onRetailer(e.target.value)}
      >
        <option value="all">All retailers</option>
        {props.retailers.map((r) => (
          <option key={r.id} value={String(r.id)}>
            {r.name}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        size="sm"
        aria-label="Filter logs by status"
        value={props.status}
        onChange={(e) => props.onStatus(e.target.value)}
      >
        <option value="all">All statuses</option>
        <option value="completed">Completed</option>
        <option value="failed">Failed</option>
        <option value="started">Running</option>
      </Form.Select>
    </div>
  );
}

function LogTable({ rows }: { rows: AdminScrapeLog[] }) {
  return (
    <ScrollArea label="Scrape logs" style={{ maxHeight: 480 }}>
      <Table size="sm" className="align-middle" aria-label="Scrape logs">
        <thead>
          <tr>
            <th>Started</th>
            <th>Retailer</th>
            <th>Status</th>
            <th>Message</th>
            <th className="text-end">Products updated</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((log) => {
            const badge = logBadge(log.status);
            return (
              <tr key={log.id}>
                <td className="text-nowrap small">{formatDateTime24(log.startedAt)}</td>
                <td>{log.retailer.name}</td>
                <td>
                  <Badge bg={badge.bg}>{badge.label}</Badge>
                </td>
                <td className="small text-break">{log.message ?? ''}</td>
                <td className="text-end">{log.productsUpdated}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </ScrollArea>
  );
}

/** The latest runs (24-hour times, status badges), filterable by retailer and status. */
export function ScrapeLogs({ retailers }: { retailers: AdminRetailer[] }) {
  const [retailerId, setRetailerId] = useState('all');
  const [status, setStatus] = useState('all');
  const logs = trpc.admin.logs.useQuery({ retailerId, status, limit: 100 }, { staleTime: 0 });
  useEffect(() => {
    if (logs.error && isUnauthorized(logs.error)) loggedOutRedirect();
  }, [logs.error]);
  const rows = logs.data ?? [];
  return (
    <Card className="mb-4">
      <Card.Header className="d-flex flex-wrap gap-2 align-items-center justify-content-between">
        <h2 className="h5 mb-0">Scrape Logs</h2>
        <LogFilters
          retailers={retailers}
          retailerId={retailerId}
          onRetailer={setRetailerId}
          status={status}
          onStatus={setStatus}
        />
      </Card.Header>
      <Card.Body>
        {logs.isLoading ? (
          <p className="text-body-secondary mb-0">Loading logs…</p>
        ) : logs.error ? (
          <p className="text-danger mb-0">Failed to load logs</p>
        ) : rows.length === 0 ? (
          <p className="text-body-secondary mb-0">No logs available</p>
        ) : (
          <LogTable rows={rows} />
        )}
      </Card.Body>
    </Card>
  );
}

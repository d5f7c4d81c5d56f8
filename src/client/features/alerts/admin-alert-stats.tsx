import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import type { AlertStats } from '../../../shared/schemas/alerts';
import { trpc } from '../../lib/trpc';

/** A queued e-mail older than this means no worker is sending. */
const STUCK_QUEUE_SECONDS = 15 * 60;

export type QueueHealth = 'healthy' | 'failing' | 'stuck';

export function queueHealth(queue: AlertStats['mailQueue']): QueueHealth {
  if ((queue.oldestQueuedSeconds ?? 0) > STUCK_QUEUE_SECONDS) return 'stuck';
  return queue.failed > 0 ? 'failing' : 'healthy';
}

const HEALTH: Record<QueueHealth, { bg: string; text: string }> = {
  healthy: { bg: 'success', text: 'Healthy' },
  failing: { bg: 'warning', text: 'Some e-mails failed' },
  stuck: { bg: 'danger', text: 'Not sending' },
};

function minutes(seconds: number | null) {
  if (seconds === null) return 'none waiting';
  return seconds < 120 ? `oldest waits ${seconds} s` : `oldest waits ${Math.round(seconds / 60)} min`;
}

/** Admin: how many watch and saved-search what, alerts sent per day, and whether the mail queue moves. */
export function AlertStatsView({ stats }: { stats: AlertStats }) {
  const health = HEALTH[queueHealth(stats.mailQueue)];
  return (
    <>
      <dl className="row mb-3 small">
        <dt className="col-7 col-sm-4 fw-normal text-body-secondary">Watches</dt>
        <dd className="col-5 col-sm-8 fw-semibold">{stats.watches}</dd>
        <dt className="col-7 col-sm-4 fw-normal text-body-secondary">Saved searches</dt>
        <dd className="col-5 col-sm-8 fw-semibold">{stats.savedSearches}</dd>
        <dt className="col-7 col-sm-4 fw-normal text-body-secondary">Users with alerts</dt>
        <dd className="col-5 col-sm-8 fw-semibold">{stats.users}</dd>
        <dt className="col-7 col-sm-4 fw-normal text-body-secondary">Held back today (cap or paused)</dt>
        <dd className="col-5 col-sm-8 fw-semibold">{stats.suppressedToday}</dd>
        <dt className="col-7 col-sm-4 fw-normal text-body-secondary">Mail queue</dt>
        <dd className="col-5 col-sm-8">
          <Badge bg={health.bg} text={health.bg === 'warning' ? 'dark' : undefined}>
            {health.text}
          </Badge>{' '}
          {stats.mailQueue.queued} queued, {stats.mailQueue.failed} failed,{' '}
          {minutes(stats.mailQueue.oldestQueuedSeconds)}
        </dd>
      </dl>
      <Table size="sm" className="mb-0" aria-label="Alerts sent per day">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Alerts sent</th>
          </tr>
        </thead>
        <tbody>
          {[...stats.sentPerDay].reverse().map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td>{d.sent}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

/** The admin dashboard's alerts card (GET /api/admin/alert-stats). */
export function AdminAlertStatsCard() {
  const stats = trpc.admin.alertStats.useQuery(undefined, { staleTime: 0, refetchInterval: 60_000 });
  return (
    <Card className="mb-4" as="section" aria-labelledby="alert-stats-title">
      <Card.Header>
        <h2 id="alert-stats-title" className="h6 mb-0">
          Watches and alerts
        </h2>
      </Card.Header>
      <Card.Body>
        {stats.data ? (
          <AlertStatsView stats={stats.data} />
        ) : stats.isError ? (
          <Alert variant="danger" className="mb-0">
            Failed to load alert counts
          </Alert>
        ) : (
          <p className="text-body-secondary mb-0">Loading alert counts...</p>
        )}
      </Card.Body>
    </Card>
  );
}

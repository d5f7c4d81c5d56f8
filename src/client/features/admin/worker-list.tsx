import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import type { WorkerStatus } from '../../../shared/schemas/admin';

function ago(from: Date, now: Date) {
  const s = Math.max(0, Math.round((now.getTime() - new Date(from).getTime()) / 1000));
  if (s < 120) return `${s} s ago`;
  if (s < 7200) return `${Math.round(s / 60)} min ago`;
  return `${Math.round(s / 3600)} h ago`;
}

/** Worker liveness: each worker process with its last heartbeat; none alive means queued scrapes and e-mails wait. */
export function WorkerList({ workers, now = new Date() }: { workers: readonly WorkerStatus[]; now?: Date }) {
  const alive = workers.filter((w) => w.alive).length;
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h6 mb-0">
        Workers
      </Card.Header>
      <Card.Body>
        {alive === 0 && (
          <p className="text-danger mb-2">
            No worker is running: scheduled scrapes, manual runs and e-mails wait in the queue.
          </p>
        )}
        <ul className="list-unstyled mb-0" aria-label="Workers">
          {workers.map((w) => (
            <li key={w.workerId} className="d-flex gap-2 align-items-center">
              <Badge bg={w.alive ? 'success' : 'secondary'}>{w.alive ? 'Alive' : 'Silent'}</Badge>
              <span>
                {w.hostname} (pid {w.pid}, {w.concurrency} at once): last heartbeat {ago(w.seenAt, now)}
              </span>
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}

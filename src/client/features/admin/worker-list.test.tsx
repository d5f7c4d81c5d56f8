import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WorkerList } from './worker-list';

const now = new Date('2026-11-22T12:00:00Z');
const worker = (hostname: string, secondsAgo: number, alive: boolean) => ({
  workerId: `${hostname}:7`,
  hostname,
  pid: 7,
  concurrency: 4,
  startedAt: new Date(now.getTime() - 3600_000),
  seenAt: new Date(now.getTime() - secondsAgo * 1000),
  alive,
});

describe('worker liveness on the admin page', () => {
  it('shows each worker with its last heartbeat', () => {
    render(<WorkerList workers={[worker('worker-1', 12, true), worker('worker-2', 600, false)]} now={now} />);
    const items = within(screen.getByRole('list', { name: 'Workers' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Aliveworker-1 (pid 7, 4 at once): last heartbeat 12 s ago',
      'Silentworker-2 (pid 7, 4 at once): last heartbeat 10 min ago',
    ]);
    expect(screen.queryByText(/No worker is running/)).toBeNull();
  });

  it('says plainly when no worker is alive', () => {
    render(<WorkerList workers={[worker('worker-2', 600, false)]} now={now} />);
    expect(screen.getByText(/No worker is running/)).toBeTruthy();
  });
});

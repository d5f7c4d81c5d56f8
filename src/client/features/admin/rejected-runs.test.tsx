import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RejectedRunView } from '../../../shared/schemas/admin';
import { RejectedRuns } from './rejected-runs';

const run = (id: number, name: string): RejectedRunView => ({
  scrapeLogId: id,
  retailerId: id,
  retailerName: name,
  startedAt: new Date('2026-11-22T14:05:00Z'),
  message: 'Rejected: stock changed on 85 % of listings (limit 50 %); no listing was changed',
  reasons: ['stockFlips'],
  offersFound: 120,
});

describe('RejectedRuns', () => {
  it('lists each held-back run with its reason and accepts the one clicked', () => {
    const onAccept = vi.fn();
    render(
      <RejectedRuns
        runs={[run(1, 'Boreal Firearms'), run(2, 'Fundy Shooting')]}
        accepting={null}
        onAccept={onAccept}
      />,
    );
    const region = screen.getByRole('region', { name: 'Runs held back by the anomaly guard' });
    expect(within(region).getByRole('heading', { name: '2 runs were held back by the anomaly guard' })).toBeTruthy();
    expect(within(region).getAllByText(/stock changed on 85 %/)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Accept the held-back run of Fundy Shooting' }));
    expect(onAccept).toHaveBeenCalledWith(expect.objectContaining({ scrapeLogId: 2 }));
  });

  it('disables every accept button while one is being applied, and shows nothing when there is nothing to review', () => {
    const { rerender } = render(
      <RejectedRuns runs={[run(1, 'Boreal Firearms'), run(2, 'Fundy Shooting')]} accepting={1} onAccept={() => {}} />,
    );
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
    rerender(<RejectedRuns runs={[]} accepting={null} onAccept={() => {}} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

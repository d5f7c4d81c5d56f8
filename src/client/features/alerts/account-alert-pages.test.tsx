import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AlertStats, SavedSearch, WatchlistEntry } from '../../../shared/schemas/alerts';
import { AlertStatsView, queueHealth } from './admin-alert-stats';
import { AlertSettingsForm } from './alert-settings-form';
import { SaveSearchDialog } from './save-search-dialog';
import { searchAlertForm } from './search-alert';
import { SavedSearchesView } from './saved-searches-view';
import { WatchlistView } from './watchlist-view';

const ENTRY: WatchlistEntry = {
  id: 5,
  productId: 9,
  productName: 'CCI Blazer Brass 9mm 115gr 50rds',
  createdAt: new Date('2026-11-20T12:00:00Z'),
  anyDrop: false,
  targetPricePerRoundCents: 28,
  targetPriceCents: null,
  dropPercent: null,
  backInStock: true,
  best: {
    listingId: 1,
    retailerName: 'Boreal Firearms Co.',
    priceCents: 1599,
    pricePerRoundCents: 31.98,
    inStock: true,
  },
  sparkline: [
    { day: '2026-11-20', minPriceCents: 1699, minPricePerRoundCents: 33.98 },
    { day: '2026-11-21', minPriceCents: 1599, minPricePerRoundCents: 31.98 },
  ],
};

describe('Watchlist page', () => {
  it('shows each watched product with its best price per round, a trend and the rule; edit and delete', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<WatchlistView entries={[ENTRY]} busyWatchId={null} onEdit={onEdit} onDelete={onDelete} />);
    const table = screen.getByRole('table', { name: 'Watched products' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('$0.320/rd')).toBeTruthy();
    expect(within(row).getByText('$15.99 at Boreal Firearms Co.')).toBeTruthy();
    expect(within(row).getByText('At or under $0.280/rd · back in stock')).toBeTruthy();
    expect(
      within(row).getByRole('img', {
        name: 'Lowest price per round over the last 30 days: from $0.340/rd to $0.320/rd',
      }),
    ).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: `Edit alert on ${ENTRY.productName}` }));
    expect(onEdit).toHaveBeenCalledWith(ENTRY);
    await user.click(within(row).getByRole('button', { name: `Delete alert on ${ENTRY.productName}` }));
    expect(onDelete).toHaveBeenCalledWith(ENTRY);
  });

  it('says how to start when nothing is watched', () => {
    render(
      <MemoryRouter>
        <WatchlistView entries={[]} busyWatchId={null} onEdit={() => {}} onDelete={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText('You are not watching anything yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find something to watch' }).getAttribute('href')).toBe('/');
  });
});

const SEARCH: SavedSearch = {
  id: 3,
  name: '9mm brass',
  query: 'q=9mm&casing=brass&stock=in_stock',
  newListings: false,
  targetPricePerRoundCents: 30,
  backInStock: false,
  createdAt: new Date('2026-11-20T12:00:00Z'),
};

describe('Saved searches page', () => {
  it('opens the search by its URL, edits the alert and deletes', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <MemoryRouter>
        <SavedSearchesView searches={[SEARCH]} busyId={null} onEdit={onEdit} onDelete={onDelete} />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Saved searches' });
    expect(within(list).getByText('Alert: Something at or under $0.300/rd')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open: 9mm brass' }).getAttribute('href')).toBe(`/?${SEARCH.query}`);
    await user.click(screen.getByRole('button', { name: 'Edit alert: 9mm brass' }));
    expect(onEdit).toHaveBeenCalledWith(SEARCH);
    await user.click(screen.getByRole('button', { name: 'Delete: 9mm brass' }));
    expect(onDelete).toHaveBeenCalledWith(SEARCH);
  });

  it('the save dialog names the search, needs an alert, and sends name and alert', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <SaveSearchDialog
        show
        viewer="verified"
        initial={searchAlertForm('9mm')}
        pending={false}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Save this search' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'A new listing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose at least one alert');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Something back in stock' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Range ammo');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Range ammo',
      alert: { newListings: false, targetPricePerRoundCents: null, backInStock: true },
    });
  });
});

describe('Alert settings', () => {
  it('switches to the daily digest, caps and pauses; refuses a cap out of range', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      <AlertSettingsForm value={{ mode: 'instant', dailyCap: 10, paused: false }} pending={false} onSave={onSave} />,
    );
    const form = screen.getByRole('form', { name: 'Alert settings' });
    await user.click(within(form).getByRole('radio', { name: /Daily digest/ }));
    const cap = within(form).getByRole('spinbutton', { name: 'Most alert e-mails per day' });
    await user.clear(cap);
    await user.type(cap, '500');
    await user.click(within(form).getByRole('button', { name: 'Save alert settings' }));
    expect(within(form).getByText('Enter a whole number from 1 to 100')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(cap);
    await user.type(cap, '3');
    await user.click(within(form).getByRole('checkbox', { name: 'Pause all alerts' }));
    await user.click(within(form).getByRole('button', { name: 'Save alert settings' }));
    expect(onSave).toHaveBeenCalledWith({ mode: 'digest', dailyCap: 3, paused: true });
  });
});

const STATS: AlertStats = {
  watches: 120,
  savedSearches: 14,
  users: 30,
  sentPerDay: [
    { day: '2026-11-21', sent: 4 },
    { day: '2026-11-22', sent: 9 },
  ],
  suppressedToday: 2,
  mailQueue: { queued: 3, failed: 0, oldestQueuedSeconds: 40 },
};

describe('Admin alerts card', () => {
  it('shows the counts, alerts sent per day (newest first) and the mail queue health', () => {
    render(<AlertStatsView stats={STATS} />);
    expect(screen.getByText('Watches').nextElementSibling?.textContent).toBe('120');
    expect(screen.getByText('Saved searches').nextElementSibling?.textContent).toBe('14');
    const rows = within(screen.getByRole('table', { name: 'Alerts sent per day' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['DayAlerts sent', '2026-11-229', '2026-11-214']);
    expect(screen.getByText('Healthy')).toBeTruthy();
    expect(queueHealth({ queued: 1, failed: 2, oldestQueuedSeconds: 10 })).toBe('failing');
    expect(queueHealth({ queued: 9, failed: 0, oldestQueuedSeconds: 3600 })).toBe('stuck');
  });
});

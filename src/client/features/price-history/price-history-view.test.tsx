import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/toast/toast-store';
import { Toaster } from '../../components/toast/toaster';
import { rangeAccess } from './history-range';
import { HistoryRangeButtons } from './history-range-buttons';
import { historyShareUrl, parseHistory, summarizeHistory, yAxisDomain } from './history-summary';
import { PriceHistoryView, type PriceHistoryViewProps } from './price-history-view';

// apexcharts needs real layout (SVG sizes); jsdom has none. The real chart is exercised in e2e/public-site.spec.ts.
vi.mock('./price-history-chart', () => ({ PriceHistoryChart: () => <div role="img" aria-label="Price chart" /> }));

afterEach(() => {
  act(() => {
    for (let id = 0; id < 1000; id++) dismissToast(id);
  });
});

function renderRange(viewer: { emailVerified: boolean } | null) {
  const onChange = vi.fn();
  render(
    <MemoryRouter>
      <HistoryRangeButtons days={7} viewer={viewer} onChange={onChange} />
      <Toaster />
    </MemoryRouter>,
  );
  return onChange;
}

describe('history range by auth state (SPEC §4, §6)', () => {
  it('a visitor clicking 30D gets Account Required with Sign Up Free, and the range stays', async () => {
    const onChange = renderRange(null);
    await userEvent.click(screen.getByRole('button', { name: '30D' }));
    expect(onChange).not.toHaveBeenCalled();
    const t = within(screen.getByRole('status'));
    expect(t.getByText('Account Required')).toBeTruthy();
    expect(t.getByText('Create a free account to access 30-day price history.')).toBeTruthy();
    expect(t.getByRole('link', { name: 'Sign Up Free' }).getAttribute('href')).toBe('/auth');
  });

  it('an unverified user gets the destructive Email Verification Required toast, and the range stays', async () => {
    const onChange = renderRange({ emailVerified: false });
    await userEvent.click(screen.getByRole('button', { name: '30D' }));
    expect(onChange).not.toHaveBeenCalled();
    const t = within(screen.getByRole('alert'));
    expect(t.getByText('Email Verification Required')).toBeTruthy();
    expect(t.getByText(/verify your email address to access 30-day price history/)).toBeTruthy();
  });

  it('a verified user switches to 30 days without a toast', async () => {
    const onChange = renderRange({ emailVerified: true });
    await userEvent.click(screen.getByRole('button', { name: '30D' }));
    expect(onChange).toHaveBeenCalledWith(30);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks 7D as the current range and disables 90D and 1Y as Pro', () => {
    renderRange({ emailVerified: true });
    expect(screen.getByRole('button', { name: '7D' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: /^90D/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /^1Y/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(rangeAccess(90, { emailVerified: true })).toBe('pro-only');
    expect(rangeAccess(7, null)).toBe('allowed');
  });
});

describe('history numbers', () => {
  const points = parseHistory([
    { date: '2025-06-01', avgPrice: '20.00', minPrice: '18.00', maxPrice: '22.00' },
    { date: '2025-06-02', avgPrice: '21.00', minPrice: '19.50', maxPrice: '23.50' },
    { date: '2025-06-03', avgPrice: 'oops', minPrice: '1', maxPrice: '2' },
  ]);

  it('parses numeric strings and drops rows that do not parse', () => {
    expect(points).toEqual([
      { date: '2025-06-01', avg: 20, min: 18, max: 22 },
      { date: '2025-06-02', avg: 21, min: 19.5, max: 23.5 },
    ]);
  });

  it('summarises current (latest average), low, high and average', () => {
    expect(summarizeHistory(points)).toEqual({ current: 21, low: 18, high: 23.5, average: 20.5 });
    expect(summarizeHistory([])).toBeNull();
  });

  it('pads the Y axis by 5 on each side, never below 0', () => {
    expect(yAxisDomain(points)).toEqual({ min: 13, max: 28.5 });
    expect(yAxisDomain([{ date: 'd', avg: 3, min: 2, max: 4 }])).toEqual({ min: 0, max: 9 });
  });

  it('builds the share link with the product and chart=history', () => {
    expect(historyShareUrl('https://perround.ca', 42)).toBe('https://perround.ca/?product=42&chart=history');
    expect(historyShareUrl('https://perround.ca', 42, '?q=9mm&page=2&product=7&chart=history')).toBe(
      'https://perround.ca/?q=9mm&page=2&product=42&chart=history',
    );
  });
});

function renderView(overrides: Partial<PriceHistoryViewProps>) {
  const props: PriceHistoryViewProps = {
    productName: 'CCI Mini-Mag .22 LR',
    days: 7,
    viewer: null,
    points: undefined,
    isLoading: false,
    isError: false,
    theme: 'light',
    onDaysChange: vi.fn(),
    onShare: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  render(
    <MemoryRouter>
      <PriceHistoryView {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('PriceHistoryView', () => {
  it('shows the SPEC empty and failure texts', () => {
    renderView({ points: [] });
    expect(screen.getByText('No price history available')).toBeTruthy();
  });

  it('shows the failure text', () => {
    renderView({ isError: true });
    expect(screen.getByText('Failed to load price history')).toBeTruthy();
  });

  it('shows the summary boxes labelled with the range', async () => {
    const props = renderView({ days: 30, points: [{ date: '2025-06-01', avg: 10.5, min: 9.99, max: 11 }] });
    expect(screen.getByText('Current Price').nextElementSibling?.textContent).toBe('$10.50');
    expect(screen.getByText('30-Day Low').nextElementSibling?.textContent).toBe('$9.99');
    expect(screen.getByText('30-Day High').nextElementSibling?.textContent).toBe('$11.00');
    expect(screen.getByText('Average').nextElementSibling?.textContent).toBe('$10.50');
    expect(await screen.findByRole('img', { name: 'Price chart' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Share/ }));
    expect(props.onShare).toHaveBeenCalled();
  });
});

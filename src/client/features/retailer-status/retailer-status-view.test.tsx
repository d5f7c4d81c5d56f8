import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RetailerStatus } from '../../../shared/schemas/retailers';
import { formatTimeAgo, formatTimeUntil } from '../../components/format-time-ago';
import { healthLight } from './health-light';
import { RetailerStatusView } from './retailer-status-view';

const NOW = new Date('2025-07-01T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

function retailer(id: number, overrides: Partial<RetailerStatus> = {}): RetailerStatus {
  return {
    id,
    name: `Retailer ${id}`,
    url: `https://r${id}.example`,
    isActive: true,
    errorCount: 0,
    lastScrapeAt: hoursAgo(1),
    scrapeIntervalHours: 4,
    nextScrapeAt: new Date(NOW.getTime() + 3 * 3_600_000),
    ...overrides,
  };
}

describe('healthLight (SPEC §4)', () => {
  it('is grey when inactive, whatever else is true', () => {
    expect(healthLight({ isActive: false, errorCount: 9, lastScrapeAt: null }, NOW)).toBe('grey');
  });
  it('is red above 3 errors, not at 3', () => {
    expect(healthLight({ isActive: true, errorCount: 4, lastScrapeAt: hoursAgo(1) }, NOW)).toBe('red');
    expect(healthLight({ isActive: true, errorCount: 3, lastScrapeAt: hoursAgo(1) }, NOW)).toBe('green');
  });
  it('is yellow when never scraped or last scraped more than 6 hours ago', () => {
    expect(healthLight({ isActive: true, errorCount: 0, lastScrapeAt: null }, NOW)).toBe('yellow');
    expect(healthLight({ isActive: true, errorCount: 0, lastScrapeAt: hoursAgo(6.01) }, NOW)).toBe('yellow');
    expect(healthLight({ isActive: true, errorCount: 0, lastScrapeAt: hoursAgo(6) }, NOW)).toBe('green');
  });
  it('accepts ISO strings as well as dates', () => {
    expect(healthLight({ isActive: true, errorCount: 0, lastScrapeAt: hoursAgo(2).toISOString() }, NOW)).toBe('green');
  });
});

describe('relative times', () => {
  it('says minutes, hours or days ago', () => {
    expect(formatTimeAgo(new Date(NOW.getTime() - 5 * 60_000), NOW)).toBe('5 minutes ago');
    expect(formatTimeAgo(new Date(NOW.getTime() - 60_000), NOW)).toBe('1 minute ago');
    expect(formatTimeAgo(hoursAgo(3), NOW)).toBe('3 hours ago');
    expect(formatTimeAgo(hoursAgo(49), NOW)).toBe('2 days ago');
  });
  it('counts down to the next scrape', () => {
    expect(formatTimeUntil(new Date(NOW.getTime() + 135 * 60_000), NOW)).toBe('2h 15m');
    expect(formatTimeUntil(new Date(NOW.getTime() + 20 * 60_000), NOW)).toBe('20m');
    expect(formatTimeUntil(hoursAgo(1), NOW)).toBe('due now');
  });
});

describe('RetailerStatusView', () => {
  it('lists at most 10 active retailers with at most 3 errors, then the count', () => {
    const retailers = [
      ...Array.from({ length: 11 }, (_, i) => retailer(i + 1)),
      retailer(50, { name: 'Broken Store', errorCount: 4 }),
      retailer(51, { name: 'Closed Store', isActive: false }),
    ];
    render(<RetailerStatusView retailers={retailers} totalActive={23} isLoading={false} isError={false} now={NOW} />);
    const card = within(screen.getByRole('region', { name: 'Retailer Status' }));
    expect(card.getAllByRole('listitem')).toHaveLength(10);
    expect(card.queryByText('Broken Store')).toBeNull();
    expect(card.queryByText('Closed Store')).toBeNull();
    expect(card.getByText('Showing 10 of 23 active retailers')).toBeTruthy();
    expect(card.getByText('Update intervals are 3-12 hours depending on retailer.')).toBeTruthy();
  });

  it('shows the light, last update and next update of each retailer', () => {
    render(
      <RetailerStatusView
        retailers={[
          retailer(1, { name: 'Fresh', lastScrapeAt: hoursAgo(2) }),
          retailer(2, { name: 'New', lastScrapeAt: null, nextScrapeAt: null }),
        ]}
        totalActive={2}
        isLoading={false}
        isError={false}
        now={NOW}
      />,
    );
    const fresh = within(screen.getByText('Fresh').closest('li')!);
    expect(fresh.getByRole('img', { name: 'Status: Healthy' }).className).toContain('bg-success');
    expect(fresh.getByText('Updated 2 hours ago')).toBeTruthy();
    expect(fresh.getByText('Next update in 3h 0m')).toBeTruthy();
    const fresh2 = within(screen.getByText('New').closest('li')!);
    expect(fresh2.getByRole('img', { name: 'Status: Stale' }).className).toContain('bg-warning');
    expect(fresh2.getByText('Never updated')).toBeTruthy();
  });
});

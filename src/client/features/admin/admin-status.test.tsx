import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminBadge, adminDot, formatDateTime24, initials, logBadge } from './admin-status';
import { AdminDotMark, AdminStatusBadge } from './retailer-list';

const now = new Date('2025-06-24T12:00:00');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);

describe('admin dot (SPEC §4)', () => {
  it.each([
    ['inactive is red, whatever else', { isActive: false, errorCount: 0, lastScrapeAt: hoursAgo(1) }, 'red'],
    ['inactive and never scraped is red', { isActive: false, errorCount: 0, lastScrapeAt: null }, 'red'],
    ['never scraped is grey', { isActive: true, errorCount: 0, lastScrapeAt: null }, 'grey'],
    ['scraped 1 hour ago is green', { isActive: true, errorCount: 0, lastScrapeAt: hoursAgo(1) }, 'green'],
    ['scraped exactly 6 hours ago is green', { isActive: true, errorCount: 0, lastScrapeAt: hoursAgo(6) }, 'green'],
    ['scraped 6.5 hours ago is yellow', { isActive: true, errorCount: 0, lastScrapeAt: hoursAgo(6.5) }, 'yellow'],
    ['errors do not change the dot', { isActive: true, errorCount: 9, lastScrapeAt: hoursAgo(1) }, 'green'],
    ['ISO strings work too', { isActive: true, errorCount: 0, lastScrapeAt: hoursAgo(2).toISOString() }, 'green'],
  ])('%s', (_name, retailer, dot) => {
    expect(adminDot(retailer, now)).toBe(dot);
  });

  it('is drawn with an accessible label', () => {
    render(<AdminDotMark retailer={{ isActive: true, errorCount: 0, lastScrapeAt: null }} />);
    expect(screen.getByRole('img', { name: 'Never scraped' }).getAttribute('data-dot')).toBe('grey');
  });
});

describe('admin badge (SPEC §4)', () => {
  it.each([
    [{ isActive: false, errorCount: 10 }, 'Inactive'],
    [{ isActive: true, errorCount: 4 }, 'Error'],
    [{ isActive: true, errorCount: 3 }, 'Active'],
    [{ isActive: true, errorCount: 0 }, 'Active'],
  ])('%j → %s', (retailer, badge) => {
    expect(adminBadge(retailer)).toBe(badge);
    render(<AdminStatusBadge retailer={retailer} />);
    expect(screen.getByText(badge)).toBeTruthy();
  });
});

describe('log badges and times', () => {
  it('map completed/failed/started and show other values raw', () => {
    expect(logBadge('completed').label).toBe('Completed');
    expect(logBadge('failed').label).toBe('Failed');
    expect(logBadge('started').label).toBe('Running');
    expect(logBadge('cancelled').label).toBe('cancelled');
  });

  it('uses 24-hour times', () => {
    expect(formatDateTime24(new Date('2025-06-24T17:05:00'))).toBe('2025-06-24 17:05');
    expect(formatDateTime24(new Date('2025-06-24T00:30:00'))).toBe('2025-06-24 00:30');
    expect(formatDateTime24(null)).toBe('Never');
  });

  it('makes initials from the name, or the e-mail', () => {
    expect(initials('ada', 'lovelace', 'a@x.ca')).toBe('AL');
    expect(initials(null, null, 'zed@x.ca')).toBe('Z');
  });
});

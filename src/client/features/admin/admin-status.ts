import { ERROR_THRESHOLD, STALE_AFTER_HOURS } from '../../../shared/constants';

/** SPEC §4 admin rules, kept pure so they are tested on their own. */

export type AdminDot = 'red' | 'grey' | 'green' | 'yellow';

interface RetailerHealth {
  isActive: boolean;
  errorCount: number;
  lastScrapeAt: Date | string | null;
}

/** Red inactive; grey never scraped; green scraped within 6 hours; yellow otherwise. */
export function adminDot(r: RetailerHealth, now: Date = new Date()): AdminDot {
  if (!r.isActive) return 'red';
  if (!r.lastScrapeAt) return 'grey';
  const age = now.getTime() - new Date(r.lastScrapeAt).getTime();
  return age <= STALE_AFTER_HOURS * 3600_000 ? 'green' : 'yellow';
}

export const ADMIN_DOT_LABEL: Record<AdminDot, string> = {
  red: 'Inactive',
  grey: 'Never scraped',
  green: 'Scraped within 6 hours',
  yellow: 'Last scrape older than 6 hours',
};

export type AdminBadge = 'Inactive' | 'Error' | 'Active';

/** Inactive; Error if active and errorCount above 3; else Active. */
export function adminBadge(r: Pick<RetailerHealth, 'isActive' | 'errorCount'>): AdminBadge {
  if (!r.isActive) return 'Inactive';
  if (r.errorCount > ERROR_THRESHOLD) return 'Error';
  return 'Active';
}

/** completed = Completed, failed = Failed, started = Running; other values raw. */
export function logBadge(status: string): { label: string; bg: string } {
  if (status === 'completed') return { label: 'Completed', bg: 'success' };
  if (status === 'failed') return { label: 'Failed', bg: 'danger' };
  if (status === 'started') return { label: 'Running', bg: 'info' };
  return { label: status, bg: 'secondary' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 24-hour local time, e.g. '2025-06-24 17:05' ('Never' when absent). */
export function formatDateTime24(value: Date | string | null | undefined): string {
  if (!value) return 'Never';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return 'Never';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Next run: 'Inactive' when not scheduled, 'Due now' when in the past, else the 24-hour time. */
export function formatNextRun(nextRunAt: Date | string | null, now: Date = new Date()): string {
  if (!nextRunAt) return 'Not scheduled';
  const d = new Date(nextRunAt);
  if (d.getTime() <= now.getTime()) return 'Due now';
  return formatDateTime24(d);
}

/** Initials for the avatar when there is no profile image. */
export function initials(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  email: string,
): string {
  const text = `${(firstName ?? '').trim().charAt(0)}${(lastName ?? '').trim().charAt(0)}`.toUpperCase();
  return text || email.charAt(0).toUpperCase();
}

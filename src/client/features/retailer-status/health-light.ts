import { ERROR_THRESHOLD, STALE_AFTER_HOURS } from '../../../shared/constants';

export type HealthLight = 'grey' | 'red' | 'yellow' | 'green';

export interface HealthInput {
  isActive: boolean;
  errorCount: number;
  lastScrapeAt: Date | string | null;
}

/** SPEC §4 public health light: grey inactive; red errorCount > 3; yellow never scraped or older than 6 h; else green. */
export function healthLight(r: HealthInput, now: Date = new Date()): HealthLight {
  if (!r.isActive) return 'grey';
  if (r.errorCount > ERROR_THRESHOLD) return 'red';
  if (!r.lastScrapeAt) return 'yellow';
  const age = now.getTime() - new Date(r.lastScrapeAt).getTime();
  if (!Number.isFinite(age) || age > STALE_AFTER_HOURS * 3_600_000) return 'yellow';
  return 'green';
}

export const HEALTH_LABELS: Record<HealthLight, string> = {
  grey: 'Inactive',
  red: 'Errors',
  yellow: 'Stale',
  green: 'Healthy',
};

export const HEALTH_CLASSES: Record<HealthLight, string> = {
  grey: 'bg-secondary',
  red: 'bg-danger',
  yellow: 'bg-warning',
  green: 'bg-success',
};

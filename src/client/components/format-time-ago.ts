const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** 'N minutes ago', 'N hours ago' or 'N days ago' (SPEC §2 retailer status); under a minute is 'just now'. */
export function formatTimeAgo(date: Date | string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(date).getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${plural(Math.floor(elapsed / MINUTE), 'minute')} ago`;
  if (elapsed < DAY) return `${plural(Math.floor(elapsed / HOUR), 'hour')} ago`;
  return `${plural(Math.floor(elapsed / DAY), 'day')} ago`;
}

/** A countdown such as '2h 15m' or '45m'; 'due now' once the time has passed. */
export function formatTimeUntil(date: Date | string, now: Date = new Date()): string {
  const remaining = new Date(date).getTime() - now.getTime();
  if (remaining <= 0) return 'due now';
  const totalMinutes = Math.ceil(remaining / MINUTE);
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

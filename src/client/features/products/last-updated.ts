import { formatTimeAgo } from '../../components/format-time-ago';

/**
 * SPEC shows a static 'Last updated: 2 hours ago'. We say when the newest listing on screen was last seen by a
 * scrape instead (docs/decisions/0009-public-ui-last-updated.md); null when there is nothing to date.
 */
export function lastUpdatedLabel(
  lastSeen: Array<Date | string | null | undefined>,
  now: Date = new Date(),
): string | null {
  let newest = -Infinity;
  for (const d of lastSeen) {
    if (!d) continue;
    const t = new Date(d).getTime();
    if (Number.isFinite(t) && t > newest) newest = t;
  }
  if (newest === -Infinity) return null;
  return `Last updated: ${formatTimeAgo(new Date(newest), now)}`;
}

/** The Lighthouse diagnostics that explain a performance score, one line each (from one run's report). */
import type { LighthouseResult } from './lighthouse-runs.js';

type Lhr = LighthouseResult['lhr'];
interface Item {
  [key: string]: unknown;
}

const items = (lhr: Lhr, id: string): Item[] =>
  ((lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
const ms = (v: unknown) => `${Math.round(Number(v) || 0)} ms`;
const kb = (v: unknown) => `${((Number(v) || 0) / 1024).toFixed(0)} KB`;
const shortUrl = (u: unknown) => String(u).replace(/^https?:\/\/[^/]+/, '') || '/';

export function diagnosticLines(lhr: Lhr): string[] {
  const mainThread = items(lhr, 'mainthread-work-breakdown')
    .slice(0, 5)
    .map((i) => `${i.groupLabel ?? i.group} ${ms(i.duration)}`);
  const bootup = items(lhr, 'bootup-time')
    .slice(0, 4)
    .map((i) => `${shortUrl(i.url)} ${ms(i.total)} (script ${ms(i.scripting)}, parse ${ms(i.scriptParseCompile)})`);
  const requests = items(lhr, 'network-requests');
  const js = requests.filter((r) => r.resourceType === 'Script');
  const unusedJs = items(lhr, 'unused-javascript').map((i) => `${shortUrl(i.url)} ${kb(i.wastedBytes)}`);
  const blocking = items(lhr, 'render-blocking-resources').map((i) => `${shortUrl(i.url)} ${ms(i.wastedMs)}`);
  const longTasks = items(lhr, 'long-tasks').map((i) => `${shortUrl(i.url)} ${ms(i.duration)}`);
  // Lighthouse 13 names the LCP element in its breakdown insight: a table of subparts, then the node.
  const breakdown = items(lhr, 'lcp-breakdown-insight');
  const lcpNode = breakdown.find((i) => i.type === 'node') as { selector?: string; snippet?: string } | undefined;
  const subparts = ((breakdown.find((i) => i.type === 'table')?.items ?? []) as Item[]).map(
    (i) => `${i.label} ${ms(i.duration)}`,
  );
  return [
    `main thread: ${mainThread.join(', ')}`,
    `JS: ${js.length} files, ${kb(js.reduce((n, r) => n + (Number(r.transferSize) || 0), 0))} transferred; bootup: ${bootup.join('; ')}`,
    `requests: ${requests.length}, ${kb(requests.reduce((n, r) => n + (Number(r.transferSize) || 0), 0))} in all`,
    `long tasks: ${longTasks.join(', ') || 'none'}`,
    `unused JS: ${unusedJs.join(', ') || 'none'}; render-blocking: ${blocking.join(', ') || 'none'}`,
    `LCP element: ${(lcpNode?.snippet ?? lcpNode?.selector ?? 'unknown').slice(0, 100)} (${subparts.join(', ')})`,
  ];
}

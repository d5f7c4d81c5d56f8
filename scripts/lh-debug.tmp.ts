import lighthouse, { desktopConfig } from 'lighthouse';
import { startDevtoolsChromium } from '/work/wt-15/scripts/bench-web/devtools-chromium.js';
const url = process.argv[2]!; const preset = process.argv[3];
const b = await startDevtoolsChromium(9334);
const r = await lighthouse(url, { port: 9334, output: 'json', logLevel: 'error', onlyCategories: ['performance','accessibility','seo'] }, preset === 'desktop' ? desktopConfig : undefined);
await b.close();
const a = r!.lhr.audits;
for (const id of ['mainthread-work-breakdown', 'bootup-time', 'long-tasks', 'layout-shifts', 'target-size', 'link-text', 'render-blocking-insight', 'lcp-breakdown-insight', 'network-requests']) {
  const d = a[id]?.details as any;
  console.log('==', id, a[id]?.displayValue ?? '');
  for (const it of (d?.items ?? []).slice(0, 12)) console.log(JSON.stringify(it).slice(0, 300));
}

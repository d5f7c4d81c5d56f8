/**
 * npm run bench:web -- [--url=http://localhost:3000] [--runs=3] [--only=lighthouse|axe] [--pages=/,/landing]
 *   [--presets=desktop,mobile] [--save=DIR]
 * Lighthouse (Debian's Chromium, no network) on / and /landing with the desktop and mobile presets, the median of
 * --runs runs of each score and core metric; then axe-core on every route of the site in the light and dark
 * themes, violations by impact. Under each Lighthouse row, the diagnostics of its median run (main-thread work,
JavaScript, long tasks, unused JavaScript, render-blocking files, the LCP element); --save writes every report's
JSON there. --pages and --presets narrow the run while iterating. Point it at a running site, e.g. `npm run demo`. BENCH_WEB_LOGIN=email:password
 * audits /account and /admin signed in (an admin account shows both). Prints the targets of issue 15 as met or
 * missed; exits 1 when one is missed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_META } from '../src/shared/site-pages.js';
import { auditRoutes, IMPACTS, type AxeFinding } from './bench-web/axe-routes.js';
import { launchBench } from './bench-web/browser.js';
import { diagnosticLines } from './bench-web/diagnostics.js';
import {
  CATEGORIES,
  median,
  METRICS,
  runLighthouse,
  type LighthouseResult,
  type Preset,
} from './bench-web/lighthouse-runs.js';

const HELP = `Usage: npm run bench:web -- [--url=http://localhost:3000] [--runs=3] [--only=lighthouse|axe]
                         [--pages=/,/landing] [--presets=desktop,mobile] [--save=DIR]
Lighthouse scores and core metrics (median of --runs) for / and /landing, desktop and mobile, with the
diagnostics of the median run; axe-core violations by impact on every route in both themes. --save=DIR keeps
each Lighthouse report as JSON. Needs a running site (npm run demo) and Chromium
(CHROMIUM_PATH, default /usr/bin/chromium). BENCH_WEB_LOGIN=email:password audits /account and /admin signed in.`;

const LIGHTHOUSE_PAGES = ['/', '/landing'];
const PRESETS: Preset[] = ['desktop', 'mobile'];

/** A comma list whose every item is one of `allowed`, or null. */
function listOf<T extends string>(value: string, allowed: readonly T[]): T[] | null {
  const items = value.split(',').filter(Boolean);
  return items.length && items.every((v) => allowed.includes(v as T)) ? (items as T[]) : null;
}

function parseArgs(argv: string[]) {
  const opts = {
    url: process.env.BENCH_WEB_URL ?? 'http://localhost:3000',
    runs: 3,
    only: '',
    pages: LIGHTHOUSE_PAGES,
    presets: PRESETS,
    save: '',
  };
  for (const a of argv) {
    const [key, value = ''] = a.replace(/^--/, '').split('=');
    if (key === 'help' || key === 'h') return null;
    if (key === 'url' && /^https?:\/\/[^/]+/.test(value)) opts.url = value.replace(/\/+$/, '');
    else if (key === 'runs' && /^[1-9]\d?$/.test(value)) opts.runs = Number(value);
    else if (key === 'only' && ['lighthouse', 'axe'].includes(value)) opts.only = value;
    else if (key === 'pages' && listOf(value, LIGHTHOUSE_PAGES)) opts.pages = listOf(value, LIGHTHOUSE_PAGES)!;
    else if (key === 'presets' && listOf(value, PRESETS)) opts.presets = listOf(value, PRESETS)!;
    else if (key === 'save' && value) opts.save = value;
    else throw new Error(`bad argument '${a}' (see --help)`);
  }
  return opts;
}
type Options = NonNullable<ReturnType<typeof parseArgs>>;

/** The runs of one page and preset, each report saved when asked. */
async function measure(opts: Options, page: string, preset: Preset): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < opts.runs; i++) {
    const result = await runLighthouse(opts.url + page, preset).catch((err: Error) => {
      // A busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP): one more try, said aloud.
      console.log(`${''.padStart(10)} run ${i + 1} of ${page} ${preset} failed (${err.message}); running it again`);
      return runLighthouse(opts.url + page, preset);
    });
    results.push(result);
    if (opts.save) {
      const name = `${page === '/' ? 'home' : page.slice(1)}-${preset}-${i + 1}.json`;
      await mkdir(opts.save, { recursive: true });
      await writeFile(path.join(opts.save, name), JSON.stringify(result.lhr));
    }
  }
  return results;
}

/** The run whose performance score is the median: its diagnostics stand for the row. */
function medianRun(results: LighthouseResult[]): LighthouseResult {
  return [...results].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(results.length / 2)]!;
}

async function lighthouseSection(opts: Options): Promise<string[]> {
  const missed: string[] = [];
  console.log(`\nLighthouse, median of ${opts.runs} run(s)`);
  console.log(['page', 'preset', ...CATEGORIES, ...Object.values(METRICS)].map((h) => h.padStart(10)).join(' '));
  for (const page of opts.pages) {
    for (const preset of opts.presets) {
      const results = await measure(opts, page, preset);
      const scores = CATEGORIES.map((c) => median(results.map((r) => r.scores[c])));
      const metrics = (Object.keys(METRICS) as Array<keyof typeof METRICS>).map((m) =>
        median(results.map((r) => r.metrics[m])),
      );
      const cells = [
        page,
        preset,
        ...scores.map(String),
        ...metrics.map((v, i) => (i === 3 ? v.toFixed(3) : v.toFixed(0))),
      ];
      console.log(cells.map((c) => c.padStart(10)).join(' '));
      const perfTarget = preset === 'desktop' ? 95 : 90;
      if (scores[0]! < perfTarget) missed.push(`${page} ${preset}: performance ${scores[0]} < ${perfTarget}`);
      scores.slice(1).forEach((s, i) => s < 95 && missed.push(`${page} ${preset}: ${CATEGORIES[i + 1]} ${s} < 95`));
      if (metrics[3]! >= 0.05) missed.push(`${page} ${preset}: CLS ${metrics[3]!.toFixed(3)} >= 0.05`);
      const failing = [...new Set(results.flatMap((r) => r.failing))];
      if (failing.length) console.log(`${''.padStart(10)} below 0.9: ${failing.join(', ')}`);
      for (const line of diagnosticLines(medianRun(results).lhr)) console.log(`${''.padStart(10)} ${line}`);
    }
  }
  return missed;
}

function printAxe(findings: AxeFinding[]): string[] {
  console.log('\naxe-core violations by impact (every route, light and dark)');
  for (const impact of IMPACTS) {
    const hits = findings.filter((f) => f.impact === impact);
    console.log(`  ${impact.padEnd(9)} ${hits.length}`);
    for (const f of hits)
      console.log(`    ${f.route} [${f.theme}] ${f.id} ×${f.nodes}: ${f.help} (${f.targets.join(' | ')})`);
  }
  return findings
    .filter((f) => f.impact === 'critical' || f.impact === 'serious')
    .map((f) => `axe ${f.impact} ${f.id} on ${f.route} [${f.theme}]`);
}

/** The browse page with a product's price history open (the chart card), for the first product listed. */
async function historyRoute(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/products?limit=1`).catch(() => null);
  const body = res?.ok ? ((await res.json()) as { products?: Array<{ productId: number | null }> }) : null;
  const id = body?.products?.find((p) => p.productId)?.productId;
  return id ? [`/?product=${id}&chart=history`] : [];
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (!opts) return console.log(HELP);
  const probe = await fetch(`${opts.url}/healthz`).catch(() => null);
  if (!probe) throw new Error(`nothing answers at ${opts.url} (start the site, e.g. npm run demo, or pass --url)`);
  console.log(`bench:web against ${opts.url}`);
  const missed: string[] = [];
  if (opts.only !== 'axe') missed.push(...(await lighthouseSection(opts)));
  if (opts.only !== 'lighthouse') {
    const browser = await launchBench();
    try {
      const routes = [...Object.keys(PAGE_META), '/no-such-page', ...(await historyRoute(opts.url))];
      if (!process.env.BENCH_WEB_LOGIN)
        console.log('\n(no BENCH_WEB_LOGIN: /account and /admin are audited as a signed-out visitor sees them)');
      missed.push(...printAxe(await auditRoutes(browser, opts.url, routes, process.env.BENCH_WEB_LOGIN)));
    } finally {
      await browser.close();
    }
  }
  console.log(missed.length ? `\nTargets missed:\n  ${missed.join('\n  ')}` : '\nAll targets met.');
  process.exitCode = missed.length ? 1 : 0;
}

main().catch((err: Error) => {
  console.error(`bench:web: ${err.message}`);
  process.exit(1);
});

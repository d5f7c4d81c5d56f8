/**
 * npm run bench:load [-- --url URL --pid PID] [--connections 200] [--duration 60] [--warmup 5] [--skip-build]
 *
 * Load on the public search beside /healthz in the same run (autocannon): the default products page, a text
 * search, a filtered search and an ammunition-by-calibre (price per round) page. Prints throughput, p50/p99,
 * errors, the ratio to /healthz and the web process's RSS (at the end of each target and its peak), then the
 * verdict against the targets of issue 17 (0 errors, p99 < 250 ms, >= 0.5 of /healthz, web RSS < 300 MB).
 *
 * Without --url it builds (`npm run build`, unless --skip-build) and starts the demo with its web role in a
 * process of its own (DEMO_WEB=process), so the RSS is the web's alone; the demo's variables apply, with their
 * own defaults here (DATA_DIR ./.data/bench-load, EMBEDDED_PG_PORT 5435, DEMO_SANDBOX_PORT 4200, PORT from
 * BENCH_PORT 3300) so a running `npm run demo` is left alone. With --url, give --pid of the web process.
 */
import autocannon from 'autocannon';
import { exitWithReason, intArg, parseCli } from '../src/cli.js';
import { build, cpuSeconds, lastMemoryLine, rssMb, startDemoUnderTest } from './bench-load/demo-under-test.js';

const USAGE = `
Usage: npm run bench:load [-- --url URL --pid PID] [--connections N] [--duration S] [--warmup S] [--skip-build]
autocannon on /healthz and four public searches, then the verdict of issue 17.
  (no --url)        npm run build, then the demo with the web in its own process (BENCH_PORT, default 3300;
                    DATA_DIR ./.data/bench-load, EMBEDDED_PG_PORT 5435, DEMO_SANDBOX_PORT 4200 unless set)
  --url URL         measure a running site instead; --pid PID: its web process (for the RSS)
  --connections N   concurrent connections (200)
  --duration S      seconds per target (60)
  --warmup S        seconds of unmeasured load on each target first (5; 0: none): JIT and caches warm for all
  --skip-build      use the existing build (dist/)
Environment: BENCH_PORT, BENCH_PPR_QUERY (the price-per-round path), LOG_LEVEL (info), MEMORY_LOG_SECONDS (5),
the demo's variables.`;

const TARGETS: Array<{ label: string; path: string }> = [
  { label: '/healthz', path: '/healthz' },
  { label: 'products (default)', path: '/api/products?inStock=true' },
  { label: 'text "federal 9mm"', path: '/api/products?search=federal%209mm&inStock=true' },
  {
    label: 'filtered',
    path: '/api/products?productType=ammunition&calibre=9mm&inStock=true&priceMax=60&sortBy=price-asc',
  },
  {
    label: 'price per round',
    path: process.env.BENCH_PPR_QUERY ?? '/api/products?productType=ammunition&calibre=.223rem&inStock=true',
  },
];

interface Row {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rss: number | null;
  peakRss: number | null;
  /** Web process CPU time per request (user + system), µs: what a quiet machine's throughput follows. */
  cpuPerRequest: number | null;
}

function readOptions() {
  const { values } = parseCli(USAGE, {
    url: { type: 'string' },
    pid: { type: 'string' },
    connections: { type: 'string' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    'skip-build': { type: 'boolean' },
  });
  return {
    url: values.url === undefined ? undefined : new URL(values.url).origin,
    pid: values.pid === undefined ? undefined : intArg(values.pid, '--pid', 0, { min: 1 }),
    connections: intArg(values.connections, '--connections', 200, { min: 1, max: 10_000 }),
    duration: intArg(values.duration, '--duration', 60, { min: 1, max: 3600 }),
    warmup: intArg(values.warmup, '--warmup', 5, { max: 600 }),
    skipBuild: values['skip-build'] === true,
  };
}

async function run(url: string, connections: number, duration: number, pid: number | undefined) {
  let peakRss: number | null = null;
  const cpuBefore = cpuSeconds(pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss ?? 0, rssMb(pid) ?? 0) || null), 1000);
  // autocannon's answer is a thenable, not a Promise
  const result = await Promise.resolve(autocannon({ url, connections, duration, timeout: 10 })).finally(() =>
    clearInterval(sampler),
  );
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}×${count}`);
  if (result.errors || result.timeouts || statuses.length) {
    process.stdout.write(
      `  ${url}: ${result.errors} socket errors, ${result.timeouts} timeouts, statuses ${statuses.join(' ') || 'all 2xx'}\n`,
    );
  }
  const rss = rssMb(pid);
  const cpuAfter = cpuSeconds(pid);
  const cpuUsed = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    rss,
    peakRss: Math.max(peakRss ?? 0, rss ?? 0) || null,
    cpuPerRequest: cpuUsed === null || !result.requests.total ? null : (cpuUsed * 1e6) / result.requests.total,
  };
}

async function main() {
  const options = readOptions();
  process.env.LOG_LEVEL ??= 'info';
  if (!options.url && !options.skipBuild) build();
  const demo = options.url ? null : await startDemoUnderTest(intArg(process.env.BENCH_PORT, 'BENCH_PORT', 3300));
  const base = options.url ?? demo!.url;
  const pid = options.pid ?? demo?.webPid;
  try {
    process.stdout.write(
      `\nbench:load ${base}: ${options.connections} connections, ${options.duration} s per target; ` +
        `web process ${pid ?? '?'}, RSS at start ${rssMb(pid) ?? '?'} MB${demo ? `; logs in ${demo.logFile}` : ''}\n`,
    );
    for (const target of TARGETS) {
      const check = await fetch(base + target.path);
      if (!check.ok) throw new Error(`${target.label}: ${base}${target.path} answers ${check.status}`);
    }
    if (options.warmup > 0) {
      process.stdout.write(`warm-up: ${options.warmup} s on each target (not measured)\n`);
      for (const target of TARGETS)
        await autocannon({ url: base + target.path, connections: options.connections, duration: options.warmup });
    }
    const rows: Row[] = [];
    for (const target of TARGETS)
      rows.push({
        label: target.label,
        ...(await run(base + target.path, options.connections, options.duration, pid)),
      });
    report(rows);
    const memory = demo ? lastMemoryLine(demo.logFile, demo.webPid) : null;
    if (memory)
      process.stdout.write(
        `web memory at the end, MB: ${Object.entries(memory)
          .map(([name, mb]) => `${name} ${mb}`)
          .join(', ')} (process.memoryUsage(), every MEMORY_LOG_SECONDS in the log)\n`,
      );
  } finally {
    await demo?.stop();
  }
}

function report(rows: Row[]) {
  const health = rows[0]!.rps;
  const healthCpu = rows[0]!.cpuPerRequest;
  const line = (cells: string[]) =>
    process.stdout.write(cells.map((c, i) => (i === 0 ? c.padEnd(22) : c.padStart(10))).join(' ') + '\n');
  line([
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'x healthz',
    'web RSS MB',
    'peak MB',
    'CPU µs/req',
    'x (CPU)',
  ]);
  for (const r of rows)
    line([
      r.label,
      r.rps.toFixed(0),
      String(r.p50),
      String(r.p99),
      String(r.errors),
      (r.rps / health).toFixed(2),
      String(r.rss ?? '?'),
      String(r.peakRss ?? '?'),
      r.cpuPerRequest === null ? '?' : r.cpuPerRequest.toFixed(0),
      r.cpuPerRequest && healthCpu ? (healthCpu / r.cpuPerRequest).toFixed(2) : '?',
    ]);
  process.stdout.write(
    "x healthz: req/s over /healthz's in this run; x (CPU): /healthz's web CPU per request over this one's, the\n" +
      "ratio a web process bound by its own CPU reaches (robust to a busy machine; the database's CPU is not in it)\n",
  );
  const searches = rows.slice(1);
  const finalRss = rows.at(-1)!.rss;
  const verdicts = [
    ['0 errors', rows.every((r) => r.errors === 0)],
    ['p99 < 250 ms', searches.every((r) => r.p99 < 250)],
    ['>= 0.5 of /healthz', searches.every((r) => r.rps >= 0.5 * health)],
    ['web RSS < 300 MB at the end', finalRss !== null && finalRss < 300],
  ] as const;
  for (const [label, ok] of verdicts) process.stdout.write(`${ok ? 'PASS' : 'MISS'} ${label}\n`);
}

main().catch(exitWithReason('bench:load'));

/**
 * npm run bench:load [-- --url URL --pid PID] [--connections 200] [--duration 60]
 *
 * Load on the public search beside /healthz in the same run (autocannon): the default products page, a text
 * search, a filtered search and an ammunition-by-calibre (price per round) page. Prints throughput, p50/p99,
 * errors, the ratio to /healthz and the web process's RSS after each target, then the verdict against the
 * targets of issue 17 (0 errors, p99 < 250 ms, >= 0.5 of /healthz, RSS < 300 MB).
 *
 * Without --url it starts `npm run demo` itself (PORT 3300 unless BENCH_PORT; DEMO_SCALE and the demo's other
 * variables apply) and stops it afterwards. With --url, give --pid of the web process to see its RSS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const HELP = `usage: npm run bench:load [-- --url URL --pid PID] [--connections N] [--duration SECONDS]
  without --url: starts the demo on BENCH_PORT (3300), measures it, stops it`;

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

interface Options {
  url?: string;
  pid?: number;
  connections: number;
  duration: number;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { connections: 200, duration: 60 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--help' || flag === '-h') {
      process.stdout.write(`${HELP}\n`);
      process.exit(0);
    }
    if (value === undefined) throw new Error(`${flag}: missing value (${HELP.split('\n')[0]})`);
    i += 1;
    if (flag === '--url') options.url = new URL(value).origin;
    else if (flag === '--pid' || flag === '--connections' || flag === '--duration') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} must be a positive whole number`);
      options[flag.slice(2) as 'pid' | 'connections' | 'duration'] = n;
    } else throw new Error(`unknown option ${flag} (${HELP.split('\n')[0]})`);
  }
  return options;
}

function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** The demo in one node process (no tsx wrapper), so its pid is the web process. */
async function startDemo(port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], {
    env: { ...process.env, PORT: String(port), APP_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write(chunk);
      if (out.includes('PerRound demo is running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the demo exited (code ${code}) before serving`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

async function run(url: string, connections: number, duration: number) {
  const result = await autocannon({ url, connections, duration, timeout: 10 });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}×${count}`);
  if (result.errors || result.timeouts || statuses.length) {
    process.stdout.write(
      `  ${url}: ${result.errors} socket errors, ${result.timeouts} timeouts, statuses ${statuses.join(' ') || 'all 2xx'}\n`,
    );
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const demo = options.url ? null : await startDemo(Number(process.env.BENCH_PORT ?? 3300));
  const base = options.url ?? demo!.url;
  const pid = options.pid ?? demo?.child.pid;
  try {
    process.stdout.write(
      `\nbench:load ${base}: ${options.connections} connections, ${options.duration} s per target; RSS at start ${rssMb(pid) ?? '?'} MB\n`,
    );
    for (const target of TARGETS) {
      const check = await fetch(base + target.path);
      if (!check.ok) throw new Error(`${target.label}: ${base}${target.path} answers ${check.status}`);
    }
    const rows: Array<{ label: string; rps: number; p50: number; p99: number; errors: number; rss: number | null }> =
      [];
    for (const target of TARGETS) {
      const r = await run(base + target.path, options.connections, options.duration);
      rows.push({ label: target.label, ...r, rss: rssMb(pid) });
    }
    report(rows);
  } finally {
    if (demo) {
      demo.child.kill('SIGINT');
      await new Promise((resolve) => demo.child.once('exit', resolve));
    }
  }
}

function report(
  rows: Array<{ label: string; rps: number; p50: number; p99: number; errors: number; rss: number | null }>,
) {
  const health = rows[0]!.rps;
  const line = (cells: string[]) =>
    process.stdout.write(cells.map((c, i) => (i === 0 ? c.padEnd(22) : c.padStart(10))).join(' ') + '\n');
  line(['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'x healthz', 'RSS MB']);
  for (const r of rows)
    line([
      r.label,
      r.rps.toFixed(0),
      String(r.p50),
      String(r.p99),
      String(r.errors),
      (r.rps / health).toFixed(2),
      String(r.rss ?? '?'),
    ]);
  const searches = rows.slice(1);
  const finalRss = rows.at(-1)!.rss;
  const verdicts = [
    ['0 errors', searches.every((r) => r.errors === 0) && rows[0]!.errors === 0],
    ['p99 < 250 ms', searches.every((r) => r.p99 < 250)],
    ['>= 0.5 of /healthz', searches.every((r) => r.rps >= 0.5 * health)],
    ['RSS < 300 MB', finalRss !== null && finalRss < 300],
  ] as const;
  for (const [label, ok] of verdicts) process.stdout.write(`${ok ? 'PASS' : 'MISS'} ${label}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:load: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

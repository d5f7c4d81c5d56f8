import { spawn, spawnSync } from 'node:child_process';
import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const READY_TIMEOUT_MS = 30 * 60_000;

/** What the demo's own variables default to when bench:load starts it: apart from a running `npm run demo`. */
export const BENCH_DEMO_DEFAULTS = {
  DATA_DIR: './.data/bench-load',
  EMBEDDED_PG_PORT: '5435',
  DEMO_SANDBOX_PORT: '4200',
} as const;

/** `npm run build`, so the web process runs the code of this tree. */
export function build() {
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/**
 * The demo with its web role in a process of its own (DEMO_WEB=process), so the RSS measured is the web's alone
 * (the worker, the sandbox and the demo's seeding stay in the demo process). Every line the processes print goes
 * to DATA_DIR/bench-load.log, written by the kernel, not by this process (which drives the load). Resolves once
 * the demo says it is running, with the web's pid.
 */
export async function startDemoUnderTest(port: number) {
  const env: NodeJS.ProcessEnv & { DATA_DIR: string } = {
    ...BENCH_DEMO_DEFAULTS,
    ...process.env,
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    DEMO_WEB: 'process',
    // the web's process.memoryUsage() in the log, so RSS can be told apart (heap, Buffers, native)
    MEMORY_LOG_SECONDS: process.env.MEMORY_LOG_SECONDS ?? '5',
  };
  mkdirSync(env.DATA_DIR, { recursive: true });
  const logFile = path.join(env.DATA_DIR, 'bench-load.log');
  const fd = openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], { env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  let exitCode: number | null | undefined;
  child.once('exit', (code) => (exitCode = code));
  const started = Date.now();
  for (;;) {
    const log = readFileSync(logFile, 'utf8');
    const pid = /^Web process: pid (\d+)/m.exec(log)?.[1];
    if (pid && log.includes('PerRound demo is running')) {
      process.stdout.write(plainLines(log));
      return { child, webPid: Number(pid), url: `http://127.0.0.1:${port}`, logFile, stop: () => stop(child) };
    }
    if (exitCode !== undefined || Date.now() - started > READY_TIMEOUT_MS) {
      process.stdout.write(log.split('\n').slice(-20).join('\n'));
      if (exitCode === undefined) await stop(child);
      throw new Error(`the demo did not start (see ${logFile})`);
    }
    await sleep(500);
  }
}

/** The demo's own messages (the JSON lines are the processes' logs). */
function plainLines(log: string) {
  return log
    .split('\n')
    .filter((line) => line && !line.startsWith('{'))
    .map((line) => `${line}\n`)
    .join('');
}

async function stop(child: ReturnType<typeof spawn>) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

/**
 * The last memory line (MEMORY_LOG_SECONDS, src/server/observability/memory-log.ts) the web process wrote to the
 * log: where its RSS sits (V8 heap committed and used, Buffers), or null when it logged none. The log of a run
 * holds every request (hundreds of MB), so it is read backwards a chunk at a time.
 */
export function lastMemoryLine(logFile: string, pid: number, chunkBytes = 4 * 1024 * 1024) {
  const fd = openSync(logFile, 'r');
  try {
    let end = fstatSync(fd).size;
    let carry = ''; // the start of a line the later chunk began with
    while (end > 0) {
      const start = Math.max(0, end - chunkBytes);
      const buffer = Buffer.alloc(end - start);
      readSync(fd, buffer, 0, buffer.length, start);
      const lines = (buffer.toString('utf8') + carry).split('\n');
      carry = start > 0 ? lines.shift()! : '';
      const memory = lines.reverse().find((line) => line.includes('"memoryMb"') && line.includes(`"pid":${pid},`));
      if (memory) return (JSON.parse(memory) as { memoryMb: Record<string, number> }).memoryMb;
      end = start;
    }
    return null;
  } finally {
    closeSync(fd);
  }
}

/** Resident memory of a process in MB, null when it cannot be read (gone, another OS). */
export function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used, null when it cannot be read (gone, another OS). */
export function cpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    // fields after the command name (which may hold spaces): utime and stime are the 12th and 13th
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Linux's USER_HZ on every architecture Node supports. */
const CLOCK_TICKS_PER_SECOND = 100;

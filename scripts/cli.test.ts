import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every entry point answers --help without side effects (no database started, nothing written: DATA_DIR is a
 * path that must still not exist afterwards, DATABASE_URL unreachable) and reports bad input in one line.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.join(tmpdir(), `perround-cli-test-${process.pid}`);

function run(file: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR,
      DATABASE_URL: 'postgres://nobody:x@127.0.0.1:1/none',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => (stdout += c));
  child.stderr.on('data', (c) => (stderr += c));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

const ENTRIES: Array<[file: string, badArgs: string[], badEnv: Record<string, string>, expected: RegExp]> = [
  ['src/main.ts', ['frobnicate'], {}, /^perround: unknown role 'frobnicate'/],
  ['scripts/admin.ts', ['frobnicate', 'x@example.com'], {}, /^admin: usage: npm run admin/],
  ['scripts/reclassify.ts', ['--all'], {}, /^reclassify: Unknown option '--all'/],
  ['scripts/bench.ts', ['--listings=many'], {}, /^bench: --listings must be a whole number/],
  ['scripts/bench-scrape.ts', ['fast'], {}, /^bench:scrape: Unexpected argument 'fast'/],
  [
    'scripts/bench-classify.ts',
    ['/nonexistent/titles.jsonl'],
    {},
    /^bench:classify: cannot read \/nonexistent\/titles.jsonl: no such file$/,
  ],
  ['scripts/bench-matching.ts', ['--scale', 'huge'], {}, /^bench:matching: --scale must be one of full, small/],
  ['scripts/classify.ts', ['--json'], {}, /^classify: Unknown option '--json'/],
  ['scripts/demo.ts', [], { DEMO_SCALE: 'huge' }, /^perround demo: DEMO_SCALE must be one of full, small/],
  ['scripts/dev.ts', [], { DEV_API_PORT: 'x' }, /^dev: DEV_API_PORT must be a whole number/],
  ['scripts/build-server.ts', ['--watch'], {}, /^build:server: Unknown option '--watch'/],
  ['src/sandbox/main.ts', [], { SANDBOX_PORT: 'abc' }, /^sandbox: SANDBOX_PORT must be a whole number/],
  ['scripts/extract.ts', [], {}, /^extract: give exactly one FILE/],
  ['scripts/bench-load.ts', ['--connections', 'lots'], {}, /^bench:load: --connections must be a whole number from 1/],
];

describe('every script', () => {
  it.each(ENTRIES)(
    '%s answers --help and reports bad input in one line',
    async (file, badArgs, badEnv, expected) => {
      const [help, bad] = await Promise.all([run(file, ['--help']), run(file, badArgs, badEnv)]);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/^Usage: /i);
      expect(help.stderr).toBe('');
      expect(bad.code).not.toBe(0);
      expect(bad.stderr.trim().split('\n')).toHaveLength(1);
      expect(bad.stderr.trim()).toMatch(expected);
      expect(existsSync(DATA_DIR)).toBe(false);
    },
    120_000,
  );
});

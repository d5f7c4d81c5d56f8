import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/**
 * The command-line contract every entry point keeps (src/main.ts, scripts/*, the sandbox): `--help` prints the
 * usage and exits 0 before touching anything; bad input or a failure is one line on stderr, never a stack.
 */
export class UsageError extends Error {}

/**
 * Parses the arguments strictly (an unknown option or a stray argument is a UsageError: a typo must not run
 * the script with defaults); -h/--help prints `usage` and exits 0. Call it first, inside the script's main.
 */
export function parseCli<T extends ParseArgsOptionsConfig>(
  usage: string,
  options: T,
  positionals: { min?: number; max?: number } = {},
) {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${usage.trim()}\n`);
    process.exit(0);
  }
  let parsed;
  try {
    parsed = parseArgs({ args, options, strict: true, allowPositionals: (positionals.max ?? 0) > 0 });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('\n')[0]} (see --help)`);
  }
  const count = parsed.positionals.length;
  if (count < (positionals.min ?? 0) || count > (positionals.max ?? 0))
    throw new UsageError(`wrong number of arguments (see --help)`);
  return parsed;
}

/** A whole number from an option or variable, `fallback` when absent; anything else is a UsageError naming it. */
export function intArg(
  value: string | undefined,
  name: string,
  fallback: number,
  { min = 0, max = Number.MAX_SAFE_INTEGER } = {},
) {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new UsageError(`${name} must be a whole number from ${min} to ${max}, not '${value}'`);
  return n;
}

/** One of `choices`, `fallback` when absent. */
export function choiceArg<C extends string>(
  value: string | undefined,
  name: string,
  choices: readonly C[],
  fallback: C,
): C {
  if (value === undefined || value === '') return fallback;
  if (!choices.includes(value as C))
    throw new UsageError(`${name} must be one of ${choices.join(', ')}, not '${value}'`);
  return value as C;
}

/** For a script that reads its options at module level: `read()`, or its error as one line and the exit. */
export function orExit<T>(prefix: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    return exitWithReason(prefix)(error);
  }
}

/** A failure: one line on stderr (`prefix: reason`), exit 2 for bad usage, 1 otherwise. */
export function exitWithReason(prefix: string) {
  return (error: unknown): never => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${prefix}: ${message.split('\n')[0]}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  };
}

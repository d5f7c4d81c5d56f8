/**
 * The command-line contract every entry point keeps (src/main.ts, scripts/*, the sandbox): `--help` prints the
 * usage and exits 0 before touching anything; bad input or a failure is one line on stderr, never a stack.
 */
export class UsageError extends Error {}

/** Prints `usage` and exits 0 when -h/--help is among the arguments. Call it before any side effect. */
export function exitOnHelp(usage: string, args: string[] = process.argv.slice(2)) {
  if (!args.some((a) => a === '--help' || a === '-h')) return;
  process.stdout.write(`${usage.trim()}\n`);
  process.exit(0);
}

/** Rejects arguments a script does not take (a typo must not run the script with defaults). */
export function rejectUnknownArgs(allowed: (arg: string) => boolean, args: string[] = process.argv.slice(2)) {
  const unknown = args.find((a) => !allowed(a));
  if (unknown !== undefined) throw new UsageError(`unknown argument '${unknown}' (see --help)`);
}

/** A failure: one line on stderr (`prefix: reason`), exit 2 for bad usage, 1 otherwise. */
export function exitWithReason(prefix: string) {
  return (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${prefix}: ${message.split('\n')[0]}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  };
}

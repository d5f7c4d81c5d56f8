import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { afterAll } from 'vitest';

/** Child processes for tests that start real entry points: output collected, killed after the file if still running. */
const started = new Set<ChildProcess>();
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

export function startLogged(command: string, args: string[], options: SpawnOptions) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  started.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c) => (stdout += c));
  child.stderr!.on('data', (c) => (stderr += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** Polls `url` until it answers `status`; the last answer's body is returned. */
export async function waitForHttp(url: string, { status = 200, timeoutMs = 90_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      const body = await res.text();
      if (res.status === status) return body;
      last = `${res.status} ${body.slice(0, 200)}`;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (last: ${last})`);
}

/**
 * Resolves once `text` appears in the process's stdout; fails at once, with both outputs, when it exits first
 * (a port taken by another test must not read as a two-minute hang).
 */
export async function waitForOutput(proc: ReturnType<typeof startLogged>, text: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  const outputs = () => {
    const { stdout, stderr } = proc.output();
    return `stdout:\n${stdout.slice(-2000)}\nstderr:\n${stderr.slice(-2000)}`;
  };
  while (!proc.output().stdout.includes(text)) {
    const { exitCode, signalCode } = proc.child;
    if (exitCode !== null || signalCode !== null)
      throw new Error(`exited (${exitCode ?? signalCode}) before "${text}":\n${outputs()}`);
    if (Date.now() > deadline) throw new Error(`no "${text}" within ${timeoutMs} ms:\n${outputs()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

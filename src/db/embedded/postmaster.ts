import { spawn } from 'node:child_process';
import type { RunAs } from './os-user.js';

const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;

/**
 * Runs the postmaster as a child in its own process group, so a terminal's Ctrl-C reaches only us and our
 * graceful shutdown stops the database last. It is stopped (fast shutdown, SIGINT) by `stop()`, on our 'exit'
 * whatever caused it, and on SIGINT/SIGTERM/SIGHUP when nothing else handles them (scripts); a SIGKILLed
 * parent leaves an orphan that the next start clears (orphan.ts).
 */
export async function spawnPostmaster(options: {
  binary: string;
  pgDir: string;
  port: number;
  user: RunAs | undefined;
  log: (line: string) => void;
}) {
  const args = [
    '-D',
    options.pgDir,
    '-p',
    String(options.port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
  ];
  const child = spawn(options.binary, args, {
    ...options.user,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let tail: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready after ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    const onOutput = (chunk: Buffer) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        options.log(line);
        tail = [...tail.slice(-4), line];
        if (line.includes(READY)) {
          clearTimeout(timer);
          resolve();
        }
      }
    };
    child.stdout.on('data', onOutput);
    child.stderr.on('data', onOutput);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `it exited (code ${code}): ${tail.find((l) => /FATAL|could not|ERROR/.test(l)) ?? tail.at(-1) ?? 'no output'}`,
        ),
      );
    });
  }).catch(async (error) => {
    child.kill('SIGQUIT');
    throw error;
  });

  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const stopOnExit = () => void child.kill('SIGINT');
  const unhandled = signals.filter((s) => process.listenerCount(s) === 0);
  const stopAndDie = (signal: NodeJS.Signals) => {
    child.kill('SIGINT');
    for (const s of unhandled) process.removeListener(s, stopAndDie);
    process.kill(process.pid, signal);
  };
  process.once('exit', stopOnExit);
  for (const s of unhandled) process.on(s, stopAndDie);
  return {
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      for (const s of unhandled) process.removeListener(s, stopAndDie);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}

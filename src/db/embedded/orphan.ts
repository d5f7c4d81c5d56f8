import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Before starting, the cluster's `postmaster.pid` tells whether an earlier run left something behind. A
 * postmaster still running on this data folder whose parent is gone (its PerRound was killed with SIGKILL, or
 * crashed in a way no exit hook saw) is an orphan: we stop it. One whose parent still runs belongs to another
 * live process: we refuse to start. A lock file naming a dead process (or an unrelated one) is removed.
 */
export async function clearOrphanPostmaster(dataDir: string, log: (line: string) => void) {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  const pid = Number((await readFile(lockFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (!isAlive(pid) || !commandLine(pid).includes(dataDir)) {
    await rm(lockFile, { force: true });
    return;
  }
  const parent = parentPid(pid);
  if (parent > 1 && isAlive(parent) && /node|tsx/.test(commandLine(parent))) {
    throw new Error(
      `another process (pid ${parent}) is running PostgreSQL on ${dataDir}: stop it, or use another DATA_DIR`,
    );
  }
  log(`stopping an orphaned PostgreSQL (pid ${pid}) left on ${dataDir} by an earlier run`);
  if (!(await stopProcess(pid, 'SIGINT', 15_000)) && !(await stopProcess(pid, 'SIGQUIT', 5_000))) {
    throw new Error(`an orphaned PostgreSQL (pid ${pid}) on ${dataDir} does not stop: kill it and start again`);
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function stopProcess(pid: number, signal: NodeJS.Signals, timeoutMs: number) {
  try {
    process.kill(pid, signal);
  } catch {
    return !isAlive(pid);
  }
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) {
    if (!isAlive(pid)) return true;
  }
  return false;
}

/** /proc on Linux, `ps` elsewhere; '' when the process is gone. */
function commandLine(pid: number) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return ps(pid, 'command=');
  }
}

function parentPid(pid: number) {
  try {
    // Fields after the command name, which is in parentheses and may itself contain spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return Number(ps(pid, 'ppid=')) || 0;
  }
}

function ps(pid: number, field: string) {
  try {
    return execFileSync('ps', ['-o', field, '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

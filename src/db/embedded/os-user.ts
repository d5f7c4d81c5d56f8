import { execFileSync, spawnSync } from 'node:child_process';
import { lstat, mkdir } from 'node:fs/promises';

/**
 * PostgreSQL refuses to run as root. As root we run it as the unprivileged OS user `postgres` (created when
 * missing), which must be able to reach the binaries and the data folder: a folder inside a 0700 home (/root)
 * is out of its reach, so such paths are replaced by copies in a shared, root-owned place (see binaries.ts,
 * cluster.ts).
 */
export interface RunAs {
  uid: number;
  gid: number;
}

export const isRoot = () => process.getuid?.() === 0;

/** The `postgres` OS user when we are root (created if missing); undefined otherwise (run as ourselves). */
export function postgresUser(): RunAs | undefined {
  if (!isRoot()) return undefined;
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  });
  try {
    return ids();
  } catch {
    execFileSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return ids();
  }
}

/** Whether `user` can reach `target` with `test` (a `-x` of a folder: every parent must be searchable). */
export function canReach(user: RunAs | undefined, test: '-x' | '-w', target: string) {
  if (!user) return true;
  return spawnSync('/bin/sh', ['-c', `test ${test} "$1"`, 'sh', target], { uid: user.uid, gid: user.gid }).status === 0;
}

/**
 * A folder shared between runs in a world-readable place (/var/tmp): created 0755 by us, and only trusted when
 * it is a real folder that only its owner (us) can write, so nobody else can plant binaries or data there.
 */
export async function ensureTrustedDir(dir: string) {
  await mkdir(dir, { recursive: true, mode: 0o755 });
  const stat = await lstat(dir);
  const uid = process.getuid?.() ?? stat.uid;
  if (!stat.isDirectory() || stat.uid !== uid || (stat.mode & 0o022) !== 0) {
    throw new Error(`${dir} is not a folder owned and only writable by this user: remove it and start again`);
  }
}

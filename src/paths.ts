import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where things are, the same whether this code runs from source (tsx, vitest) or from the compiled build in
 * dist/server (bundled into chunks, so a path relative to this file would differ): the project root is the
 * nearest folder with a package.json.
 */
const here = fileURLToPath(import.meta.url);

function findRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot(path.dirname(here));
/** True when running the compiled JavaScript of `npm run build`. */
export const IS_COMPILED = !here.endsWith('.ts');
export const SERVER_BUILD_DIR = path.join(PROJECT_ROOT, 'dist', 'server');
export const CLIENT_DIR = path.join(PROJECT_ROOT, 'dist', 'client');
export const MIGRATIONS_DIR = IS_COMPILED
  ? path.join(SERVER_BUILD_DIR, 'migrations')
  : path.join(PROJECT_ROOT, 'migrations');

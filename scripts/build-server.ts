/**
 * Usage: npm run build:server   (part of `npm run build`)
 * Compiles the server to JavaScript in dist/server, so production runs on `node` alone (no tsx, no dev
 * dependencies): dist/server/main.js (the process entry), dist/server/migrations/*.js (found by the migrator at
 * run time) and the operator scripts dist/server/scripts/{admin,reclassify}.js. npm packages stay external
 * imports, resolved from node_modules, so every one of them must be a declared dependency.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { exitWithReason, parseCli } from '../src/cli.js';
import { PROJECT_ROOT, SERVER_BUILD_DIR } from '../src/paths.js';
import { serverBuildOptions } from './build-server/options.js';

const USAGE = `
Usage: npm run build:server
Compiles the server (src/main.ts, migrations, the admin and reclassify scripts) to JavaScript in dist/server.`;
async function main() {
  parseCli(USAGE, {});
  const started = Date.now();
  rmSync(SERVER_BUILD_DIR, { recursive: true, force: true });
  await build(serverBuildOptions());
  process.stdout.write(
    `server built into ${path.relative(PROJECT_ROOT, SERVER_BUILD_DIR)} in ${Date.now() - started} ms\n`,
  );
}

main().catch(exitWithReason('build:server'));

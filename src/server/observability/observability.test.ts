import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps } from '../../test/test-db.js';
import { buildApp } from '../app.js';
import type { AppDeps } from '../deps.js';
import { listWorkers } from '../../pipeline/index.js';
import { startHeartbeat } from '../../pipeline/jobs/worker-heartbeat.js';
import { sqlRows } from '../../db/sql.js';

const TOKEN = 'a-long-enough-metrics-token';
let deps: AppDeps;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  deps = await createTestDeps({ env: { METRICS_TOKEN: TOKEN } });
  app = await buildApp(deps, { clientDir: '/nonexistent/client', logger: false });
});
afterAll(() => app.close());

describe('/readyz', () => {
  it('is 503 and says why while the client is not built or a migration is pending', async () => {
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({
      ok: false,
      database: 'up',
      migrations: 'current',
      client: 'missing',
    });
    await deps.db.query("DELETE FROM umzug_migrations WHERE name LIKE '20261123140000%'");
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ migrations: 'pending' });
  });
});

describe('/metrics', () => {
  it('is only for the holder of METRICS_TOKEN', async () => {
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-of-some-length' } }))
        .statusCode,
    ).toBe(401);
    const off = await buildApp(await createTestDeps(), { logger: false });
    expect((await off.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    await off.close();
  });

  it('reports request latency by route, scrape runs by outcome, queue depth, scrape age per retailer and live workers', async () => {
    const [[retailer]] = (await deps.db.query(
      "INSERT INTO retailers (name, url) VALUES ('Metric Arms', 'https://metric.example.ca/') RETURNING id",
    )) as [Array<{ id: number }>, unknown];
    await sqlRows(
      deps.db,
      `INSERT INTO scrape_logs (retailer_id, status, started_at, finished_at) VALUES
         ($1, 'completed', now() - interval '2 hours', now() - interval '2 hours'), ($1, 'failed', now(), now())
       RETURNING id`,
      [retailer!.id],
    );
    const stopHeartbeat = await startHeartbeat(deps);
    await app.inject({ url: '/healthz' });
    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    const text = res.body;
    expect(text).toMatch(
      /perround_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} 1/,
    );
    expect(text).toContain('perround_scrape_runs{outcome="completed"} 1');
    expect(text).toContain('perround_scrape_runs{outcome="failed"} 1');
    const age = Number(
      /perround_last_successful_scrape_age_seconds\{retailer="Metric Arms"\} ([\d.]+)/.exec(text)?.[1],
    );
    expect(age).toBeGreaterThan(7000);
    expect(age).toBeLessThan(7400);
    expect(text).toMatch(/perround_queue_jobs\{queue="[^"]+",state="ready"\} \d+/);
    expect(text).toContain('perround_workers_alive 1');
    await stopHeartbeat();
  });
});

describe('worker liveness', () => {
  it('lists workers with a fresh heartbeat as alive and a silent one as not', async () => {
    const stop = await startHeartbeat(deps);
    await deps.db.query(
      "INSERT INTO worker_heartbeats (worker_id, hostname, pid, concurrency, seen_at) VALUES ('old-host:1', 'old-host', 1, 4, now() - interval '10 minutes')",
    );
    const workers = await listWorkers(deps);
    expect(workers.map((w) => [w.hostname, w.alive])).toEqual([
      [expect.any(String), true],
      ['old-host', false],
    ]);
    await stop();
    expect((await listWorkers(deps)).map((w) => w.hostname)).toEqual(['old-host']);
  });
});

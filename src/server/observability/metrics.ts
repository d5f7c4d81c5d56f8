import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { QueryTypes } from 'sequelize';
import type { AppDeps } from '../deps.js';
import { WORKER_ALIVE_SECONDS } from '../../pipeline/index.js';

type Prom = typeof import('prom-client');

/**
 * Prometheus metrics at /metrics for a scraper holding METRICS_TOKEN (`Authorization: Bearer …`); without the
 * variable the endpoint is off, and prom-client is neither loaded nor timing requests (decision 0360). Request
 * latency is this process's own; scrape runs, queue depth, scrape ages and live workers are read from the
 * database at each scrape, so any web process reports the whole system.
 */
export async function registerMetrics(app: FastifyInstance, deps: AppDeps) {
  if (!deps.env.METRICS_TOKEN) {
    app.get('/metrics', async (_req, reply) =>
      reply.status(404).send({ message: 'Metrics are off (set METRICS_TOKEN)' }),
    );
    return;
  }
  const prom = await import('prom-client');
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry, prefix: 'perround_' });
  const latency = new prom.Histogram({
    name: 'perround_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    latency.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  registerDatabaseGauges(prom, registry, deps);

  const expected = digest(deps.env.METRICS_TOKEN);
  app.get('/metrics', async (req, reply) => {
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected))
      return reply.status(401).header('WWW-Authenticate', 'Bearer').send({ message: 'Unauthorized' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

const digest = (token: string) => createHash('sha256').update(token).digest();

function registerDatabaseGauges({ Gauge }: Prom, registry: Registry, deps: AppDeps) {
  const select = <T extends object>(sql: string) => deps.db.query<T>(sql, { type: QueryTypes.SELECT });
  new Gauge({
    name: 'perround_scrape_runs',
    help: 'Scrape runs in the kept scrape log, by outcome (started, completed, failed, ...)',
    labelNames: ['outcome'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await select<{ status: string; n: number }>(
        'SELECT status, count(*)::int AS n FROM scrape_logs GROUP BY status',
      ))
        this.set({ outcome: r.status }, r.n);
    },
  });
  new Gauge({
    name: 'perround_last_successful_scrape_age_seconds',
    help: 'Seconds since the last completed scrape of each active retailer',
    labelNames: ['retailer'],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await select<{ name: string; age: number }>(
        `SELECT r.name, EXTRACT(EPOCH FROM now() - max(l.finished_at))::float AS age
           FROM retailers r JOIN scrape_logs l ON l.retailer_id = r.id AND l.status = 'completed'
          WHERE r.is_active GROUP BY r.id, r.name`,
      );
      for (const r of rows) this.set({ retailer: r.name }, r.age);
    },
  });
  new Gauge({
    name: 'perround_queue_jobs',
    help: 'pg-boss jobs by queue and state (ready: waiting to run now; active: running; deferred: due later)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const q of await deps.boss.getQueues()) {
        this.set({ queue: q.name, state: 'ready' }, q.readyCount);
        this.set({ queue: q.name, state: 'active' }, q.activeCount);
        this.set({ queue: q.name, state: 'deferred' }, q.deferredCount);
      }
    },
  });
  new Gauge({
    name: 'perround_workers_alive',
    help: `Worker processes whose heartbeat is under ${WORKER_ALIVE_SECONDS} s old`,
    registers: [registry],
    async collect() {
      const [row] = await select<{ n: number }>(
        `SELECT count(*)::int AS n FROM worker_heartbeats WHERE seen_at > now() - interval '${WORKER_ALIVE_SECONDS} seconds'`,
      );
      this.set(row?.n ?? 0);
    },
  });
}

/**
 * `npm run bench:scrape`: how fast the scraping engine is, with no internet.
 * 1. Parse throughput per adapter: each sandbox storefront is walked once through the real fetcher (recording
 *    every response), then the adapter's walk + pure parser is replayed from memory for about a second.
 *    Compare with the politeness budget: one page per second per host.
 * 2. Ingest of a 3,000-listing run (first run, an update run with 10% price changes, an unchanged run) against
 *    an embedded PostgreSQL started in a temp dir on a free port. Target: under 1.5 s.
 */
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { exitWithReason, parseCli } from '../src/cli.js';
import { createBoss } from '../src/pipeline/jobs/boss.js';
import { NonRetryableScrapeError } from '../src/pipeline/errors.js';
import { createFetcher } from '../src/pipeline/fetch/index.js';
import { extractOffers } from '../src/pipeline/adapters/extract.js';
import { scrapeOffers } from '../src/pipeline/adapters/scrape-offers.js';
import type { Fetcher, FetchResult, RawOffer, RetailerScrapeConfig } from '../src/pipeline/types.js';
import { startSandbox } from '../src/sandbox/index.js';
import { ensureDatabaseExists } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded/cluster.js';
import { migrate } from '../src/db/migrate.js';
import { createSequelize } from '../src/db/sequelize.js';
import type { AppDeps } from '../src/server/deps.js';
import { loadEnv } from '../src/server/env.js';
import { ingestRun } from '../src/pipeline/ingest/ingest.service.js';
import type { PlatformId } from '../src/shared/constants.js';

const INGEST_TARGET_MS = 1500;
const LISTINGS = 3000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function recordingFetcher(inner: Fetcher, pages: Map<string, FetchResult>): Fetcher {
  return {
    async get(url, options) {
      const res = await inner.get(url, options);
      pages.set(url, res);
      return res;
    },
  };
}

function replayFetcher(pages: Map<string, FetchResult>): Fetcher {
  return {
    async get(url) {
      const res = pages.get(url);
      if (!res) throw new NonRetryableScrapeError(`HTTP 404 for ${url}`, { code: 'http_status', status: 404, url });
      return res;
    },
  };
}

async function benchParsing() {
  const sandbox = await startSandbox({ scale: 'small', seed: 42, day: 0 });
  const rows: Array<{
    store: string;
    platform: string;
    pages: number;
    offers: number;
    pagesPerSecond: number;
    offersPerSecond: number;
  }> = [];
  // every store as served, plus a WooCommerce store whose Store API a firewall refuses (the theme-HTML reader)
  const runs = [
    ...sandbox.storefronts.map((store) => ({ store, fault: null, label: store.theme ?? store.platform })),
    ...sandbox.storefronts
      .filter((s) => s.platform === 'woocommerce')
      .slice(0, 1)
      .map((store) => ({ store, fault: 'api-forbidden' as const, label: 'woocommerce-html' })),
  ];
  try {
    for (const { store, fault, label } of runs) {
      sandbox.setFault(store.key, fault);
      const retailer: RetailerScrapeConfig = {
        id: 1,
        name: store.name,
        url: store.url,
        platform: store.platform as PlatformId,
        selector: (store.selector as RetailerScrapeConfig['selector']) ?? null,
      };
      const pages = new Map<string, FetchResult>();
      const live = createFetcher({
        userAgent: 'PerRoundBench/1.0',
        minDelayMs: 0,
        allowPrivateNetworks: true,
        sleep: async () => {},
      });
      const recorded = await scrapeOffers(retailer, recordingFetcher(live, pages));
      const replay = replayFetcher(pages);
      let repeats = 0;
      let offers: RawOffer[] = [];
      const started = performance.now();
      while (performance.now() - started < 1000 || repeats < 2) {
        offers = (await scrapeOffers(retailer, replay)).offers;
        repeats++;
      }
      const seconds = (performance.now() - started) / 1000;
      rows.push({
        store: store.key,
        platform: label,
        pages: recorded.pagesFetched,
        offers: offers.length,
        pagesPerSecond: (recorded.pagesFetched * repeats) / seconds,
        offersPerSecond: (offers.length * repeats) / seconds,
      });
      sandbox.setFault(store.key, null);
    }
  } finally {
    await sandbox.close();
  }
  return rows;
}

async function sandboxOffers(count: number): Promise<RawOffer[]> {
  const sandbox = await startSandbox({ scale: 'small', seed: 7, day: 0 });
  try {
    const truth = sandbox.groundTruth();
    return Array.from({ length: count }, (_, i) => {
      const t = truth[i % truth.length];
      const round = Math.floor(i / truth.length);
      return {
        title: round ? `${t.title} (lot ${round})` : t.title,
        priceCents: t.priceCents,
        url: `https://bench.example.ca/products/${i}`,
        sku: `BENCH-${i}`,
        gtin: round ? null : t.gtin,
        vendor: null,
        stockStatus: t.stockStatus,
        imageUrl: null,
        hints: {},
      } satisfies RawOffer;
    });
  } finally {
    await sandbox.close();
  }
}

async function benchIngest() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'perround-bench-'));
  // as root, embedded PostgreSQL runs as the 'postgres' user, which must be able to enter the directory
  await chmod(dir, 0o777);
  const port = await freePort();
  const server = await startEmbeddedPostgres({ dataDir: dir, port });
  try {
    await ensureDatabaseExists(server.superuserUrl('postgres'), 'bench');
    const url = server.superuserUrl('bench');
    await migrate(url);
    const db = createSequelize(url, { poolMax: 4 });
    const env = loadEnv({ DATABASE_URL: url, LOG_LEVEL: 'silent', SEED_RETAILERS: '0', SCHEDULER_ENABLED: '0' });
    // ingest never touches the queue; a pg-boss that is not started satisfies AppDeps
    const deps: AppDeps = { env, db, boss: createBoss(url, 'web'), log: { info() {}, warn() {}, error() {} } };
    try {
      const retailer = await db.models.Retailer.create({ name: 'Bench', url: 'https://bench.example.ca/' });
      const offers = await sandboxOffers(LISTINGS);
      const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n));
      const time = async (label: string, list: RawOffer[], n: number) => {
        const phases: string[] = [];
        const t0 = performance.now();
        const result = await ingestRun(deps, {
          retailerId: retailer.id,
          offers: list,
          now: day(n),
          onPhase: (name, ms) => phases.push(`${name} ${ms.toFixed(0)}`),
        });
        const ms = performance.now() - t0;
        return { label, ms, message: result.message, phases: phases.join(', ') };
      };
      const first = await time('first run (3,000 new listings)', offers, 0);
      const updated = offers.map((o, i) => (i % 10 === 0 ? { ...o, priceCents: o.priceCents + 100 } : o));
      const update = await time('update run (300 price changes)', updated, 1);
      const unchanged = await time('unchanged run', updated, 2);
      return [first, update, unchanged];
    } finally {
      await db.close();
    }
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** The pure `extract` path on the real captured pages of ../shared/data/real-pages, per reader (when present). */
function benchRealPages() {
  const dir = fileURLToPath(new URL('../../shared/data/real-pages', import.meta.url));
  if (!existsSync(dir)) return null;
  const docs = (
    JSON.parse(readFileSync(`${dir}/manifest.json`, 'utf8')) as { documents: Array<{ file: string; pageUrl: string }> }
  ).documents;
  const byReader = new Map<string, { docs: number; ms: number; bytes: number }>();
  for (const d of docs) {
    const body = readFileSync(`${dir}/${d.file}`, 'utf8');
    const started = performance.now();
    const { platform, reader } = extractOffers(body, d.pageUrl);
    const key = `${platform}: ${reader}`;
    const row = byReader.get(key) ?? { docs: 0, ms: 0, bytes: 0 };
    byReader.set(key, { docs: row.docs + 1, ms: row.ms + performance.now() - started, bytes: row.bytes + body.length });
  }
  return byReader;
}

const USAGE = `
Usage: npm run bench:scrape
Parser throughput per adapter (sandbox pages replayed from memory) and the ingest time of a 3,000-listing run
on a throw-away embedded PostgreSQL. No arguments; exits 1 when a target is missed.`;

async function main() {
  parseCli(USAGE, {});
  console.log('Parse throughput (adapter walk + pure parser, pages replayed from memory)');
  const parsing = await benchParsing();
  console.log(
    `  ${'storefront'.padEnd(24)} ${'platform'.padEnd(12)} ${'pages'.padStart(6)} ${'offers'.padStart(7)} ${'pages/s'.padStart(10)} ${'offers/s'.padStart(11)}`,
  );
  for (const r of parsing) {
    console.log(
      `  ${r.store.padEnd(24)} ${r.platform.padEnd(12)} ${String(r.pages).padStart(6)} ${String(r.offers).padStart(7)} ${r.pagesPerSecond.toFixed(0).padStart(10)} ${r.offersPerSecond.toFixed(0).padStart(11)}`,
    );
  }
  const slowest = Math.min(...parsing.map((r) => r.pagesPerSecond));
  console.log(`  slowest adapter: ${slowest.toFixed(0)} pages/s vs the politeness limit of 1 page/s per host\n`);

  const real = benchRealPages();
  if (!real) console.log('Real captured pages: skipped (needs ../shared/data/real-pages: absent)\n');
  else {
    console.log('Real captured pages through the pure extract path (one parse each, pages of 40-960 KB)');
    for (const [reader, r] of real)
      console.log(
        `  ${reader.padEnd(52)} ${String(r.docs).padStart(3)} docs ${(r.ms / r.docs).toFixed(1).padStart(8)} ms/doc ${(r.bytes / 1024 / (r.ms / 1000) / 1024).toFixed(1).padStart(7)} MB/s`,
      );
    console.log('');
  }

  console.log(
    `Ingest of a ${LISTINGS.toLocaleString('en-CA')}-listing run (embedded PostgreSQL, one transaction per run)`,
  );
  const ingest = await benchIngest();
  for (const r of ingest) {
    const verdict = r.ms < INGEST_TARGET_MS ? 'ok' : 'OVER TARGET';
    console.log(`  ${r.label.padEnd(34)} ${r.ms.toFixed(0).padStart(6)} ms  ${verdict}  (${r.message})`);
    console.log(`  ${''.padEnd(34)} phases (ms): ${r.phases}`);
  }
  console.log(`  target: under ${INGEST_TARGET_MS} ms`);
  const over = ingest.some((r) => r.ms >= INGEST_TARGET_MS) || slowest < 1;
  process.exitCode = over ? 1 : 0;
}

main().catch(exitWithReason('bench:scrape'));

/**
 * Part of `npm run bench` (scripts/bench.ts calls it on the generated catalogue): the alert job's time after one
 * ingest, with 100,000 watches and 10,000 saved searches (issue 16; target under 5 s). 10,000 verified users get 10
 * watches each (half on the 2,000 products with the most offers, the rules mixed) and one saved search each (a few
 * typical searches, parsed by the app's own parser). The ingest is the largest retailer's run: a quarter of its
 * listings get a new observation (a 15 % drop, or back in stock). Then the job runs as a worker runs it
 * (evaluation into the ledger, then the instant e-mails queued), and once more to show a retry adds nothing.
 */
import { createBoss } from '../src/pipeline/jobs/boss.js';
import { createQueues } from '../src/pipeline/jobs/create-queues.js';
import { applyPprGuard, ensurePprBands } from '../src/db/ppr-guard.js';
import { createSequelize, type Db } from '../src/db/sequelize.js';
import { sqlRows } from '../src/db/sql.js';
import type { AppDeps } from '../src/server/deps.js';
import { createEmailQueue } from '../src/server/email/email-queue.js';
import { loadEnv } from '../src/server/env.js';
import { dispatchAlerts } from '../src/server/features/alerts/alert-dispatch.service.js';
import { evaluateRun } from '../src/server/features/alerts/alert-evaluate.service.js';
import { searchCriteria } from '../src/server/features/alerts/saved-search-criteria.js';

const TARGET_MS = 5000;
const USERS = 10_000;
const WATCHES_PER_USER = 10;
const SEARCHES = [
  'calibre=9mm',
  'q=federal+9mm&casing=brass',
  'calibre=.223rem&stock=all',
  'q=12ga+buckshot',
  'calibre=.22lr&sort=ppr-asc',
  'q=hornady',
  'calibre=6.5creedmoor',
  'productType=ammunition',
];

async function seedAlerts(deps: AppDeps) {
  const { db } = deps;
  await sqlRows(
    db,
    `INSERT INTO users (email, password_hash, email_verified)
     SELECT 'bench' || g || '@example.test', 'x', true FROM generate_series(1, $1) g`,
    [USERS],
  );
  // half the watches on popular products (many offers), half spread over every product
  await sqlRows(
    db,
    `WITH u AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'bench%'),
     popular AS (SELECT product_id, row_number() OVER (ORDER BY count(*) DESC, product_id) AS n
                 FROM listings WHERE product_id IS NOT NULL GROUP BY product_id ORDER BY count(*) DESC LIMIT 2000),
     every AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM products),
     total AS (SELECT count(*) AS n FROM every)
     INSERT INTO watches (user_id, product_id, target_ppr_cents, target_price_cents, drop_percent, any_drop, back_in_stock)
     SELECT u.id, COALESCE(p.product_id, e.id),
       CASE WHEN k % 5 = 1 THEN 20 + (u.n % 40) END, CASE WHEN k % 5 = 2 THEN 1500 + (u.n % 50) * 100 END,
       CASE WHEN k % 5 = 3 THEN 10 END, k % 5 = 0, k % 5 = 4
     FROM u CROSS JOIN generate_series(1, $1) k
     LEFT JOIN popular p ON k <= $1 / 2 AND p.n = 1 + (u.n * 7 + k * 131) % 2000
     LEFT JOIN every e ON k > $1 / 2 AND e.n = 1 + (u.n * 13 + k * 977) % (SELECT n FROM total)
     WHERE COALESCE(p.product_id, e.id) IS NOT NULL
     ON CONFLICT (user_id, product_id) DO NOTHING`,
    [WATCHES_PER_USER],
  );
  const criteria = await Promise.all(SEARCHES.map((q) => searchCriteria(deps, q)));
  await sqlRows(
    db,
    `INSERT INTO saved_searches (user_id, name, query, criteria, new_listings, target_ppr_cents, back_in_stock)
     SELECT u.id, 'Search ' || u.n, ($1::text[])[1 + u.n % $3], ($2::jsonb[])[1 + u.n % $3],
       u.n % 3 = 0, CASE WHEN u.n % 3 = 1 THEN 25 + u.n % 30 END, u.n % 3 = 2
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'bench%') u`,
    [SEARCHES, criteria.map((c) => JSON.stringify(c)), SEARCHES.length],
  );
}

/**
 * The largest retailer's run: about a quarter of its listings observed again (a 15 % drop, or back in stock: a
 * fifth of them were out of stock in the run before). The modulus is prime: the generated catalogue gives each
 * retailer ids of one residue modulo the retailer count. The price-per-round guard runs first, as an ingest does.
 */
async function simulateIngest(db: Db) {
  const [retailer] = await sqlRows<{ id: number }>(
    db,
    `SELECT retailer_id AS id FROM listings WHERE NOT is_gone GROUP BY retailer_id ORDER BY count(*) DESC LIMIT 1`,
  );
  const retailerId = retailer!.id;
  await ensurePprBands(db, retailerId);
  await applyPprGuard(db, { retailerId });
  const before = new Date(Date.now() - 3600_000).toISOString();
  await sqlRows(
    db,
    `WITH out AS (UPDATE listings SET stock_status = 'out_of_stock'
                  WHERE retailer_id = $1 AND NOT is_gone AND id % 23 < 6 AND id % 5 = 0 RETURNING id, price_cents)
     INSERT INTO price_observations (listing_id, observed_at, price_cents, stock_status)
     SELECT id, $2::timestamptz, price_cents, 'out_of_stock' FROM out`,
    [retailerId, before],
  );
  const observedAt = new Date().toISOString();
  const [run] = await sqlRows<{ n: number }>(
    db,
    `WITH changed AS (
       UPDATE listings SET price_cents = CASE WHEN id % 23 = 0 THEN price_cents ELSE round(price_cents * 0.85)::int END,
         stock_status = 'in_stock', last_seen_at = $2::timestamptz
       WHERE retailer_id = $1 AND NOT is_gone AND id % 23 < 6
       RETURNING id, price_cents, stock_status
     ),
     obs AS (INSERT INTO price_observations (listing_id, observed_at, price_cents, stock_status)
             SELECT id, $2::timestamptz, price_cents, stock_status FROM changed RETURNING 1)
     SELECT count(*)::int AS n FROM obs`,
    [retailerId, observedAt],
  );
  return { retailerId, observedAt, observations: run!.n };
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await fn();
  return [result, performance.now() - start];
}

export async function benchAlerts(databaseUrl: string) {
  const env = loadEnv({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', SEED_RETAILERS: '0' });
  const db = createSequelize(databaseUrl, { poolMax: 4 });
  const boss = createBoss(databaseUrl, 'web');
  boss.on('error', () => {});
  await boss.start();
  await createQueues(boss);
  await createEmailQueue(boss);
  const deps: AppDeps = { env, db, boss, log: { info() {}, warn() {}, error() {} } };
  try {
    await seedAlerts(deps);
    await sqlRows(db, 'ANALYZE watches; ANALYZE saved_searches; ANALYZE users');
    const [counts] = await sqlRows<{ w: number; s: number }>(
      db,
      'SELECT (SELECT count(*) FROM watches)::int AS w, (SELECT count(*) FROM saved_searches)::int AS s',
    );
    const run = await simulateIngest(db);
    console.log(
      `\n== alert job after an ingest: ${counts!.w.toLocaleString('en-CA')} watches, ${counts!.s.toLocaleString('en-CA')} saved searches, ` +
        `${run.observations.toLocaleString('en-CA')} observations in the run (target < ${TARGET_MS} ms) ==`,
    );
    const [fired, evaluateMs] = await timed(() => evaluateRun(deps, run));
    const [sent, dispatchMs] = await timed(() => dispatchAlerts(deps, 'instant'));
    const total = evaluateMs + dispatchMs;
    console.log(
      `  evaluate (watches + saved searches)  ${evaluateMs.toFixed(0).padStart(6)} ms   ` +
        `${fired.watchAlerts.toLocaleString('en-CA')} watch and ${fired.searchAlerts.toLocaleString('en-CA')} saved-search alerts`,
    );
    console.log(
      `  dispatch (cap, e-mails queued)       ${dispatchMs.toFixed(0).padStart(6)} ms   ` +
        `${sent.emails.toLocaleString('en-CA')} e-mails, ${sent.capped.toLocaleString('en-CA')} over the daily cap`,
    );
    console.log(
      `  total                                ${total.toFixed(0).padStart(6)} ms   ${total < TARGET_MS ? 'ok' : 'OVER'}`,
    );
    const [again, againMs] = await timed(() => evaluateRun(deps, run));
    console.log(
      `  the same job again (a retry)         ${againMs.toFixed(0).padStart(6)} ms   ` +
        `${again.watchAlerts + again.searchAlerts} new alerts`,
    );
  } finally {
    await boss.stop({ graceful: false, close: true, timeout: 2000 }).catch(() => {});
    await db.close();
  }
}

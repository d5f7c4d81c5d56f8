import { randomBytes } from 'node:crypto';
import type { Sandbox } from '../../src/sandbox/index.js';
import type { AppDeps } from '../../src/server/deps.js';
import { hashPassword } from '../../src/server/features/auth/password.js';
import { sqlRows } from '../../src/db/sql.js';
import { runScrape } from '../../src/pipeline/run/scrape-run.service.js';
import { registerSandboxRetailers } from '../../src/sandbox/register-retailers.js';

export interface DemoAccount {
  email: string;
  password: string;
  role: 'admin' | 'verified user' | 'unverified user';
}

export interface SeedDemoResult {
  retailers: Array<{ id: number; name: string; status: string; message: string }>;
  listings: number;
  observations: number;
  accounts: DemoAccount[];
}

export interface SeedDemoOptions {
  /** Days of history to backfill before today (default 90). */
  historyDays?: number;
  /** Fixed passwords (tests); otherwise new random ones on every seeding, printed by the demo. */
  passwords?: Partial<Record<'admin' | 'shopper' | 'unverified', string>>;
  log?: (line: string) => void;
}

export const DEMO_EMAILS = {
  admin: 'admin@demo.perround.ca',
  shopper: 'shopper@demo.perround.ca',
  unverified: 'unverified@demo.perround.ca',
} as const;

/**
 * Makes a database look like a site that has been running for a while, from the retailer sandbox
 * (src/sandbox): its storefronts become retailers, one real scrape cycle fills listings and products through the
 * real fetcher, adapters, title understanding and matching, then `historyDays` of plausible daily price moves are
 * written as change-only observations dated in the past, and the demo accounts are (re)created.
 * Idempotent: retailers are matched by name (their sandbox URL is refreshed), listings already backfilled are
 * left alone, accounts get new passwords. Used by `npm run demo` and the end-to-end tests.
 */
export async function seedDemo(
  deps: AppDeps,
  sandbox: Sandbox,
  options: SeedDemoOptions = {},
): Promise<SeedDemoResult> {
  const log = options.log ?? (() => {});
  const historyDays = options.historyDays ?? 90;

  const retailers: SeedDemoResult['retailers'] = [];
  const registered = await registerSandboxRetailers(deps.db, sandbox);
  for (const store of sandbox.storefronts) {
    const retailer = registered.get(store.key)!;
    // The sandbox is our own server on loopback: its Crawl-delay and the per-host politeness delay only slow
    // the demo down, so the demo's first cycle does not sleep.
    const result = await runScrape(
      deps,
      { retailerId: retailer.id, trigger: 'manual' },
      { fetcherOptions: { sleep: async () => {} } },
    );
    retailers.push({ id: retailer.id, name: store.name, status: result.status, message: result.message });
    log(`  ${store.name}: ${result.status} (${result.message})`);
  }

  await backfillHistory(deps, historyDays);
  const accounts = await createDemoAccounts(deps, options.passwords ?? {});
  const [counts] = await sqlRows<{ listings: number; observations: number }>(
    deps.db,
    `SELECT (SELECT count(*)::int FROM listings WHERE NOT is_gone) AS listings, (SELECT count(*)::int FROM price_observations) AS observations`,
  );
  return { retailers, listings: counts?.listings ?? 0, observations: counts?.observations ?? 0, accounts };
}

/**
 * A random walk backwards from each listing's current price: on each past day a listing's price moves with
 * probability ~22 % (mostly 1-4 %, now and then a 10-20 % sale that ends a few days later), and an observation
 * is written only on the days it changed (change-only, like the scraper), plus the oldest day. Each day's
 * observation is dated at a random time of that day, always more than 24 hours before now, so the weekly card
 * only shows real moves of the last scrape. Listings that already have older observations are skipped.
 */
export async function backfillHistory(deps: AppDeps, days: number) {
  if (days <= 0) return;
  await sqlRows(
    deps.db,
    `WITH fresh AS (
       SELECT l.id, l.price_cents, l.stock_status, least(l.first_seen_at, now()) AS seen
       FROM listings l
       WHERE l.price_cents > 0
         AND NOT EXISTS (SELECT 1 FROM price_observations po WHERE po.listing_id = l.id AND po.observed_at < now() - interval '1 day')
     ),
     draws AS (
       SELECT f.id, f.price_cents, f.stock_status, f.seen, d.day, random() AS u, random() AS v
       FROM fresh f CROSS JOIN generate_series(1, $1::int) AS d(day)
     ),
     steps AS (
       SELECT id, price_cents, stock_status, seen, day,
              CASE WHEN u < 0.03 THEN -ln(0.8 + 0.1 * v)            -- a sale ends going forward: was cheaper
                   WHEN u < 0.06 THEN ln(0.8 + 0.1 * v)             -- a sale starts going forward: was dearer
                   WHEN u < 0.22 THEN (v - 0.5) * 0.08              -- an ordinary move of up to 4 %
                   ELSE 0 END AS step
       FROM draws
     ),
     walk AS (
       SELECT id, stock_status, seen, day,
              greatest(1, least(100000000, round(price_cents * exp(sum(step) OVER (PARTITION BY id ORDER BY day)))))::int AS price
       FROM steps
     ),
     changes AS (
       SELECT id, stock_status, seen, day, price,
              lead(price) OVER (PARTITION BY id ORDER BY day) AS older_price
       FROM walk
     )
     INSERT INTO price_observations (listing_id, observed_at, price_cents, stock_status)
     SELECT id, seen - make_interval(days => day) - (interval '1 hour' + random() * interval '20 hours'), price, stock_status
     FROM changes
     WHERE older_price IS NULL OR older_price <> price`,
    [days],
  );
  // The scrape wrote each listing's first observation now; where the backfilled day before already had that
  // price and stock, that observation is no change and goes (observations stay change-only).
  await deps.db.query(
    `DELETE FROM price_observations po
     USING (
       SELECT id, listing_id, price_cents, stock_status,
              lag(price_cents) OVER w AS prev_price, lag(stock_status) OVER w AS prev_stock
       FROM price_observations
       WINDOW w AS (PARTITION BY listing_id ORDER BY observed_at)
     ) o
     WHERE po.id = o.id AND o.prev_price = o.price_cents AND o.prev_stock = o.stock_status`,
  );
  await deps.db.query(
    `UPDATE listings SET first_seen_at = LEAST(first_seen_at, (SELECT min(observed_at) FROM price_observations po WHERE po.listing_id = listings.id))`,
  );
  await deps.db.query('ANALYZE listings; ANALYZE price_observations');
}

async function createDemoAccounts(
  deps: AppDeps,
  passwords: NonNullable<SeedDemoOptions['passwords']>,
): Promise<DemoAccount[]> {
  const { User } = deps.db.models;
  const specs = [
    { key: 'admin', role: 'admin', isAdmin: true, emailVerified: true, firstName: 'Demo', lastName: 'Admin' },
    {
      key: 'shopper',
      role: 'verified user',
      isAdmin: false,
      emailVerified: true,
      firstName: 'Sam',
      lastName: 'Shopper',
    },
    {
      key: 'unverified',
      role: 'unverified user',
      isAdmin: false,
      emailVerified: false,
      firstName: 'Una',
      lastName: 'Verified',
    },
  ] as const;
  const accounts: DemoAccount[] = [];
  for (const spec of specs) {
    const email = DEMO_EMAILS[spec.key];
    const password = passwords[spec.key] ?? randomBytes(9).toString('base64url');
    const passwordHash = await hashPassword(password);
    const values = {
      email,
      passwordHash,
      isAdmin: spec.isAdmin,
      emailVerified: spec.emailVerified,
      firstName: spec.firstName,
      lastName: spec.lastName,
    };
    const [existing] = await User.findAll({ where: { email }, limit: 1 });
    if (existing) await existing.update(values);
    else await User.create(values);
    accounts.push({ email, password, role: spec.role });
  }
  return accounts;
}

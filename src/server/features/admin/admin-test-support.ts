import { QueryTypes } from 'sequelize';
import type { Db } from '../../../db/sequelize.js';
import type { AppDeps } from '../../deps.js';
import { createSession, generateSessionToken, SESSION_COOKIE_NAME } from '../auth/session.js';

/** Test support for the admin and listings features: users with sessions, a small catalogue, a DB fingerprint. */

let userSeq = 0;

export async function createUserWithSession(db: Db, opts: { isAdmin: boolean; firstName?: string; lastName?: string }) {
  userSeq += 1;
  const user = await db.models.User.create({
    email: `${opts.isAdmin ? 'admin' : 'user'}${userSeq}-${Date.now()}@example.test`,
    passwordHash: 'not-a-real-hash',
    isAdmin: opts.isAdmin,
    emailVerified: true,
    firstName: opts.firstName ?? (opts.isAdmin ? 'Ada' : 'Uma'),
    lastName: opts.lastName ?? (opts.isAdmin ? 'Admin' : 'User'),
  });
  const token = generateSessionToken();
  await createSession(db, token, user.id);
  return { user, token, cookie: `${SESSION_COOKIE_NAME}=${token}` };
}

export async function seedCatalogue(db: Db, name = 'Test Guns & Ammo') {
  const { Retailer, Listing, ScrapeLog } = db.models;
  const retailer = await Retailer.create({
    name,
    url: 'https://test-guns.example.ca/',
    platform: 'shopify',
    scrapeIntervalHours: 6,
    errorCount: 1,
    lastScrapeAt: new Date(Date.now() - 2 * 3600_000),
    successRate: '92.50',
    inStockProductCount: 1,
  });
  const auto = {
    productType: 'ammunition',
    calibre: '9mm',
    manufacturer: 'federal',
    boxQuantity: 115,
    grain: 115,
    casing: 'brass',
    bulletType: 'FMJ',
    condition: 'new',
    accessoryCategory: null,
  };
  const listing = await Listing.create({
    retailerId: retailer.id,
    canonicalKey: `sku:${name}-am5`,
    sku: 'AE9DP',
    title: 'Federal American Eagle 9mm 115gr FMJ 50rds',
    url: 'https://test-guns.example.ca/products/ae9dp',
    priceCents: 2499,
    stockStatus: 'in_stock',
    ...auto,
    autoClassification: auto,
  });
  const log = await ScrapeLog.create({
    retailerId: retailer.id,
    status: 'completed',
    message: 'ok',
    productsUpdated: 1,
    finishedAt: new Date(),
  });
  return { retailer, listing, log };
}

/** A digest of every table an admin action could change (and of the job queue), to prove nothing changed. */
export async function dbFingerprint(deps: AppDeps): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of ['retailers', 'listings', 'products', 'price_observations', 'scrape_logs']) {
    const [row] = await deps.db.query<{ digest: string }>(
      `SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t.id)), '') AS digest FROM ${table} t`,
      { type: QueryTypes.SELECT },
    );
    out[table] = row.digest;
  }
  const [jobs] = await deps.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM pgboss.job`, {
    type: QueryTypes.SELECT,
  });
  out.jobs = jobs.n;
  return out;
}

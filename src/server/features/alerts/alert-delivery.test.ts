import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawOffer } from '../../../pipeline/types.js';
import { sqlRows } from '../../../db/sql.js';
import { QUEUE, type EvaluateAlertsPayload } from '../../../pipeline/index.js';
import { ingestRun } from '../../../pipeline/ingest/ingest.service.js';
import { ammoOffer, createRetailer, createUser, listingOf, sessionCookie } from '../../../test/alert-fixtures.js';
import { createTestDeps } from '../../../test/test-db.js';
import { buildApp } from '../../app.js';
import type { AppDeps } from '../../deps.js';
import { startTestSmtpServer } from '../../../test/smtp-server.js';
import { EMAIL_QUEUE } from '../../email/email-queue.js';
import { getAlertStats } from './alert-stats.service.js';
import { dispatchAlerts } from './alert-dispatch.service.js';
import { composeAlertEmail, type AlertEmailRef } from './alert-email.js';
import { runAlertJob } from './alert-jobs.js';
import { putAlertSettings } from './alert-settings.service.js';
import { createSavedSearch } from './saved-searches.service.js';
import { createWatch } from './watches.service.js';
import type { CreateWatchInput } from '../../../shared/schemas/alerts.js';

let deps: AppDeps;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  deps = await createTestDeps({ env: { SMTP_URL: smtp.url } });
  app = await buildApp(deps, { logger: false });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 15));

/** A store selling one product of `brand` (each brand is its own canonical product), run by run. */
async function store(brand: string) {
  const retailerId = await createRetailer(deps);
  const offer = (patch: Partial<RawOffer> = {}) =>
    ammoOffer(`${brand.slice(0, 3).toUpperCase()}1`, {
      title: `${brand} 9mm Luger 115gr FMJ 50 Rounds`,
      vendor: brand,
      ...patch,
    });
  let n = 0;
  /** Ingests the store's offers at the next day; returns the payload of the alert job the ingest queued. */
  const run = async (...offers: RawOffer[]) => {
    const now = day(n++);
    const result = await ingestRun(deps, { retailerId, offers, now });
    expect(result.status).toBe('completed');
    const [job] = await sqlRows<{ data: unknown }>(
      deps.db,
      `SELECT data FROM pgboss.job WHERE name = $1 AND data->>'retailerId' = $2 AND data->>'observedAt' = $3`,
      [QUEUE.evaluateAlerts, String(retailerId), now.toISOString()],
    );
    return job!.data as EvaluateAlertsPayload;
  };
  return { retailerId, offer, run };
}

async function watcher(productId: number, rule: Omit<CreateWatchInput, 'productId'>) {
  const user = await createUser(deps);
  const watch = await createWatch(deps, user, { productId, ...rule });
  return { user, watch };
}

/** The alert e-mails queued for `to`, composed as the mail worker composes them when it delivers. */
async function emailJobs(to: string) {
  const refs = await sqlRows<{ alert: AlertEmailRef }>(
    deps.db,
    `SELECT j.data->'alert' AS alert FROM pgboss.job j JOIN users u ON u.id = (j.data->'alert'->>'userId')::int
     WHERE j.name = 'send-email' AND u.email = $1 ORDER BY (j.data->'alert'->'eventIds'->>0)::bigint`,
    [to],
  );
  const emails = await Promise.all(refs.map((r) => composeAlertEmail(deps, r.alert)));
  return emails.map((e) => ({ ...e!.email, headers: e!.email.headers ?? {} }));
}

async function events(userId: number) {
  return sqlRows<{ status: string; reasons: string[] }>(
    deps.db,
    'SELECT status, reasons FROM alert_events WHERE user_id = $1 ORDER BY id',
    [userId],
  );
}

describe('watch rules', () => {
  it('target price per round fires once, when the guarded price per round crosses it, and never twice', async () => {
    const s = await store('Federal');
    await s.run(s.offer({ priceCents: 1999 }));
    const listing = await listingOf(deps, s.retailerId, 'FED1');
    expect(listing.ppr).toBeCloseTo(39.98, 2); // the guard shows this count
    const { user } = await watcher(listing.productId, { targetPricePerRoundCents: 35 });

    await runAlertJob(deps, await s.run(s.offer({ priceCents: 1900 }))); // 38.0 a round: above
    expect(await emailJobs(user.email)).toEqual([]);
    const crossing = await s.run(s.offer({ priceCents: 1700 })); // 34.0 a round: under
    await runAlertJob(deps, crossing);
    await runAlertJob(deps, crossing); // a retry
    await Promise.all([runAlertJob(deps, crossing), runAlertJob(deps, crossing)]); // two workers at once
    await runAlertJob(deps, await s.run(s.offer({ priceCents: 1650 }))); // still under: no new alert
    const jobs = await emailJobs(user.email);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.subject).toContain('Under your price per round');
    expect(jobs[0]!.text).toContain('Was $19.00 ($0.380/round), now $17.00 ($0.340/round)');
    expect(jobs[0]!.text).toContain(`/go/${listing.id}`);
    expect(await events(user.id)).toEqual([{ status: 'sent', reasons: ['target-ppr'] }]);
  });

  it('the pg-boss job the ingest queued, run by two workers at once, sends one e-mail', async () => {
    const s = await store('Winchester');
    await s.run(s.offer({ priceCents: 2000 }));
    const { productId } = await listingOf(deps, s.retailerId, 'WIN1');
    const { user } = await watcher(productId, { anyDrop: true });
    const run = await s.run(s.offer({ priceCents: 1800 }));
    // the same job delivered twice (a retry after a lost acknowledgement) to two workers at once
    await Promise.all([runAlertJob(deps, run), runAlertJob(deps, run)]);
    expect(await emailJobs(user.email)).toHaveLength(1);
  });

  it('a watch or saved search only fires for changes written after it was created', async () => {
    const s = await store('Geco');
    const fresh = (sku: string) =>
      ammoOffer(sku, { title: `Geco 9mm Luger 124gr FMJ 50 Rounds ${sku}`, vendor: 'Geco' });
    await s.run(s.offer({ priceCents: 2000 }));
    const { productId } = await listingOf(deps, s.retailerId, 'GEC1');
    // a drop and a new listing, whose alert job still waits in the queue when the watch and the search are made
    const older = await s.run(s.offer({ priceCents: 1800 }), fresh('GEC2'));
    const { user } = await watcher(productId, { anyDrop: true });
    await createSavedSearch(deps, user, { name: 'Geco', query: 'q=geco', newListings: true });
    await runAlertJob(deps, older);
    expect(await events(user.id)).toEqual([]);
    expect(await emailJobs(user.email)).toEqual([]);
    await runAlertJob(deps, await s.run(s.offer({ priceCents: 1600 }), fresh('GEC2'), fresh('GEC3')));
    const fired = await sqlRows<{ kind: string; reasons: string[]; sku: string }>(
      deps.db,
      `SELECT e.kind, e.reasons, l.sku FROM alert_events e JOIN listings l ON l.id = e.listing_id
       WHERE e.user_id = $1 ORDER BY e.kind, l.sku`,
      [user.id],
    );
    expect(fired).toEqual([
      { kind: 'search', reasons: ['new-listing'], sku: 'GEC3' },
      { kind: 'watch', reasons: ['any-drop'], sku: 'GEC1' },
    ]);
    expect(await emailJobs(user.email)).toHaveLength(2);
  });

  it('any drop, target price per box, percent drop and back in stock fire on their change only', async () => {
    const s = await store('CCI');
    await s.run(s.offer({ priceCents: 2000 }));
    const { productId } = await listingOf(deps, s.retailerId, 'CCI1');
    const anyDrop = await watcher(productId, { anyDrop: true });
    const box = await watcher(productId, { targetPriceCents: 1500 });
    const percent = await watcher(productId, { dropPercent: 20 });
    const stock = await watcher(productId, { backInStock: true });

    await runAlertJob(deps, await s.run(s.offer({ priceCents: 1900 }))); // -5%
    await runAlertJob(deps, await s.run(s.offer({ priceCents: 1900, stockStatus: 'out_of_stock' })));
    await runAlertJob(deps, await s.run(s.offer({ priceCents: 1400, stockStatus: 'in_stock' }))); // back, -26%
    await runAlertJob(deps, await s.run(s.offer({ priceCents: 1500 }))); // a rise: nothing

    expect((await events(anyDrop.user.id)).map((e) => e.reasons)).toEqual([['any-drop'], ['any-drop']]);
    expect((await events(box.user.id)).map((e) => e.reasons)).toEqual([['target-price']]);
    expect((await events(percent.user.id)).map((e) => e.reasons)).toEqual([['drop-percent']]);
    expect((await events(stock.user.id)).map((e) => e.reasons)).toEqual([['back-in-stock']]);
  });

  it('never uses a price per round the guard blocked', async () => {
    const s = await store('Hornady');
    await s.run(s.offer({ priceCents: 3000 }));
    const { productId, id } = await listingOf(deps, s.retailerId, 'HOR1');
    const { user } = await watcher(productId, { targetPricePerRoundCents: 50 });
    // an admin says the count is doubtful: the guard holds the price per round back
    await sqlRows(deps.db, `UPDATE listings SET ppr_guard = 'count-unsure' WHERE id = $1`, [id]);
    const run = await s.run(s.offer({ priceCents: 1000 }));
    await sqlRows(deps.db, `UPDATE listings SET ppr_guard = 'count-unsure' WHERE id = $1`, [id]);
    await runAlertJob(deps, run);
    expect(await events(user.id)).toEqual([]);
  });
});

describe('delivery settings', () => {
  it('digest: nothing at once, then one e-mail with every pending alert', async () => {
    const a = await store('Remington');
    const b = await store('Magtech');
    await a.run(a.offer({ priceCents: 2000 }));
    await b.run(b.offer({ priceCents: 2000 }));
    const user = await createUser(deps);
    await putAlertSettings(deps, user.id, { mode: 'digest', dailyCap: 10, paused: false });
    for (const s of [a, b]) {
      const { productId } = await listingOf(deps, s.retailerId, s === a ? 'REM1' : 'MAG1');
      await createWatch(deps, user, { productId, anyDrop: true });
    }
    await runAlertJob(deps, await a.run(a.offer({ priceCents: 1800 })));
    await runAlertJob(deps, await b.run(b.offer({ priceCents: 1700 })));
    expect(await emailJobs(user.email)).toEqual([]);
    expect(await dispatchAlerts(deps, 'digest')).toMatchObject({ emails: 1, sent: 2 });
    expect(await dispatchAlerts(deps, 'digest')).toMatchObject({ emails: 0, sent: 0 });
    const [digest] = await emailJobs(user.email);
    expect(digest!.subject).toBe('Your PerRound alerts: 2 price changes');
    expect(digest!.text).toMatch(/Remington[\s\S]*Magtech/);
  });

  it('the daily cap sends the first alerts of the day and caps the rest; paused sends nothing', async () => {
    const s = await store('Fiocchi');
    const other = await store('Fiocchi');
    await s.run(s.offer({ priceCents: 2000 }));
    await other.run(other.offer({ priceCents: 2000 }));
    const { productId } = await listingOf(deps, s.retailerId, 'FIO1');
    const capped = await watcher(productId, { anyDrop: true });
    await putAlertSettings(deps, capped.user.id, { mode: 'instant', dailyCap: 1, paused: false });
    const paused = await watcher(productId, { anyDrop: true });
    await putAlertSettings(deps, paused.user.id, { mode: 'instant', dailyCap: 10, paused: true });

    await runAlertJob(deps, await s.run(s.offer({ priceCents: 1900 })));
    await runAlertJob(deps, await other.run(other.offer({ priceCents: 1800 })));
    expect(await emailJobs(capped.user.email)).toHaveLength(1);
    expect((await events(capped.user.id)).map((e) => e.status)).toEqual(['sent', 'capped']);
    expect(await emailJobs(paused.user.email)).toEqual([]);
    expect((await events(paused.user.id)).map((e) => e.status)).toEqual(['paused', 'paused']);
  });
});

describe('saved searches', () => {
  it('new listings, under a price per round and back in stock fire for matching listings only', async () => {
    const s = await store('Sellier & Bellot');
    const sb = (sku: string, patch: Partial<RawOffer> = {}) =>
      ammoOffer(sku, { title: `Sellier & Bellot 9mm Luger 124gr FMJ 50 Rounds`, vendor: 'Sellier & Bellot', ...patch });
    const pmc = ammoOffer('PMC1', { title: 'PMC Bronze .223 Rem 55gr FMJ 20 Rounds', vendor: 'PMC' });
    await s.run(sb('SB1', { priceCents: 2000 }), pmc);
    const user = await createUser(deps);
    const fresh = await createSavedSearch(deps, user, { name: 'S&B 9mm', query: 'q=sellier+9mm', newListings: true });
    const cheap = await createSavedSearch(deps, user, {
      name: 'Cheap 9mm',
      query: 'calibre=9mm&stock=all',
      targetPricePerRoundCents: 30,
    });
    const back = await createSavedSearch(deps, user, { name: 'Back', query: 'calibre=9mm', backInStock: true });

    const newPmc = ammoOffer('PMC2', { title: 'PMC Bronze .223 Rem 55gr FMJ 50 Rounds', vendor: 'PMC' });
    await runAlertJob(deps, await s.run(sb('SB1', { priceCents: 2000, stockStatus: 'out_of_stock' }), pmc));
    await runAlertJob(deps, await s.run(sb('SB1', { priceCents: 1400 }), sb('SB2', { sku: 'SB2' }), pmc, newPmc));
    const fired = await sqlRows<{ savedSearchId: number; reasons: string[]; sku: string }>(
      deps.db,
      `SELECT e.saved_search_id AS "savedSearchId", e.reasons, l.sku FROM alert_events e
       JOIN listings l ON l.id = e.listing_id WHERE e.user_id = $1 ORDER BY e.id`,
      [user.id],
    );
    expect(fired).toEqual(
      expect.arrayContaining([
        { savedSearchId: fresh.id, reasons: ['new-listing'], sku: 'SB2' },
        { savedSearchId: cheap.id, reasons: ['target-ppr'], sku: 'SB1' },
        { savedSearchId: back.id, reasons: ['back-in-stock'], sku: 'SB1' },
      ]),
    );
    expect(fired.filter((f) => f.sku.startsWith('PMC'))).toEqual([]);
    expect(await emailJobs(user.email)).toHaveLength(fired.length);
  });

  it('a listing two rules of one saved search find is one alert with both reasons, one e-mail', async () => {
    const s = await store('Aguila');
    await s.run(s.offer({ priceCents: 2000 }));
    const user = await createUser(deps);
    await createSavedSearch(deps, user, {
      name: 'Aguila',
      query: 'q=aguila',
      newListings: true,
      targetPricePerRoundCents: 30,
    });
    const cheap = ammoOffer('AGU2', { title: 'Aguila 9mm Luger 124gr FMJ 50 Rounds AGU2', priceCents: 1400 });
    await runAlertJob(deps, await s.run(s.offer({ priceCents: 2000 }), cheap)); // new, 28.0 a round
    expect((await events(user.id)).map((e) => e.reasons)).toEqual([['new-listing', 'target-ppr']]);
    expect(await emailJobs(user.email)).toHaveLength(1);
  });
});

describe('e-mail and unsubscribe', () => {
  it('escapes scraped text, carries one-click unsubscribe headers, and the signed link works without signing in', async () => {
    const s = await store('Norma');
    const evil = `Norma 9mm Luger 115gr FMJ 50 Rounds <img src=x onerror=alert(1)>`;
    await s.run(s.offer({ priceCents: 2000, title: evil }));
    const { productId } = await listingOf(deps, s.retailerId, 'NOR1');
    const { user, watch } = await watcher(productId, { anyDrop: true });
    await runAlertJob(deps, await s.run(s.offer({ priceCents: 1800, title: evil })));
    const mail = await smtp.waitFor(user.email, 'Price drop');
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/unsubscribe\?token=[^>]+>/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const [job] = await emailJobs(user.email);
    expect(job!.html).not.toContain('<img src=x');
    expect(job!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const url = new URL(/<(http[^>]+)>/.exec(job!.headers['List-Unsubscribe']!)![1]!);
    const path = `${url.pathname}${url.search}`;

    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const forged = path.replace(/.{4}$/, 'AAAA');
    const refused = await app.inject({ method: 'POST', url: forged, payload: 'List-Unsubscribe=One-Click' });
    expect(refused.statusCode).toBe(400);
    expect(await sqlRows(deps.db, 'SELECT id FROM watches WHERE id = $1', [watch.id])).toHaveLength(1);
    // a mail client's one-click POST: a form body, no Origin, no cookie
    const done = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(await sqlRows(deps.db, 'SELECT id FROM watches WHERE id = $1', [watch.id])).toEqual([]);
  });

  it('the unsubscribe-all link pauses every alert', async () => {
    const user = await createUser(deps);
    const { unsubscribeToken } = await import('./unsubscribe-token.js');
    const token = await unsubscribeToken(deps, { kind: 'all', userId: user.id });
    const res = await app.inject({ method: 'POST', url: `/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(res.statusCode).toBe(200);
    const [settings] = await sqlRows<{ paused: boolean }>(
      deps.db,
      'SELECT paused FROM alert_settings WHERE user_id = $1',
      [user.id],
    );
    expect(settings!.paused).toBe(true);
    const other = await createUser(deps);
    const wrongUser = token.replace(`a.${user.id}.`, `a.${other.id}.`);
    expect((await app.inject({ method: 'POST', url: `/unsubscribe?token=${wrongUser}` })).statusCode).toBe(400);
  });
});

describe('admin counts', () => {
  it('counts watches, saved searches, alerts sent per day and the mail queue health (service and REST)', async () => {
    // an e-mail the worker cannot deliver and must not retry: the queue reports it failed
    await deps.boss.send(EMAIL_QUEUE, { to: 'not-an-address' }, { retryLimit: 0 });
    let stats = await getAlertStats(deps);
    for (let i = 0; i < 40 && stats.mailQueue.failed === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      stats = await getAlertStats(deps);
    }
    const [truth] = await sqlRows<{ watches: number; searches: number; sent: number }>(
      deps.db,
      `SELECT (SELECT count(*) FROM watches)::int AS watches, (SELECT count(*) FROM saved_searches)::int AS searches,
        (SELECT count(*) FROM alert_events WHERE status = 'sent')::int AS sent`,
    );
    expect(stats).toMatchObject({ watches: truth!.watches, savedSearches: truth!.searches });
    expect(stats.sentPerDay).toHaveLength(14);
    expect(stats.sentPerDay.reduce((sum, d) => sum + d.sent, 0)).toBe(truth!.sent);
    expect(truth!.sent).toBeGreaterThan(0);
    expect(stats.mailQueue.failed).toBeGreaterThanOrEqual(1);

    const admin = await createUser(deps);
    await sqlRows(deps.db, 'UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/alert-stats',
      headers: { cookie: await sessionCookie(deps, admin.id) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ watches: truth!.watches, mailQueue: { failed: stats.mailQueue.failed } });
  });
});

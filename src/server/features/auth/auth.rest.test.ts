import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { AppDeps } from '../../deps.js';
import { waitForBackgroundEmails } from '../../email/email-queue.js';
import { extractLink, startTestSmtpServer } from '../../email/test-smtp-server.js';
import { createTestDeps } from '../../../test/test-db.js';
import { loginDelayMs } from './auth.service.js';
import { post, sessionCookieFrom } from './test-helpers.js';

let deps: AppDeps;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
const logLines: string[] = [];
const responses: string[] = [];

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  deps = await createTestDeps({ env: { SMTP_URL: smtp.url } });
  deps.log = { info: (m) => logLines.push(m), warn: (m) => logLines.push(m), error: (m) => logLines.push(m) };
  app = await buildApp(deps, { logger: false });
  app.addHook('onSend', async (_req, _reply, payload) => {
    if (typeof payload === 'string') responses.push(payload);
    return payload;
  });
});
afterAll(async () => {
  await waitForBackgroundEmails();
  await app.close();
  await smtp.close();
});

const PASSWORD = 'correct horse 1';

async function register(email: string, password = PASSWORD, ip = '10.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: ip,
    payload: { email, password, firstName: 'Ada', lastName: 'Lovelace', agreeToTerms: true },
    headers: { origin: 'http://localhost:3000' },
  });
}

describe('sign-up, verification, sign-out and sign-in over /api', () => {
  it('registers, signs in at once, and e-mails a verification link that works once', async () => {
    const res = await register('ada@example.com');
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      emailVerified: false,
      isAdmin: false,
      membershipTier: 'free',
    });
    expect(user).not.toHaveProperty('passwordHash');
    const cookie = sessionCookieFrom(res)!;
    expect(cookie).toMatch(/^perround_session=[a-z2-7]{32}$/);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Lax/);
    expect(String(res.headers['set-cookie'])).toMatch(/Path=\//);

    const me = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('ada@example.com');

    const mail = await smtp.waitFor('ada@example.com', 'Verify your PerRound email');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const link = extractLink(mail, '/verify-email');
    expect(link.startsWith('http://localhost:3000/verify-email?token=')).toBe(true);
    const token = new URL(link).searchParams.get('token')!;

    const verified = await post(app, '/api/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toMatch(/verified/);
    expect((await deps.db.models.User.findOne({ where: { email: 'ada@example.com' } }))!.emailVerified).toBe(true);

    const again = await post(app, '/api/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This verification link is invalid or has expired.');
  });

  it('answers GET /api/user with 401 JSON when signed out, and GET /api/login with a redirect to /auth', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'You must be signed in' });
    const login = await app.inject({ method: 'GET', url: '/api/login' });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('http://localhost:3000/auth');
  });

  it('signs out (the session row is gone and the cookie no longer works), then signs in with a new session', async () => {
    const reg = await register('grace@example.com');
    const cookie = sessionCookieFrom(reg)!;
    const out = await post(app, '/api/logout', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/perround_session=;/);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);

    const login = await post(app, '/api/login', { email: 'GRACE@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().email).toBe('grace@example.com');
    const second = sessionCookieFrom(login)!;
    expect(second).not.toBe(cookie);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: second } })).statusCode).toBe(200);
  });

  it('validates with the SPEC wording (400)', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['/api/login', { email: 'nope', password: 'secret1' }, 'Please enter a valid email address'],
      ['/api/login', { email: 'a@b.ca', password: '123' }, 'Password must be at least 6 characters'],
      [
        '/api/register',
        { email: 'a@b.ca', password: 'secret1', agreeToTerms: false },
        'You must agree to the terms of use to create an account',
      ],
      ['/api/forgot-password', { email: 'x' }, 'Please enter a valid email address'],
    ];
    for (const [url, body, message] of cases) {
      const res = await post(app, url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('security', () => {
  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    await register('hedy@example.com');
    const wrong = await post(app, '/api/login', { email: 'hedy@example.com', password: 'not the password' });
    const unknown = await post(app, '/api/login', { email: 'nobody@example.com', password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(sessionCookieFrom(wrong)).toBeNull();
  });

  it('rate limits the 11th rapid wrong password with 429, Retry-After and when to retry', async () => {
    await register('mallory-target@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await post(app, '/api/login', { email: 'mallory-target@example.com', password: `guess-${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(400));
    const eleventh = await post(app, '/api/login', { email: 'mallory-target@example.com', password: PASSWORD });
    expect(eleventh.statusCode).toBe(429);
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(eleventh.json().message).toBe('Too many attempts. Try again in 15 minutes.');
    // Attack replay: the guesser's address is stopped, the owner from another address still signs in.
    const owner = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.9.9.9',
      payload: { email: 'mallory-target@example.com', password: PASSWORD },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('slows attempts on one account from rotating addresses instead of locking it', () => {
    expect([1, 5, 6, 10, 30].map(loginDelayMs)).toEqual([0, 0, 250, 1250, 3000]);
  });

  it('refuses a cross-site POST, a POST without Origin or Referer, and a non-JSON POST, changing nothing', async () => {
    const before = await deps.db.models.User.count();
    const body = JSON.stringify({ email: 'csrf@example.com', password: PASSWORD, agreeToTerms: true });
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: body,
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    });
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(noOrigin.statusCode).toBe(403);
    const evilReferer = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: body,
      headers: { referer: 'https://evil.example/page', 'content-type': 'application/json' },
    });
    expect(evilReferer.statusCode).toBe(403);
    const form = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: 'email=csrf%40example.com&password=correcthorse&agreeToTerms=true',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(403);
    const trpc = await app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      payload: '{}',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    });
    expect(trpc.statusCode).toBe(403);
    expect(await deps.db.models.User.count()).toBe(before);
    const sameSiteByReferer = await app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: JSON.stringify({ email: 'x@example.com' }),
      headers: { referer: 'http://localhost:3000/forgot-password', 'content-type': 'application/json' },
    });
    expect(sameSiteByReferer.statusCode).toBe(200);
  });

  it('forgot-password answers the same for a known and an unknown address; the link works once and ends every session', async () => {
    const reg = await register('joan@example.com');
    const oldCookie = sessionCookieFrom(reg)!;
    const otherDevice = sessionCookieFrom(
      await post(app, '/api/login', { email: 'joan@example.com', password: PASSWORD }),
    )!;

    const known = await post(app, '/api/forgot-password', { email: 'joan@example.com' });
    const unknown = await post(app, '/api/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toBe('If an account with that email exists, a password reset link has been sent.');

    const mail = await smtp.waitFor('joan@example.com', 'Reset your PerRound password');
    const token = new URL(extractLink(mail, '/reset-password')).searchParams.get('token')!;
    await waitForBackgroundEmails();
    expect(smtp.messages.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);

    const reset = await post(app, '/api/reset-password', { token, newPassword: 'brand new pw' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toMatch(/reset/);
    for (const cookie of [oldCookie, otherDevice]) {
      expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    }
    const user = (await deps.db.models.User.findOne({ where: { email: 'joan@example.com' } }))!;
    expect(await deps.db.models.Session.count({ where: { userId: user.id } })).toBe(0);

    const reuse = await post(app, '/api/reset-password', { token, newPassword: 'another one' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('This reset link is invalid or has expired. Please request a new one.');
    expect((await post(app, '/api/login', { email: 'joan@example.com', password: PASSWORD })).statusCode).toBe(400);
    expect((await post(app, '/api/login', { email: 'joan@example.com', password: 'brand new pw' })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired reset link', async () => {
    await register('expired@example.com');
    await post(app, '/api/forgot-password', { email: 'expired@example.com' });
    const mail = await smtp.waitFor('expired@example.com', 'Reset your PerRound password');
    const token = new URL(extractLink(mail, '/reset-password')).searchParams.get('token')!;
    await deps.db.models.EmailToken.update(
      { expiresAt: new Date(Date.now() - 1000) },
      { where: { purpose: 'reset_password' } },
    );
    const res = await post(app, '/api/reset-password', { token, newPassword: 'brand new pw' });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a sign-up with a taken address honestly, changes nothing, and tells the owner', async () => {
    await register('taken@example.com');
    const owner = (await deps.db.models.User.findOne({ where: { email: 'taken@example.com' } }))!;
    const res = await register('Taken@Example.com', 'attacker pw');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'An account with this email already exists. Sign in, or reset your password if you forgot it.',
    );
    expect(sessionCookieFrom(res)).toBeNull();
    const after = (await deps.db.models.User.findByPk(owner.id))!;
    expect(after.passwordHash).toBe(owner.passwordHash);
    await smtp.waitFor('taken@example.com', 'Someone tried to create a PerRound account');
  });

  it('rate limits sign-ups per address', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i++) expect((await register(`bulk${i}@example.com`, PASSWORD, ip)).statusCode).toBe(200);
    const res = await register('bulk-last@example.com', PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('never puts a password, a hash or a token in a response or a log line', async () => {
    await waitForBackgroundEmails();
    const secrets = [PASSWORD, 'brand new pw', 'attacker pw'];
    for (const user of await deps.db.models.User.findAll()) secrets.push(user.passwordHash);
    for (const s of await deps.db.models.Session.findAll()) secrets.push(s.id);
    for (const t of await deps.db.models.EmailToken.findAll()) secrets.push(t.tokenHash);
    for (const m of smtp.messages) {
      const token = /token=([a-z2-7]+)/.exec(m.body)?.[1];
      if (token) secrets.push(token);
    }
    expect(secrets.length).toBeGreaterThan(10);
    expect(responses.length).toBeGreaterThan(10);
    for (const text of [...responses, ...logLines]) {
      for (const secret of secrets) expect(text.includes(secret), `leak in: ${text.slice(0, 120)}`).toBe(false);
      expect(text).not.toMatch(/\$argon2id\$/);
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { AppDeps } from '../deps.js';
import { waitForBackgroundEmails } from '../email/email-queue.js';
import { greetingFor } from '../email/templates/layout.js';
import { extractLink, startTestSmtpServer } from '../../test/smtp-server.js';
import { post, sessionCookieFrom } from '../../test/http.js';
import { createTestDeps } from '../../test/test-db.js';

/** Replays of the review's account attacks (issue 17, items 2 and 7) over /api with a real SMTP server. */
let deps: AppDeps;
let app: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  deps = await createTestDeps({ env: { SMTP_URL: smtp.url } });
  app = await buildApp(deps, { logger: false });
});
afterAll(async () => {
  await waitForBackgroundEmails();
  await app.close();
  await smtp.close();
});

const VICTIM_PW = 'victim password 1';

async function victimWithPendingChange(victim: string, attacker: string) {
  const reg = await post(app, '/api/register', { email: victim, password: VICTIM_PW, agreeToTerms: true });
  expect(reg.statusCode).toBe(200);
  // The attacker knows the password: signs in and asks to move the account to their own mailbox.
  const stolen = sessionCookieFrom(await post(app, '/api/login', { email: victim, password: VICTIM_PW }))!;
  expect((await post(app, '/api/change-email', { newEmail: attacker, password: VICTIM_PW }, stolen)).statusCode).toBe(
    200,
  );
  const confirm = extractLink(await smtp.waitFor(attacker, 'Confirm your new PerRound email'), '/verify-email');
  const notice = await smtp.waitFor(victim, 'Someone asked to change your PerRound email');
  return { victimCookie: sessionCookieFrom(reg)!, stolen, confirm, notice };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const verify = (link: string) => post(app, '/api/verify-email', { token: tokenOf(link) });

describe('a pending e-mail change, a reset link or a verification link dies with the password', () => {
  it('a password reset voids the attacker’s e-mail change link, and the victim was told of the request', async () => {
    const { stolen, confirm, notice } = await victimWithPendingChange('victim1@example.com', 'thief1@example.com');
    expect(notice.body).toContain('thief1@example.com');
    expect(notice.body).toContain('change your password');

    expect((await post(app, '/api/forgot-password', { email: 'victim1@example.com' })).statusCode).toBe(200);
    const reset = extractLink(
      await smtp.waitFor('victim1@example.com', 'Reset your PerRound password'),
      '/reset-password',
    );
    expect(
      (await post(app, '/api/reset-password', { token: tokenOf(reset), newPassword: 'victim password 2' })).statusCode,
    ).toBe(200);

    const used = await verify(confirm);
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe('This verification link is invalid or has expired.');
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: stolen } })).statusCode).toBe(401);
    expect(
      (await post(app, '/api/login', { email: 'victim1@example.com', password: 'victim password 2' })).statusCode,
    ).toBe(200);
  });

  it('a password change voids the attacker’s e-mail change link and the unused verification link', async () => {
    const { victimCookie, confirm } = await victimWithPendingChange('victim2@example.com', 'thief2@example.com');
    const verification = extractLink(
      await smtp.waitFor('victim2@example.com', 'Verify your PerRound email'),
      '/verify-email',
    );
    const changed = await post(
      app,
      '/api/change-password',
      { currentPassword: VICTIM_PW, newPassword: 'victim password 3', confirmPassword: 'victim password 3' },
      victimCookie,
    );
    expect(changed.statusCode).toBe(200);
    expect((await verify(confirm)).statusCode).toBe(400);
    expect((await verify(verification)).statusCode).toBe(400);
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookieFrom(changed)! } });
    expect(me.json().email).toBe('victim2@example.com');
  });

  it('a reset link issued before a password change no longer works', async () => {
    const reg = await post(app, '/api/register', {
      email: 'victim3@example.com',
      password: VICTIM_PW,
      agreeToTerms: true,
    });
    await post(app, '/api/forgot-password', { email: 'victim3@example.com' });
    const reset = extractLink(
      await smtp.waitFor('victim3@example.com', 'Reset your PerRound password'),
      '/reset-password',
    );
    const cookie = sessionCookieFrom(reg)!;
    await post(
      app,
      '/api/change-password',
      { currentPassword: VICTIM_PW, newPassword: 'victim password 4', confirmPassword: 'victim password 4' },
      cookie,
    );
    const late = await post(app, '/api/reset-password', { token: tokenOf(reset), newPassword: 'attacker chose this' });
    expect(late.statusCode).toBe(400);
    expect(
      (await post(app, '/api/login', { email: 'victim3@example.com', password: 'victim password 4' })).statusCode,
    ).toBe(200);
  });
});

describe('names in e-mail', () => {
  it('attack replay: a first name written as a phishing line never reaches the verification e-mail', async () => {
    const firstName = 'Your account is locked, call 555-0100 or visit http://evil.example';
    const res = await post(app, '/api/register', {
      email: 'phish@example.com',
      password: VICTIM_PW,
      firstName: firstName.slice(0, 100),
      agreeToTerms: true,
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor('phish@example.com', 'Verify your PerRound email');
    expect(mail.body).not.toContain('evil.example');
    expect(mail.body).not.toContain('555-0100');
    expect(mail.body).toContain('Hi,');
  });

  it('greets real names, bounded, and nothing else', () => {
    expect(greetingFor('Ada')).toBe('Hi Ada,');
    expect(greetingFor("Zoë-Anne O'Neil")).toBe("Hi Zoë-Anne O'Neil,");
    expect(greetingFor('J. R.')).toBe('Hi J. R.,');
    expect(greetingFor('evil.example')).toBe('Hi,');
    expect(greetingFor('<b>x</b>')).toBe('Hi,');
    expect(greetingFor('A'.repeat(41))).toBe('Hi,');
    expect(greetingFor('Ada\r\nBcc: x@evil.example')).toBe('Hi,');
    expect(greetingFor(null)).toBe('Hi,');
  });
});

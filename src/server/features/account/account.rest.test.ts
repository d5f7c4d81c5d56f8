import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { AppDeps } from '../../deps.js';
import { waitForBackgroundEmails } from '../../email/email-queue.js';
import { extractLink, startTestSmtpServer } from '../../email/test-smtp-server.js';
import { createTestDeps } from '../../../test/test-db.js';
import { post, sessionCookieFrom } from '../auth/test-helpers.js';

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

const PASSWORD = 'first password';

async function signUp(email: string) {
  const res = await post(app, '/api/register', { email, password: PASSWORD, agreeToTerms: true });
  expect(res.statusCode).toBe(200);
  return sessionCookieFrom(res)!;
}
const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

describe('account calls over /api', () => {
  it('require a signed-in user', async () => {
    for (const [url, method] of [
      ['/api/resend-verification', 'POST'],
      ['/api/change-email', 'POST'],
      ['/api/change-password', 'POST'],
      ['/api/delete-account', 'DELETE'],
    ] as const) {
      const res = await post(app, url, {}, undefined, method);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('resends the verification e-mail, voiding the older link', async () => {
    const cookie = await signUp('resend@example.com');
    const first = extractLink(await smtp.waitFor('resend@example.com', 'Verify your PerRound email'), '/verify-email');
    const res = await post(app, '/api/resend-verification', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('A new verification link was sent to resend@example.com.');
    const second = extractLink(await smtp.waitFor('resend@example.com', 'Verify your PerRound email'), '/verify-email');
    expect(second).not.toBe(first);
    expect((await post(app, '/api/verify-email', { token: new URL(first).searchParams.get('token') })).statusCode).toBe(
      400,
    );
    expect(
      (await post(app, '/api/verify-email', { token: new URL(second).searchParams.get('token') })).statusCode,
    ).toBe(200);
    const already = await post(app, '/api/resend-verification', {}, cookie);
    expect(already.statusCode).toBe(400);
    expect(already.json().message).toBe('Your email address is already verified.');
  });

  it('changes the e-mail only once confirmed from the new address, and tells the old address', async () => {
    const cookie = await signUp('old@example.com');
    const wrong = await post(app, '/api/change-email', { newEmail: 'new@example.com', password: 'wrong pw' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Incorrect password');
    const missing = await post(app, '/api/change-email', { newEmail: 'new@example.com', password: '' }, cookie);
    expect(missing.json().message).toBe('Password is required to change email');

    const res = await post(app, '/api/change-email', { newEmail: 'new@example.com', password: PASSWORD }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Check your new email address for a verification link.');
    expect((await me(cookie)).json().email).toBe('old@example.com');

    const confirm = await smtp.waitFor('new@example.com', 'Confirm your new PerRound email');
    const token = new URL(extractLink(confirm, '/verify-email')).searchParams.get('token');
    const verified = await post(app, '/api/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe('Your email address has been changed to new@example.com and verified.');
    const after = (await me(cookie)).json();
    expect(after).toMatchObject({ email: 'new@example.com', emailVerified: true });
    const notice = await smtp.waitFor('old@example.com', 'Your PerRound email address was changed');
    expect(notice.body).toContain('new@example.com');
    expect((await post(app, '/api/verify-email', { token })).statusCode).toBe(400);
  });

  it('answers a change to an address of another account the same way, sending nothing', async () => {
    await signUp('someone@example.com');
    const cookie = await signUp('prober@example.com');
    const res = await post(app, '/api/change-email', { newEmail: 'someone@example.com', password: PASSWORD }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Check your new email address for a verification link.');
    await waitForBackgroundEmails();
    expect(
      smtp.messages.filter((m) => m.to.includes('someone@example.com') && m.subject.includes('Confirm')),
    ).toHaveLength(0);
  });

  it('changes the password: other sessions end, this browser gets a fresh session', async () => {
    const cookie = await signUp('pw@example.com');
    const other = sessionCookieFrom(await post(app, '/api/login', { email: 'pw@example.com', password: PASSWORD }))!;

    const mismatch = await post(
      app,
      '/api/change-password',
      { currentPassword: PASSWORD, newPassword: 'second pw', confirmPassword: 'second px' },
      cookie,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe("Passwords don't match");
    const wrong = await post(
      app,
      '/api/change-password',
      { currentPassword: 'nope nope', newPassword: 'second pw', confirmPassword: 'second pw' },
      cookie,
    );
    expect(wrong.json().message).toBe('Current password is incorrect');

    const res = await post(
      app,
      '/api/change-password',
      { currentPassword: PASSWORD, newPassword: 'second pw', confirmPassword: 'second pw' },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been updated successfully.');
    const fresh = sessionCookieFrom(res)!;
    expect(fresh).not.toBe(cookie);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await post(app, '/api/login', { email: 'pw@example.com', password: 'second pw' })).statusCode).toBe(200);
  });

  it('deletes the account with DELETE: user, sessions and tokens go, click events stay detached', async () => {
    const cookie = await signUp('bye@example.com');
    const user = (await deps.db.models.User.findOne({ where: { email: 'bye@example.com' } }))!;
    const click = await deps.db.models.ClickEvent.create({ kind: 'watch', userId: user.id, productName: 'Box of 9mm' });

    const refused = await post(app, '/api/delete-account', { confirmText: 'delete' }, cookie, 'DELETE');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('You must type DELETE to confirm');

    const res = await post(app, '/api/delete-account', { confirmText: 'DELETE' }, cookie, 'DELETE');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your account and all associated data have been permanently deleted.');
    expect(await deps.db.models.User.findByPk(user.id)).toBeNull();
    expect(await deps.db.models.Session.count({ where: { userId: user.id } })).toBe(0);
    expect(await deps.db.models.EmailToken.count({ where: { userId: user.id } })).toBe(0);
    const kept = (await deps.db.models.ClickEvent.findByPk(click.id))!;
    expect(kept.userId).toBeNull();
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await post(app, '/api/login', { email: 'bye@example.com', password: PASSWORD })).statusCode).toBe(400);
  });
});

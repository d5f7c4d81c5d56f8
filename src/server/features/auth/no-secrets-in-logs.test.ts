import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { waitForBackgroundEmails } from '../../email/email-queue.js';
import { extractLink, startTestSmtpServer } from '../../email/test-smtp-server.js';
import { createTestDeps } from '../../../test/test-db.js';
import { post, sessionCookieFrom } from './test-helpers.js';

/** The web server's own request log (pino, to fd 1) at trace level, captured while accounts are used. */
const captured: string[] = [];
const originalWrite = fs.write;
const originalWriteSync = fs.writeSync;

beforeAll(() => {
  vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    if (fd === 1 || fd === 2) {
      captured.push(String(data));
      return typeof data === 'string' ? Buffer.byteLength(data) : (data as Buffer).length;
    }
    return (originalWriteSync as (...a: unknown[]) => number)(fd, data, ...rest);
  }) as typeof fs.writeSync);
  vi.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    if (fd === 1 || fd === 2) {
      captured.push(String(data));
      const cb = rest.find((r) => typeof r === 'function') as ((e: null, n: number) => void) | undefined;
      cb?.(null, typeof data === 'string' ? Buffer.byteLength(data) : (data as Buffer).length);
      return;
    }
    return (originalWrite as (...a: unknown[]) => void)(fd, data, ...rest);
  }) as typeof fs.write);
});
afterAll(() => vi.restoreAllMocks());

describe('request logs', () => {
  it('never contain a password, a hash or a token', async () => {
    const deps = await createTestDeps({
      env: { LOG_LEVEL: 'trace', DATA_DIR: `/tmp/perround-logs-test-${process.pid}` },
    });
    const lines: string[] = [];
    deps.log = { info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
    const app = await buildApp(deps);
    const reg = await post(app, '/api/register', {
      email: 'log@example.com',
      password: 'log secret 1',
      agreeToTerms: true,
    });
    const cookie = sessionCookieFrom(reg)!;
    await post(app, '/api/login', { email: 'log@example.com', password: 'wrong secret 2' });
    await post(
      app,
      '/api/change-password',
      { currentPassword: 'log secret 1', newPassword: 'log secret 3', confirmPassword: 'log secret 3' },
      cookie,
    );
    await post(app, '/api/forgot-password', { email: 'log@example.com' });
    await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    await waitForBackgroundEmails();
    await app.close();
    await new Promise((r) => setTimeout(r, 200));

    const all = [...captured, ...lines].join('\n');
    expect(captured.join('')).toContain('incoming request');
    expect(lines.some((l) => l.includes('.eml'))).toBe(true);
    const secrets = ['log secret 1', 'wrong secret 2', 'log secret 3', cookie.split('=')[1]!];
    for (const u of await deps.db.models.User.findAll()) secrets.push(u.passwordHash);
    for (const s of await deps.db.models.Session.findAll()) secrets.push(s.id);
    for (const t of await deps.db.models.EmailToken.findAll()) secrets.push(t.tokenHash);
    for (const secret of secrets) expect(all.includes(secret), secret.slice(0, 6)).toBe(false);
    expect(all).not.toMatch(/token=[a-z2-7]{20,}/);
  });
});

describe('pages that carry a token', () => {
  it('attack replay: loading every link of every e-mail leaves no live token in the request log', async () => {
    const smtp = await startTestSmtpServer();
    const deps = await createTestDeps({ env: { LOG_LEVEL: 'trace', SMTP_URL: smtp.url } });
    const lines: string[] = [];
    const app = await buildApp(deps, { logStream: { write: (line) => void lines.push(line) } });
    const reg = await post(app, '/api/register', {
      email: 'links@example.com',
      password: 'links secret 1',
      agreeToTerms: true,
    });
    const cookie = sessionCookieFrom(reg)!;
    await post(app, '/api/forgot-password', { email: 'links@example.com' });
    await post(app, '/api/change-email', { newEmail: 'links-new@example.com', password: 'links secret 1' }, cookie);
    const links = [
      extractLink(await smtp.waitFor('links@example.com', 'Verify your PerRound email'), '/verify-email'),
      extractLink(await smtp.waitFor('links@example.com', 'Reset your PerRound password'), '/reset-password'),
      extractLink(await smtp.waitFor('links-new@example.com', 'Confirm your new PerRound email'), '/verify-email'),
    ];
    const tokens = links.map((l) => new URL(l).searchParams.get('token')!);
    for (const link of links) {
      const { pathname, search } = new URL(link);
      await app.inject({ url: `${pathname}${search}` }); // the page the e-mail opens
      await app.inject({ url: `${pathname}${search}&utm_source=email` });
      await app.inject({ url: `/api${pathname}${search}` }); // a wrong guess by hand still logs its URL
    }
    const [verify, reset, change] = tokens as [string, string, string];
    await post(app, '/api/reset-password', { token: reset, newPassword: 'links secret 2' });
    await post(app, '/api/verify-email', { token: verify });
    await post(app, '/trpc/auth.verifyEmail', { json: { token: change } });
    await app.inject({
      url: `/trpc/auth.verifyEmail?input=${encodeURIComponent(JSON.stringify({ json: { token: change } }))}`,
    });
    await waitForBackgroundEmails();
    await app.close();
    await smtp.close();

    const log = lines.join('');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('/verify-email?token=[redacted]&utm_source=email');
    for (const token of [...tokens, cookie.split('=')[1]!]) expect(log.includes(token), token.slice(0, 6)).toBe(false);
  });
});

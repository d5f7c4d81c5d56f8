import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps.js';
import { testEnv } from '../../test/test-db.js';
import { appLink, sendEmail } from './mailer.js';
import { verifyEmailMessage, signupAttemptMessage } from './templates/account-emails.js';

function fakeDeps(env: Record<string, string>, lines: string[]) {
  const log = {
    info: (m: string) => lines.push(m),
    warn: (m: string) => lines.push(m),
    error: (m: string) => lines.push(m),
  };
  return { env: testEnv(env), log } as unknown as AppDeps;
}

describe('mailer without SMTP_URL', () => {
  it('writes the message to DATA_DIR/outbox as .eml and logs the file, not the link', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'perround-outbox-'));
    const lines: string[] = [];
    const deps = fakeDeps({ DATA_DIR: dir }, lines);
    const link = appLink(deps, '/verify-email', { token: 'abcdefghijklmnopqrstuvwxyz234567' });
    const result = await sendEmail(deps, 'eve@example.com', verifyEmailMessage({ firstName: 'Eve', link }));
    expect(result.status).toBe('written');
    const files = await readdir(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, 'outbox', files[0]!), 'utf8');
    expect(eml).toMatch(/^To: eve@example.com/m);
    expect(eml).toMatch(/^From: PerRound <no-reply@perround.ca>/m);
    expect(eml).toContain('abcdefghijklmnopqrstuvwxyz234567');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(path.join(dir, 'outbox', files[0]!));
    expect(lines[0]).not.toContain('abcdefghijklmnopqrstuvwxyz234567');
  });
});

describe('templates', () => {
  it('have a text and an HTML part naming PerRound, with the link and escaped HTML', () => {
    const link = 'http://localhost:3000/verify-email?token=abc&x=<y>';
    const email = verifyEmailMessage({ firstName: '<b>Eve</b>', link });
    expect(email.subject).toContain('PerRound');
    expect(email.text).toContain(link);
    expect(email.text).toContain('PerRound');
    expect(email.html).toContain('PerRound');
    // A "name" with markup is not greeted at all (names that are names are: see security/account-attacks.test.ts).
    expect(email.text.startsWith('Hi,')).toBe(true);
    expect(email.html).not.toContain('Eve');
    expect(email.html).toContain('token=abc&amp;x=&lt;y&gt;');
    expect(email.text).toMatch(/24 hours/);
  });

  it('tell the owner of an address about a sign-up attempt without changing anything', () => {
    const email = signupAttemptMessage({ signInLink: 'http://x/auth', resetLink: 'http://x/forgot-password' });
    expect(email.text).toContain('No new account was created');
    expect(email.text).toContain('http://x/forgot-password');
  });

  it('builds links from APP_URL, keeping a base path', () => {
    const deps = fakeDeps({ APP_URL: 'https://perround.ca/app/' }, []);
    expect(appLink(deps, '/reset-password', { token: 'abc' })).toBe('https://perround.ca/app/reset-password?token=abc');
  });
});

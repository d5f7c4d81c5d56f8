import { beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../../db/models/index.js';
import type { AppDeps } from '../../deps.js';
import { createCaller } from '../../trpc/app-router.js';
import { createContextInner } from '../../trpc/context.js';
import { createTestDeps } from '../../../test/test-db.js';
import { waitForBackgroundEmails } from '../../email/mailer.js';
import { demoteAdmin, ensureAdmin } from './admin-bootstrap.service.js';
import { runAccountStartupTasks } from './admin-startup.js';
import { verifyPassword } from './password.js';

let deps: AppDeps;
beforeAll(async () => {
  deps = await createTestDeps({ env: { DATA_DIR: `/tmp/perround-test-outbox-${process.pid}` } });
});

describe('auth and account procedures (tRPC)', () => {
  it('register, me, login and the same wording as REST', async () => {
    const anon = createCaller(createContextInner(deps));
    const user = await anon.auth.register({ email: 'trpc@example.com', password: 'secret12', firstName: '', lastName: 'Hopper', agreeToTerms: true });
    expect(user).toMatchObject({ email: 'trpc@example.com', firstName: null, lastName: 'Hopper' });
    expect(user).not.toHaveProperty('passwordHash');
    await expect(anon.auth.login({ email: 'trpc@example.com', password: 'wrong pw' })).rejects.toThrow('Invalid email or password');
    await expect(anon.auth.login({ email: 'trpc@example.com', password: '123' })).rejects.toThrow('Password must be at least 6 characters');
    const again = await anon.auth.login({ email: 'trpc@example.com', password: 'secret12' });
    expect(again.id).toBe(user.id);
    expect(await anon.auth.me()).toBeNull();
    const row = (await User.findByPk(user.id))!;
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const signedIn = createCaller(createContextInner(deps, { user: row }));
    expect((await signedIn.auth.me())?.email).toBe('trpc@example.com');
    await expect(signedIn.account.deleteAccount({ confirmText: 'DELETE ' as 'DELETE' })).rejects.toThrow('You must type DELETE to confirm');
    await expect(anon.account.changePassword({ currentPassword: 'a', newPassword: 'bbbbbb', confirmPassword: 'bbbbbb' })).rejects.toThrow('You must be signed in');
    await waitForBackgroundEmails();
  });

  it('accepts passwords up to 128 characters and refuses longer ones', async () => {
    const anon = createCaller(createContextInner(deps));
    const long = 'x'.repeat(128);
    await anon.auth.register({ email: 'long@example.com', password: long, agreeToTerms: true });
    expect(await verifyPassword((await User.findOne({ where: { email: 'long@example.com' } }))!.passwordHash, long)).toBe(true);
    await expect(anon.auth.register({ email: 'longer@example.com', password: long + 'x', agreeToTerms: true })).rejects.toThrow('at most 128');
    await waitForBackgroundEmails();
  });
});

describe('admins', () => {
  it('ADMIN_EMAIL + ADMIN_PASSWORD create the admin at start-up; a later start changes nothing', async () => {
    const env = { ...deps.env, ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'boss password' };
    await runAccountStartupTasks({ ...deps, env });
    const admin = (await User.findOne({ where: { email: 'boss@example.com' } }))!;
    expect(admin.isAdmin).toBe(true);
    expect(admin.emailVerified).toBe(true);
    expect(await verifyPassword(admin.passwordHash, 'boss password')).toBe(true);
    await runAccountStartupTasks({ ...deps, env: { ...env, ADMIN_PASSWORD: 'other password' } });
    expect(await verifyPassword((await User.findByPk(admin.id))!.passwordHash, 'boss password')).toBe(true);
  });

  it('promotes an existing account without touching its password, and demotes it', async () => {
    const user = await User.create({ email: 'member@example.com', passwordHash: 'kept' });
    expect(await ensureAdmin('member@example.com')).toBe('promoted');
    expect(await ensureAdmin('member@example.com')).toBe('unchanged');
    expect((await User.findByPk(user.id))!).toMatchObject({ isAdmin: true, passwordHash: 'kept' });
    expect(await demoteAdmin('member@example.com')).toBe('demoted');
    expect((await User.findByPk(user.id))!.isAdmin).toBe(false);
    await expect(ensureAdmin('ghost@example.com')).rejects.toThrow('a password is needed');
  });
});

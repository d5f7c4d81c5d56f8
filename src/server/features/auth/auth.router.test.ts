import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.js';
import { createCaller } from '../../trpc/app-router.js';
import { createContextInner } from '../../trpc/context.js';
import { createTestDeps } from '../../../test/test-db.js';
import { waitForBackgroundEmails } from '../../email/email-queue.js';
import { demoteAdmin, ensureAdminWithPassword, promoteVerifiedAccount } from './admin-bootstrap.service.js';
import { runAccountStartupTasks } from './admin-startup.js';
import { verifyPassword } from './password.js';

let deps: AppDeps;
beforeAll(async () => {
  deps = await createTestDeps({ env: { DATA_DIR: `/tmp/perround-test-outbox-${process.pid}` } });
});

describe('auth and account procedures (tRPC)', () => {
  it('register, me, login and the same wording as REST', async () => {
    const anon = createCaller(createContextInner(deps));
    const user = await anon.auth.register({
      email: 'trpc@example.com',
      password: 'secret12',
      firstName: '',
      lastName: 'Hopper',
      agreeToTerms: true,
    });
    expect(user).toMatchObject({ email: 'trpc@example.com', firstName: null, lastName: 'Hopper' });
    expect(user).not.toHaveProperty('passwordHash');
    await expect(anon.auth.login({ email: 'trpc@example.com', password: 'wrong pw' })).rejects.toThrow(
      'Invalid email or password',
    );
    await expect(anon.auth.login({ email: 'trpc@example.com', password: '123' })).rejects.toThrow(
      'Password must be at least 6 characters',
    );
    const again = await anon.auth.login({ email: 'trpc@example.com', password: 'secret12' });
    expect(again.id).toBe(user.id);
    expect(await anon.auth.me()).toBeNull();
    const row = (await deps.db.models.User.findByPk(user.id))!;
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const signedIn = createCaller(createContextInner(deps, { user: row }));
    expect((await signedIn.auth.me())?.email).toBe('trpc@example.com');
    await expect(signedIn.account.deleteAccount({ confirmText: 'DELETE ' as 'DELETE' })).rejects.toThrow(
      'You must type DELETE to confirm',
    );
    await expect(
      anon.account.changePassword({ currentPassword: 'a', newPassword: 'bbbbbb', confirmPassword: 'bbbbbb' }),
    ).rejects.toThrow('You must be signed in');
    await waitForBackgroundEmails();
  });

  it('accepts passwords up to 128 characters and refuses longer ones', async () => {
    const anon = createCaller(createContextInner(deps));
    const long = 'x'.repeat(128);
    await anon.auth.register({ email: 'long@example.com', password: long, agreeToTerms: true });
    expect(
      await verifyPassword(
        (await deps.db.models.User.findOne({ where: { email: 'long@example.com' } }))!.passwordHash,
        long,
      ),
    ).toBe(true);
    await expect(
      anon.auth.register({ email: 'longer@example.com', password: long + 'x', agreeToTerms: true }),
    ).rejects.toThrow('at most 128');
    await waitForBackgroundEmails();
  });
});

describe('admins', () => {
  it('ADMIN_EMAIL + ADMIN_PASSWORD create the admin at start-up; a restart with the same password changes nothing', async () => {
    const env = { ...deps.env, ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'boss password' };
    await runAccountStartupTasks({ ...deps, env });
    const admin = (await deps.db.models.User.findOne({ where: { email: 'boss@example.com' } }))!;
    expect(admin.isAdmin).toBe(true);
    expect(admin.emailVerified).toBe(true);
    expect(await verifyPassword(admin.passwordHash, 'boss password')).toBe(true);
    await deps.db.models.Session.create({
      id: 'a'.repeat(64),
      userId: admin.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await runAccountStartupTasks({ ...deps, env });
    expect(await deps.db.models.Session.count({ where: { userId: admin.id } })).toBe(1);
  });

  it('attack replay: an address registered first by someone else gets the operator password, loses its sessions and links', async () => {
    const attacker = createCaller(createContextInner(deps));
    const registered = await attacker.auth.register({
      email: 'owner@example.com',
      password: 'attacker pw',
      agreeToTerms: true,
    });
    await deps.db.models.Session.create({
      id: 'b'.repeat(64),
      userId: registered.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await waitForBackgroundEmails();
    expect(await deps.db.models.EmailToken.count({ where: { userId: registered.id, usedAt: null } })).toBeGreaterThan(
      0,
    );
    const lines: string[] = [];
    const log = {
      info: (m: string) => lines.push(m),
      warn: (m: string) => lines.push(m),
      error: (m: string) => lines.push(m),
    };
    await runAccountStartupTasks({
      ...deps,
      log,
      env: { ...deps.env, ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'operator pw' },
    });

    const owner = (await deps.db.models.User.findByPk(registered.id))!;
    expect(owner).toMatchObject({ isAdmin: true, emailVerified: true });
    expect(await verifyPassword(owner.passwordHash, 'operator pw')).toBe(true);
    expect(await verifyPassword(owner.passwordHash, 'attacker pw')).toBe(false);
    expect(await deps.db.models.Session.count({ where: { userId: owner.id } })).toBe(0);
    expect(await deps.db.models.EmailToken.count({ where: { userId: owner.id, usedAt: null } })).toBe(0);
    await expect(attacker.auth.login({ email: 'owner@example.com', password: 'attacker pw' })).rejects.toThrow(
      'Invalid email or password',
    );
    expect(lines.join('\n')).toMatch(/owner@example.com: password set .*every session .* ended; marked verified/);
  });

  it('ADMIN_EMAIL without ADMIN_PASSWORD promotes nobody', async () => {
    const user = await deps.db.models.User.create({ email: 'half@example.com', passwordHash: 'x' });
    const lines: string[] = [];
    const log = {
      info: (m: string) => lines.push(m),
      warn: (m: string) => lines.push(m),
      error: (m: string) => lines.push(m),
    };
    await runAccountStartupTasks({
      ...deps,
      log,
      env: { ...deps.env, ADMIN_EMAIL: 'half@example.com', ADMIN_PASSWORD: undefined },
    });
    expect((await deps.db.models.User.findByPk(user.id))!.isAdmin).toBe(false);
    expect(lines.join()).toContain('ADMIN_PASSWORD is needed');
  });

  it("promote takes only a verified account (its password is its owner's), and demotes it", async () => {
    const unverified = await deps.db.models.User.create({ email: 'squatter@example.com', passwordHash: 'kept' });
    await expect(promoteVerifiedAccount(deps.db, 'squatter@example.com')).rejects.toThrow('has not verified');
    expect((await deps.db.models.User.findByPk(unverified.id))!.isAdmin).toBe(false);
    const user = await deps.db.models.User.create({
      email: 'member@example.com',
      passwordHash: 'kept',
      emailVerified: true,
    });
    expect(await promoteVerifiedAccount(deps.db, 'member@example.com')).toBe('promoted');
    expect(await promoteVerifiedAccount(deps.db, 'member@example.com')).toBe('unchanged');
    expect((await deps.db.models.User.findByPk(user.id))!).toMatchObject({ isAdmin: true, passwordHash: 'kept' });
    expect(await demoteAdmin(deps.db, 'member@example.com')).toBe('demoted');
    expect((await deps.db.models.User.findByPk(user.id))!.isAdmin).toBe(false);
    await expect(promoteVerifiedAccount(deps.db, 'ghost@example.com')).rejects.toThrow('no account');
    expect(await ensureAdminWithPassword(deps.db, 'ghost@example.com', 'ghost pw 1')).toBe('created');
  });
});

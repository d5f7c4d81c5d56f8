import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../src/test/test-db.js';
import { createSequelize } from '../src/db/sequelize.js';
import { verifyPassword } from '../src/server/features/auth/password.js';

const run = promisify(execFile);

describe('npm run admin', () => {
  it('creates (password from stdin), promotes and demotes', async () => {
    const url = await createTestDatabase();
    const env = { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' };
    const tsx = 'node_modules/.bin/tsx';
    const child = run(tsx, ['scripts/admin.ts', 'create', 'root@example.com'], { env });
    child.child.stdin!.end('from stdin pw\n');
    expect((await child).stdout).toContain('root@example.com: created');
    const db = createSequelize(url, { poolMax: 1 });
    const [[row]] = (await db.query("SELECT is_admin, password_hash FROM users WHERE email = 'root@example.com'")) as [
      Array<{ is_admin: boolean; password_hash: string }>,
      unknown,
    ];
    expect(row!.is_admin).toBe(true);
    expect(await verifyPassword(row!.password_hash, 'from stdin pw')).toBe(true);
    expect((await run(tsx, ['scripts/admin.ts', 'demote', 'root@example.com'], { env })).stdout).toContain('demoted');
    expect((await run(tsx, ['scripts/admin.ts', 'promote', 'root@example.com'], { env })).stdout).toContain('promoted');
    // Attack replay: someone registered the address first with their own password; create replaces it.
    await db.query(
      "INSERT INTO users (email, password_hash, created_at, updated_at) VALUES ('owner@example.com', 'attacker hash', now(), now())",
    );
    await expect(run(tsx, ['scripts/admin.ts', 'promote', 'owner@example.com'], { env })).rejects.toThrow(
      /has not verified/,
    );
    const created = await run(tsx, ['scripts/admin.ts', 'create', 'owner@example.com'], {
      env: { ...env, ADMIN_PASSWORD: 'operator pw' },
    });
    expect(created.stdout).toContain('owner@example.com: password set');
    const [[owner]] = (await db.query(
      "SELECT is_admin, email_verified, password_hash FROM users WHERE email = 'owner@example.com'",
    )) as [Array<{ is_admin: boolean; email_verified: boolean; password_hash: string }>, unknown];
    expect(owner).toMatchObject({ is_admin: true, email_verified: true });
    expect(await verifyPassword(owner!.password_hash, 'operator pw')).toBe(true);
    await expect(run(tsx, ['scripts/admin.ts', 'promote', 'nobody@example.com'], { env })).rejects.toThrow(
      /no account/,
    );
    await expect(run(tsx, ['scripts/admin.ts', 'frobnicate', 'x'], { env })).rejects.toThrow(/usage/);
    await db.close();
  }, 180_000);
});

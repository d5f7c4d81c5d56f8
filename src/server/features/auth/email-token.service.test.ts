import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.js';
import { createTestDeps } from '../../../test/test-db.js';
import { consumeEmailToken, issueEmailToken } from './email-token.service.js';
import { hashToken } from './session.js';

let deps: AppDeps;
let userId: number;
beforeAll(async () => {
  deps = await createTestDeps();
  userId = (await deps.db.models.User.create({ email: 'tok@example.com', passwordHash: 'x' })).id;
});

describe('e-mail tokens', () => {
  it('stores only the SHA-256 of a 256-bit token', async () => {
    const token = await issueEmailToken(deps, { userId, purpose: 'verify_email', email: 'tok@example.com' });
    expect(token).toMatch(/^[a-z2-7]{52}$/);
    const row = (await deps.db.models.EmailToken.findOne({ where: { tokenHash: hashToken(token) } }))!;
    expect(row.tokenHash).not.toContain(token);
    expect(await deps.db.models.EmailToken.count({ where: { tokenHash: token } })).toBe(0);
  });

  it('works once', async () => {
    const token = await issueEmailToken(deps, { userId, purpose: 'reset_password', email: 'tok@example.com' });
    expect(await consumeEmailToken(deps, token, ['reset_password'])).toEqual({
      userId,
      purpose: 'reset_password',
      email: 'tok@example.com',
    });
    expect(await consumeEmailToken(deps, token, ['reset_password'])).toBeNull();
  });

  it('works once even when two uses race', async () => {
    const token = await issueEmailToken(deps, { userId, purpose: 'reset_password', email: 'tok@example.com' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => consumeEmailToken(deps, token, ['reset_password'])),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('does not work after expiry (reset links last 1 hour)', async () => {
    const token = await issueEmailToken(deps, { userId, purpose: 'reset_password', email: 'tok@example.com' });
    const row = (await deps.db.models.EmailToken.findOne({ where: { tokenHash: hashToken(token) } }))!;
    const ttl = row.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
    await row.update({ expiresAt: new Date(Date.now() - 1) });
    expect(await consumeEmailToken(deps, token, ['reset_password'])).toBeNull();
  });

  it('gives verification and e-mail-change links 24 hours', async () => {
    for (const purpose of ['verify_email', 'change_email'] as const) {
      const token = await issueEmailToken(deps, { userId, purpose, email: 'tok@example.com' });
      const row = (await deps.db.models.EmailToken.findOne({ where: { tokenHash: hashToken(token) } }))!;
      expect(Math.round((row.expiresAt.getTime() - Date.now()) / 3_600_000)).toBe(24);
    }
  });

  it('voids older tokens of the same purpose only', async () => {
    const change = await issueEmailToken(deps, { userId, purpose: 'change_email', email: 'new@example.com' });
    const older = await issueEmailToken(deps, { userId, purpose: 'verify_email', email: 'tok@example.com' });
    const newer = await issueEmailToken(deps, { userId, purpose: 'verify_email', email: 'tok@example.com' });
    expect(await consumeEmailToken(deps, older, ['verify_email'])).toBeNull();
    expect(await consumeEmailToken(deps, newer, ['verify_email'])).not.toBeNull();
    expect(await consumeEmailToken(deps, change, ['change_email'])).not.toBeNull();
  });

  it('does not accept a token for another purpose', async () => {
    const token = await issueEmailToken(deps, { userId, purpose: 'verify_email', email: 'tok@example.com' });
    expect(await consumeEmailToken(deps, token, ['reset_password'])).toBeNull();
    expect(await consumeEmailToken(deps, 'not-a-token!', ['verify_email'])).toBeNull();
  });
});

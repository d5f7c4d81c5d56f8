import { beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.js';
import { RateLimitedError } from '../../../shared/errors.js';
import { createTestDeps } from '../../../test/test-db.js';
import { consumeRateLimit, pruneRateLimits, resetRateLimit } from './rate-limit.js';

let deps: AppDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

const rule = { name: 'test', limit: 3, windowMs: 60_000 };

describe('Postgres rate limiter', () => {
  it('allows the limit, then throws RateLimitedError with the seconds left', async () => {
    for (let i = 0; i < 3; i++) await consumeRateLimit(deps, rule, 'a');
    const error = await consumeRateLimit(deps, rule, 'a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBeGreaterThan(55);
    expect((error as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((error as RateLimitedError).message).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('counts atomically under concurrency (as with several web processes)', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => consumeRateLimit(deps, { ...rule, limit: 5 }, 'burst')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });

  it('keys are case-insensitive and separate per subject; reset forgets a subject', async () => {
    for (let i = 0; i < 3; i++) await consumeRateLimit(deps, rule, 'Me@Example.com');
    await expect(consumeRateLimit(deps, rule, 'me@example.com')).rejects.toBeInstanceOf(RateLimitedError);
    await expect(consumeRateLimit(deps, rule, 'other@example.com')).resolves.toBeUndefined();
    await resetRateLimit(deps, rule, 'ME@example.com');
    await expect(consumeRateLimit(deps, rule, 'me@example.com')).resolves.toBeUndefined();
  });

  it('starts a new window once the old one ended, and prunes ended windows', async () => {
    const short = { name: 'short', limit: 1, windowMs: 50 };
    await consumeRateLimit(deps, short, 'x');
    await expect(consumeRateLimit(deps, short, 'x')).rejects.toBeInstanceOf(RateLimitedError);
    await new Promise((r) => setTimeout(r, 80));
    await expect(consumeRateLimit(deps, short, 'x')).resolves.toBeUndefined();
    await new Promise((r) => setTimeout(r, 80));
    await pruneRateLimits(deps);
    const [rows] = await deps.db.query("SELECT key FROM rate_limits WHERE key LIKE 'short:%'");
    expect(rows).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

describe('loadEnv', () => {
  it('gives the defaults of a single-machine start', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./.data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SCRAPER_ALLOW_PRIVATE_NETWORKS).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ ADMIN_EMAIL: 'nobody' }, 'ADMIN_EMAIL'],
    [{ WORKER_CONCURRENCY: '0' }, 'WORKER_CONCURRENCY'],
    [{ DATABASE_POOL_MAX: '2' }, 'DATABASE_POOL_MAX'],
    [{ DATABASE_SSL: '/no/such/ca.pem' }, 'DATABASE_SSL'],
  ])('names the variable when %o is invalid', (source, name) => {
    expect(() => loadEnv(source)).toThrow(new RegExp(`Invalid environment variable ${name}:`));
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses to guess in production: DATABASE_URL is required, the embedded database stays the default elsewhere', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /^Missing environment variable DATABASE_URL: required when NODE_ENV=production/,
    );
    expect(loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/perround' }).DATABASE_POOL_MAX).toBe(
      10,
    );
    expect(loadEnv({ DATABASE_SSL: 'no-verify' }).DATABASE_SSL).toBe('no-verify');
  });
});

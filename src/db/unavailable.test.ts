import { ConnectionAcquireTimeoutError, DatabaseError } from 'sequelize';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

describe('isDatabaseUnavailable', () => {
  it('recognises a frozen or unreachable server however the driver reports it', () => {
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new ConnectionAcquireTimeoutError(new Error('Operation timeout')))).toBe(true);
    const wrapped = new DatabaseError(
      Object.assign(new Error('canceling statement due to statement timeout'), {
        code: '57014',
        sql: 'SELECT 1',
        parameters: {},
      }) as never,
    );
    expect(isDatabaseUnavailable(new Error('procedure failed', { cause: wrapped }))).toBe(true);
  });

  it('leaves every other failure a 500', () => {
    expect(isDatabaseUnavailable(new Error('duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

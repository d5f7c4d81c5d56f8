import { afterEach, describe, expect, it } from 'vitest';
import {
  bindPendingIntent,
  PENDING_INTENT_TTL_MS,
  savePendingIntent,
  takePendingIntent,
  type PendingIntent,
} from './pending-intent';

const WATCH: PendingIntent = {
  kind: 'watch',
  productId: 7,
  name: 'CCI Blazer Brass 9mm',
  rule: { anyDrop: false, targetPricePerRoundCents: 28, targetPriceCents: null, dropPercent: null, backInStock: false },
};

afterEach(() => localStorage.clear());

describe('the pending alert of a visitor', () => {
  it('waits for the account that signed up after it, and is handed over once', () => {
    savePendingIntent(WATCH, null);
    expect(localStorage.getItem('perround.pendingAlert')).toContain('CCI Blazer Brass');
    expect(takePendingIntent('shooter@example.com')).toBeNull(); // not bound yet: nobody signed up after it
    bindPendingIntent('Shooter@Example.com');
    bindPendingIntent('someone.else@example.com'); // already bound: a later sign-in does not take it over
    expect(takePendingIntent('someone.else@example.com')).toBeNull();
    expect(takePendingIntent('shooter@example.com')).toEqual(WATCH);
    expect(takePendingIntent('shooter@example.com')).toBeNull();
    expect(localStorage.getItem('perround.pendingAlert')).toBeNull();
  });

  it('an unverified account keeps it under its own e-mail', () => {
    savePendingIntent(WATCH, 'una@example.com');
    expect(takePendingIntent('una@example.com')).toEqual(WATCH);
  });

  it('expires, and ignores garbage in storage', () => {
    const now = Date.now();
    savePendingIntent(WATCH, 'a@example.com', now - PENDING_INTENT_TTL_MS - 1);
    expect(takePendingIntent('a@example.com', now)).toBeNull();
    expect(localStorage.getItem('perround.pendingAlert')).toBeNull(); // the expired one is dropped
    localStorage.setItem('perround.pendingAlert', '{not json');
    expect(takePendingIntent('a@example.com')).toBeNull();
  });
});

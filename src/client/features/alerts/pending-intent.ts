import type { SearchAlertFields } from './search-alert';
import type { WatchRule } from '../../../shared/schemas/alerts';

/**
 * What a visitor (or an unverified account) asked to be alerted about, kept in this browser until the account can
 * have it: created automatically once the signed-in user is verified. localStorage, not sessionStorage, because
 * the verification link usually opens in a new tab. The intent is bound to the e-mail that signed up or signed in
 * right after it, so someone else signing in later on a shared computer does not inherit it; it expires.
 */
export type PendingIntent =
  | { kind: 'watch'; productId: number; name: string; rule: WatchRule }
  | { kind: 'search'; name: string; query: string; alert: SearchAlertFields };

interface Stored {
  intent: PendingIntent;
  email: string | null;
  savedAt: number;
}

const KEY = 'perround.pendingAlert';
/** The verification link lives 24 hours; a day more for the person to come back. */
export const PENDING_INTENT_TTL_MS = 48 * 60 * 60 * 1000;

function read(now: number): Stored | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
    if (!stored || typeof stored.savedAt !== 'number' || now - stored.savedAt > PENDING_INTENT_TTL_MS) return null;
    return stored;
  } catch {
    return null; // storage refused (private mode) or garbage: no intent
  }
}

function write(stored: Stored | null) {
  try {
    if (stored) localStorage.setItem(KEY, JSON.stringify(stored));
    else localStorage.removeItem(KEY);
  } catch {
    // storage refused: the intent is simply not kept
  }
}

/** Keeps the intent; `email` is the signed-in (unverified) account, or null for a visitor. */
export function savePendingIntent(intent: PendingIntent, email: string | null, now = Date.now()) {
  write({ intent, email: email?.toLowerCase() ?? null, savedAt: now });
}

/** After a sign-up or sign-in: a visitor's intent now belongs to that account. */
export function bindPendingIntent(email: string, now = Date.now()) {
  const stored = read(now);
  if (stored && stored.email === null) write({ ...stored, email: email.toLowerCase() });
}

/** The intent of this verified account, removed from storage so it is created once. */
export function takePendingIntent(email: string, now = Date.now()): PendingIntent | null {
  const stored = read(now);
  if (!stored) {
    write(null);
    return null;
  }
  if (stored.email !== email.toLowerCase()) return null;
  write(null);
  return stored.intent;
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sqlRows } from '../../../db/sql.js';
import type { AppDeps } from '../../deps.js';

/** What an unsubscribe link stops: one watch, one saved search, or every alert of the user. */
export type UnsubscribeTarget =
  | { kind: 'watch'; userId: number; id: number }
  | { kind: 'search'; userId: number; id: number }
  | { kind: 'all'; userId: number };

const KINDS = { w: 'watch', s: 'search', a: 'all' } as const;
const TOKEN = /^([wsa])\.([1-9][0-9]{0,9})\.([0-9]{1,10})\.([A-Za-z0-9_-]{43})$/;
const keys = new WeakMap<AppDeps['env'], Promise<string>>();

/**
 * The HMAC key: APP_SECRET, else one random key per database (created once, shared by every process). A link
 * carries no session: its signature is the permission, so it works from any mail client without signing in.
 */
function signingKey(deps: AppDeps): Promise<string> {
  if (deps.env.APP_SECRET) return Promise.resolve(deps.env.APP_SECRET);
  let key = keys.get(deps.env);
  if (!key) {
    key = (async () => {
      await sqlRows(
        deps.db,
        `INSERT INTO app_secrets (name, secret) VALUES ('unsubscribe', $1) ON CONFLICT (name) DO NOTHING`,
        [randomBytes(32).toString('base64url')],
      );
      const [row] = await sqlRows<{ secret: string }>(
        deps.db,
        `SELECT secret FROM app_secrets WHERE name = 'unsubscribe'`,
      );
      return row!.secret;
    })();
    key.catch(() => keys.delete(deps.env));
    keys.set(deps.env, key);
  }
  return key;
}

function payloadOf(target: UnsubscribeTarget) {
  return `${target.kind[0]}.${target.userId}.${target.kind === 'all' ? 0 : target.id}`;
}

async function sign(deps: AppDeps, payload: string) {
  return createHmac('sha256', await signingKey(deps))
    .update(`unsubscribe:${payload}`)
    .digest('base64url');
}

export async function unsubscribeToken(deps: AppDeps, target: UnsubscribeTarget): Promise<string> {
  const payload = payloadOf(target);
  return `${payload}.${await sign(deps, payload)}`;
}

/** The target of a well-formed token with a valid signature, else null (never an exception). */
export async function readUnsubscribeToken(deps: AppDeps, token: unknown): Promise<UnsubscribeTarget | null> {
  const m = typeof token === 'string' ? TOKEN.exec(token) : null;
  if (!m) return null;
  const [, k, user, id, signature] = m;
  const payload = `${k}.${user}.${id}`;
  const expected = Buffer.from(await sign(deps, payload));
  if (!timingSafeEqual(expected, Buffer.from(signature!))) return null;
  const kind = KINDS[k as keyof typeof KINDS];
  const userId = Number(user);
  return kind === 'all' ? { kind, userId } : { kind, userId, id: Number(id) };
}

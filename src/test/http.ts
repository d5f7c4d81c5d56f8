import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** What a same-site browser sends with a state-changing call (the CSRF guard wants both). */
export const SAME_SITE = { origin: 'http://localhost:3000', 'content-type': 'application/json' };

/** The session cookie (name=value) a response set, or null. */
export function sessionCookieFrom(res: LightMyRequestResponse): string | null {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [String(header)] : [];
  const found = list.find((c) => /^(__Host-)?perround_session=[^;]+/.test(c));
  return found ? found.split(';')[0]! : null;
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  cookie?: string,
  method: 'POST' | 'DELETE' = 'POST',
) {
  return app.inject({
    method,
    url,
    payload: JSON.stringify(payload),
    headers: { ...SAME_SITE, ...(cookie ? { cookie } : {}) },
  });
}

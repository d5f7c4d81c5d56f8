import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { escapeHtml } from '../../email/templates/layout.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';
import { describeTarget, unsubscribe } from './unsubscribe.service.js';

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)} · PerRound</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:560px;margin:40px auto;padding:0 16px">` +
        `<h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}<p><a href="/">PerRound</a></p></body></html>`,
    );
}

const INVALID = '<p>This unsubscribe link is not valid. Sign in to change your alerts.</p>';

/**
 * GET /unsubscribe?token=…: a confirmation page with one button (a GET never changes anything: mail scanners
 * follow links). POST /unsubscribe?token=…: the unsubscribe itself, from that button or from a mail client's
 * one-click (RFC 8058: List-Unsubscribe-Post, a form body, no Origin, no cookie). The signed token is the only
 * permission, so this route is exempt from the JSON/Origin rule of state-changing requests (csrf.ts).
 */
export async function registerUnsubscribeRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    // the body is never read (the token is in the URL): whatever a mail client sends is accepted
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => done(null, body));
    scope.get<{ Querystring: { token?: string } }>('/unsubscribe', async (req, reply) => {
      const target = await readUnsubscribeToken(deps, req.query.token);
      const what = target && (await describeTarget(deps, target));
      if (!target) return page(reply, 400, 'Link not valid', INVALID);
      if (!what) return page(reply, 200, 'Already unsubscribed', '<p>There is nothing left to unsubscribe from.</p>');
      const action = `/unsubscribe?token=${encodeURIComponent(req.query.token!)}`;
      return page(
        reply,
        200,
        'Unsubscribe',
        `<p>Stop ${escapeHtml(what)}?</p><form method="post" action="${escapeHtml(action)}">` +
          `<button type="submit">Unsubscribe</button></form>`,
      );
    });
    scope.post<{ Querystring: { token?: string } }>(
      '/unsubscribe',
      { config: { tokenAuthorized: true } },
      async (req, reply) => {
        const target = await readUnsubscribeToken(deps, req.query.token);
        if (!target) return page(reply, 400, 'Link not valid', INVALID);
        const what = (await describeTarget(deps, target)) ?? 'these alerts';
        await unsubscribe(deps, target);
        return page(reply, 200, 'Unsubscribed', `<p>Done: no more ${escapeHtml(what)}.</p>`);
      },
    );
  });
}

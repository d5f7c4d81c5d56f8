import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { AppDeps } from '../deps.js';
import type { RenderedEmail } from './templates/layout.js';

export type SendResult =
  { status: 'sent'; messageId: string } | { status: 'written'; file: string } | { status: 'error'; error: string };

/**
 * SMTP_URL set: real delivery over SMTP. Unset: each message becomes an .eml file in DATA_DIR/outbox and the
 * log names the file (never the link: it carries a token), so the embedded default works without a mail server.
 */
const transports = new WeakMap<AppDeps['env'], Transporter>();

/** nodemailer is imported on the first delivery: only the worker delivers, a web process only queues (0360). */
async function transportFor(deps: AppDeps): Promise<Transporter> {
  let transport = transports.get(deps.env);
  if (!transport) {
    const { default: nodemailer } = await import('nodemailer');
    transport = deps.env.SMTP_URL
      ? nodemailer.createTransport(deps.env.SMTP_URL)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    transports.set(deps.env, transport);
  }
  return transport;
}

export async function sendEmail(deps: AppDeps, to: string, email: RenderedEmail): Promise<SendResult> {
  try {
    const transport = await transportFor(deps);
    const info = await transport.sendMail({
      from: deps.env.MAIL_FROM,
      to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(email.headers ? { headers: email.headers } : {}),
    });
    if (deps.env.SMTP_URL) return { status: 'sent', messageId: String(info.messageId) };
    const dir = path.resolve(deps.env.DATA_DIR, 'outbox');
    await mkdir(dir, { recursive: true });
    const file = path.join(
      dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
    );
    await writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
    deps.log.info(`email "${email.subject}" to ${to} written to ${file}`);
    return { status: 'written', file };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.error(`email "${email.subject}" to ${to} failed: ${message}`);
    return { status: 'error', error: message };
  }
}

/** A link into the site built from APP_URL (respecting a base path), e.g. /verify-email?token=... */
export function appLink(deps: AppDeps, pathname: string, params: Record<string, string> = {}) {
  const base = new URL(deps.env.APP_URL);
  const url = new URL(base.pathname.replace(/\/$/, '') + pathname, base.origin);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

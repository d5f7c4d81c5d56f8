import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  /** The raw message with quoted-printable soft breaks and escapes undone (enough to read text and links). */
  body: string;
  raw: string;
}

/**
 * A real SMTP server on loopback for tests: messages sent by nodemailer arrive here over SMTP and are kept
 * in memory. waitFor() resolves when a matching message arrives.
 */
export async function startTestSmtpServer(listenPort = 0) {
  const messages: ReceivedEmail[] = [];
  const waiters: Array<{ match: (m: ReceivedEmail) => boolean; resolve: (m: ReceivedEmail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const message: ReceivedEmail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: decodeSubject(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? ''),
          body: decodeQuotedPrintable(raw),
          raw,
        };
        messages.push(message);
        for (const w of [...waiters]) {
          if (w.match(message)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(message);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Resolves with the first message (already received or future) to `to` whose subject contains `subject`. */
    waitFor(to: string, subject: string, timeoutMs = 15_000): Promise<ReceivedEmail> {
      const match = (m: ReceivedEmail) =>
        m.to.includes(to.toLowerCase()) && m.subject.includes(subject) && !taken.has(m);
      const found = messages.find(match);
      if (found) {
        taken.add(found);
        return Promise.resolve(found);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no email to ${to} with subject '${subject}' within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            taken.add(m);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
const taken = new WeakSet<ReceivedEmail>();

/** The first link in the message whose path starts with `pathname` (e.g. /verify-email). */
export function extractLink(message: ReceivedEmail, pathname: string): string {
  const re = new RegExp(`https?://[^\\s"<>]*${pathname.replace(/[/-]/g, (c) => `\\${c}`)}\\?token=[a-z2-7]+`);
  const match = re.exec(message.body);
  if (!match) throw new Error(`no ${pathname} link in the email '${message.subject}'`);
  return match[0];
}

function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function decodeSubject(value: string) {
  const unfolded = value.replace(/\r?\n[ \t]/g, ' ');
  return unfolded.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

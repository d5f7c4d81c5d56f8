import pino from 'pino';

/** Query parameters whose value is a secret (e-mail links carry `token`). */
const SECRET_PARAM = /^(token|code|key|secret|password|signature|session)$/i;
/** A run of our token alphabet long enough to be a session or e-mail token, wherever it sits in a URL. */
const TOKEN_LIKE = /[a-z2-7]{32,}/g;

/** A URL fit for a log line: secret query values and anything shaped like a token become `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query =
    q < 0
      ? ''
      : '?' +
        url
          .slice(q + 1)
          .split('&')
          .map((pair) => {
            const name = pair.split('=', 1)[0] ?? '';
            return SECRET_PARAM.test(safeDecode(name)) ? `${name}=[redacted]` : pair;
          })
          .join('&');
  return (path + query).replace(TOKEN_LIKE, '[redacted]');
}

function safeDecode(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
}

/**
 * Errors as logged: type, message, stack, code and cause only. A Sequelize or pg error also carries the SQL
 * (with replacements inlined), its bind parameters and a `detail` naming row values; none of that may reach a log.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code } = error as { code?: unknown };
  const cause = (error as { cause?: unknown; original?: unknown }).cause ?? (error as { original?: unknown }).original;
  return {
    type: error.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(typeof code === 'string' ? { code } : {}),
    ...(cause !== undefined && cause !== error && depth < 3 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}

/** The request as logged by Fastify: no headers, the URL without secrets. */
export function serializeRequest(req: { method: string; url: string; ip?: string }) {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
}

export const LOG_SERIALIZERS = { err: serializeError, error: serializeError, req: serializeRequest };

/**
 * Standard output, written synchronously. Pino's default stream writes asynchronously, 16 KB per turn of the event
 * loop: under load the web logged faster than that and the backlog grew in its heap until it ran out of memory
 * (decision 0361). A synchronous write costs a few microseconds per line, and a slow reader of stdout slows the
 * process instead of filling its memory. Both the process's logger and Fastify's request logger use it.
 */
export function stdoutDestination() {
  return pino.destination({ dest: 1, sync: true });
}

export function createLogger(level: string, name: string) {
  return pino(
    {
      level,
      name,
      redact: ['password', 'token', 'passwordHash', '*.password', '*.token'],
      serializers: LOG_SERIALIZERS,
    },
    stdoutDestination(),
  );
}

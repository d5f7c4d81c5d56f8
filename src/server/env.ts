import { accessSync, constants } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The one place that reads process.env (web, worker, scripts). Parsed once at start-up; a bad value stops
 * the process with a message naming the variable.
 */
const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * TRUST_PROXY: how many proxies stand in front (`1` = one router: the client is the address it saw), or which
 * proxy addresses to trust (`10.0.0.0/8,loopback`). Never "trust any X-Forwarded-For": that lets a client pick
 * its own address and so escape every per-address limit.
 */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): false | number | string[] => {
    const v = raw?.trim() ?? '';
    if (v === '' || v === '0' || v === 'false') return false;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    const entries = v
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.find((e) => !PROXY_NAMES.has(e) && !isProxyAddress(e));
    if (bad !== undefined || entries.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count (1 = one proxy in front) or a comma list of proxy addresses/CIDRs, not '${bad ?? v}'`,
      });
      return z.NEVER;
    }
    return entries;
  });

function isProxyAddress(entry: string) {
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATABASE_POOL_MAX: z.coerce.number().int().min(4, 'must be at least 4').max(1000).default(10),
  DATABASE_SSL: optionalString.pipe(
    z
      .string()
      .refine(
        (v) => ['disable', 'require', 'no-verify'].includes(v) || readable(v),
        'must be require, no-verify, disable or the path of a readable CA certificate file',
      )
      .optional(),
  ),
  DATA_DIR: z.string().default('./.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
  APP_URL: z.url().default('http://localhost:3000'),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('PerRound <no-reply@perround.ca>'),
  SUPPORT_EMAIL: z.email().default('support@perround.ca'),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(6, 'must be at least 6 characters').optional()),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** Signs unsubscribe links (HMAC); unset: a random key kept in the database (app_secrets) is used. */
  APP_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Hour (America/Toronto) the daily alert digests are sent. */
  ALERT_DIGEST_HOUR: z.coerce.number().int().min(0, 'must be 0 to 23').max(23, 'must be 0 to 23').default(7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds between two memory lines in the log (process.memoryUsage()); 0: none. */
  MEMORY_LOG_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
  TRUST_PROXY: trustProxy,
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  SCHEDULER_ENABLED: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  SCRAPER_ALLOW_PRIVATE_NETWORKS: booleanFlag,
  SCRAPER_MIN_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  SCRAPER_USER_AGENT: z
    .string()
    .default('PerRoundBot/1.0 (+https://perround.ca/bot; price comparison for Canadian shooters)'),
  SEED_RETAILERS: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
});

function readable(file: string) {
  try {
    accessSync(file, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  // Production never guesses where its data lives: an embedded database on a dyno's disk is lost on restart.
  if (parsed.success && parsed.data.NODE_ENV === 'production' && !parsed.data.DATABASE_URL) {
    throw new EnvError(
      'Missing environment variable DATABASE_URL: required when NODE_ENV=production (the embedded PostgreSQL is for development and the demo)',
    );
  }
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new EnvError(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
}

import { readFileSync } from 'node:fs';
import pg from 'pg';

const SSL_PARAMS = ['ssl', 'sslmode', 'sslrootcert', 'sslcert', 'sslkey', 'uselibpqcompat'];

/**
 * TLS to an external PostgreSQL for every connection of the process: Sequelize (which ignores a URL's
 * sslmode), pg-boss and our own pg clients all fall back to pg.defaults.ssl, so it is set here once, and the
 * URL's own ssl parameters are removed (node-postgres would let them override it; its `sslmode=require`
 * verifies the certificate, which fails on providers with their own CA). DATABASE_SSL: `require` (verified
 * against the system's CAs), `no-verify` (encrypted, certificate not checked), a CA file (verified against it),
 * `disable`; unset, the URL's sslmode decides the same way.
 */
export function applyDatabaseSsl(databaseUrl: string, setting: string | undefined) {
  const url = new URL(databaseUrl);
  const mode = setting ?? fromUrl(url);
  for (const param of SSL_PARAMS) url.searchParams.delete(param);
  pg.defaults.ssl = sslOption(mode);
  return url.toString();
}

function fromUrl(url: URL) {
  const mode = url.searchParams.get('sslmode') ?? (url.searchParams.get('ssl') === 'true' ? 'require' : undefined);
  const ca = url.searchParams.get('sslrootcert');
  if (mode === 'no-verify') return 'no-verify';
  if (mode && mode !== 'disable' && mode !== 'allow' && mode !== 'prefer') return ca ?? 'require';
  return 'disable';
}

function sslOption(mode: string): pg.ClientConfig['ssl'] {
  if (mode === 'disable') return false;
  if (mode === 'require') return true;
  if (mode === 'no-verify') return { rejectUnauthorized: false };
  return { ca: readFileSync(mode, 'utf8') };
}

import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { FatalScrapeError, RetryableScrapeError } from '../errors.js';
import { classifyParsed, type AddressVerdict } from './ssrf-ranges.js';

/**
 * SSRF guard: which resolved addresses the scraper may connect to (ranges in ssrf-ranges.ts). Loopback and private
 * ranges only when the deployment allows them (tests and the local sandbox); the rest of the special-purpose space
 * never.
 */
export type { AddressVerdict } from './ssrf-ranges.js';

/** Classifies one IP literal (either family; zone ids and IPv4-mapped forms included). */
export function classifyAddress(address: string): AddressVerdict {
  const literal = address.replace(/%.*$/, '');
  const family = isIP(literal);
  if (family === 0) return 'blocked';
  // WHATWG URL canonicalisation (hex groups only): ipaddr.js reads ::a.b.c.d as if it were ::ffff:a.b.c.d.
  const canonical = family === 6 ? new URL(`http://[${literal}]/`).hostname.slice(1, -1) : literal;
  return ipaddr.isValid(canonical) ? classifyParsed(ipaddr.parse(canonical)) : 'blocked';
}

export function isAddressAllowed(address: string, allowPrivateNetworks: boolean): boolean {
  const verdict = classifyAddress(address);
  return verdict === 'public' || (verdict === 'private' && allowPrivateNetworks);
}

export interface ResolvedTarget {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Resolves a host and checks every address it resolves to (a name pointing at both a public and a private address
 * is refused: which one the OS picks is not ours to decide). Returns the first address, which the caller then
 * connects to directly so a second DNS answer cannot swap it (no rebinding).
 */
export async function resolveAllowedTarget(
  hostname: string,
  allowPrivateNetworks: boolean,
  url: string,
  resolver: Resolver = systemResolver,
): Promise<ResolvedTarget> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await resolver(host);
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'ENOTFOUND' || code === 'ENODATA') {
        throw new FatalScrapeError(`Host not found: ${host}`, { code: 'network', url, cause: e });
      }
      throw new RetryableScrapeError(`DNS lookup failed for ${host}: ${code ?? 'error'}`, {
        code: 'network',
        url,
        cause: e,
      });
    }
  }
  if (addresses.length === 0) throw new FatalScrapeError(`Host not found: ${host}`, { code: 'network', url });
  for (const a of addresses) {
    if (!isAddressAllowed(a.address, allowPrivateNetworks)) {
      // The address itself is not echoed: the text reaches the admin screen and must not map the inside network.
      throw new FatalScrapeError(`Refused to connect to ${host}: not a public address`, { code: 'ssrf_refused', url });
    }
  }
  const first = addresses[0];
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

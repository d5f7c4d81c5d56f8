import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { FatalScrapeError, RetryableScrapeError } from '../errors.js';

/**
 * SSRF guard: which resolved addresses the scraper may connect to. Link-local and cloud metadata addresses are
 * refused always (they are how a hostile redirect reaches instance credentials); loopback and private ranges only
 * when the deployment allows them (tests and the local sandbox).
 */
const alwaysBlocked = new BlockList();
alwaysBlocked.addAddress('169.254.169.254', 'ipv4');
alwaysBlocked.addAddress('fd00:ec2::254', 'ipv6');
alwaysBlocked.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local
alwaysBlocked.addSubnet('0.0.0.0', 8, 'ipv4'); // "this network" / unspecified
alwaysBlocked.addSubnet('224.0.0.0', 4, 'ipv4'); // multicast
alwaysBlocked.addSubnet('240.0.0.0', 4, 'ipv4'); // reserved + broadcast
alwaysBlocked.addSubnet('fe80::', 10, 'ipv6'); // link-local
alwaysBlocked.addSubnet('ff00::', 8, 'ipv6'); // multicast
alwaysBlocked.addAddress('::', 'ipv6'); // unspecified

const privateRanges = new BlockList();
privateRanges.addSubnet('127.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('10.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('172.16.0.0', 12, 'ipv4');
privateRanges.addSubnet('192.168.0.0', 16, 'ipv4');
privateRanges.addSubnet('100.64.0.0', 10, 'ipv4'); // carrier-grade NAT
privateRanges.addSubnet('192.0.0.0', 24, 'ipv4'); // IETF protocol assignments
privateRanges.addSubnet('198.18.0.0', 15, 'ipv4'); // benchmarking
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6'); // unique local

export type AddressVerdict = 'public' | 'private' | 'blocked';

/** Classifies one IP literal. IPv4-mapped/compatible IPv6 addresses are judged by their IPv4 part. */
export function classifyAddress(address: string): AddressVerdict {
  const family = isIP(address);
  if (family === 0) return 'blocked';
  if (family === 6) {
    const mapped = /^::(?:ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
    if (mapped) return classifyAddress(mapped[1]);
    const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
    if (hexMapped) {
      const hi = parseInt(hexMapped[1], 16);
      const lo = parseInt(hexMapped[2], 16);
      return classifyAddress(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
    }
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (alwaysBlocked.check(address, type)) return 'blocked';
  if (privateRanges.check(address, type)) return 'private';
  return 'public';
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
      throw new RetryableScrapeError(`DNS lookup failed for ${host}: ${code ?? 'error'}`, { code: 'network', url, cause: e });
    }
  }
  if (addresses.length === 0) throw new FatalScrapeError(`Host not found: ${host}`, { code: 'network', url });
  for (const a of addresses) {
    if (!isAddressAllowed(a.address, allowPrivateNetworks)) {
      throw new FatalScrapeError(`Refused to connect to ${host} (${a.address}): address not allowed`, { code: 'ssrf_refused', url });
    }
  }
  const first = addresses[0];
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

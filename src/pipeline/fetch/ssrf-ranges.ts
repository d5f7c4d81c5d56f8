import ipaddr from 'ipaddr.js';

/**
 * Which special-purpose ranges (ipaddr.js's maintained list, RFC 6890 and successors) the scraper may reach.
 * Only plain global unicast is public. Loopback, RFC 1918, carrier-grade NAT and IPv6 unique-local are "private"
 * (allowed for tests and the local sandbox). Everything else is refused always: link-local and metadata,
 * documentation (192.0.2/24, 198.51.100/24, 203.0.113/24, 2001:db8::/32), benchmarking, reserved, multicast, and
 * every IPv6 form that embeds or translates to an IPv4 address we cannot vouch for (NAT64 64:ff9b::/96, 6to4
 * 2002::/16, Teredo, IPv4-compatible ::a.b.c.d), plus deprecated site-local fec0::/10.
 */
export type AddressVerdict = 'public' | 'private' | 'blocked';

const PRIVATE_V4 = new Set(['loopback', 'private', 'carrierGradeNat']);
const PRIVATE_V6 = new Set(['loopback', 'uniqueLocal']);
/** Cloud metadata endpoints that sit inside an otherwise "private" range. */
const METADATA = ['fd00:ec2::254'];
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

export function classifyParsed(address: ipaddr.IPv4 | ipaddr.IPv6): AddressVerdict {
  if (address.kind() === 'ipv4') {
    const range = address.range();
    if (range === 'unicast') return 'public';
    return PRIVATE_V4.has(range) ? 'private' : 'blocked';
  }
  const v6 = address as ipaddr.IPv6;
  // ::ffff:a.b.c.d is the IPv4 host itself (the OS connects to it over IPv4): judge that.
  if (v6.isIPv4MappedAddress()) return classifyParsed(v6.toIPv4Address());
  if (METADATA.some((m) => ipaddr.parse(m).toNormalizedString() === v6.toNormalizedString())) return 'blocked';
  const range = v6.range();
  if (PRIVATE_V6.has(range)) return 'private';
  // 'unicast' is ipaddr's "none of the special ranges", which also covers ::a.b.c.d and the unassigned space.
  return range === 'unicast' && v6.match(GLOBAL_UNICAST_V6) ? 'public' : 'blocked';
}

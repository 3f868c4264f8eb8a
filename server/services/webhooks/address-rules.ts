import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which IP addresses a webhook may reach: public unicast addresses only, as ipaddr.js classifies them (its
 * `range()` is `unicast` for nothing else). Everything with a special purpose is refused, among them loopback,
 * private and unique-local networks, link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254), CGNAT,
 * multicast, reserved and documentation ranges, 192.88.99.0/24 (6to4 relays), and every IPv6 form that carries
 * an IPv4 address (IPv4-compatible ::/96, IPv4-mapped ::ffff:0:0/96, IPv4-translated ::ffff:0:0:0/96, NAT64,
 * 6to4, Teredo): a receiver has a plain address.
 */
export type BlockedReason = string;

/**
 * IPv6 ranges that embed an IPv4 address, refused by name whatever ipaddr.js answers: it calls most of ::/96
 * (the deprecated IPv4-compatible form, `[::127.0.0.1]` is `::7f00:1`) plain unicast, and a system that still
 * routes it reaches the embedded IPv4 address.
 */
const embeddedIpv4Ranges: [name: string, range: [ipaddr.IPv6, number]][] = [
  ['ipv4Compatible', ipaddr.IPv6.parseCIDR('::/96')],
  ['ipv4Mapped', ipaddr.IPv6.parseCIDR('::ffff:0:0/96')],
  ['rfc6145', ipaddr.IPv6.parseCIDR('::ffff:0:0:0/96')],
];

/** The special-purpose range an address is in (ipaddr.js' name for it), or null when it is public unicast. */
export function blockedReason(address: string): BlockedReason | null {
  // node:net decides what is an address at all (it refuses the shorthand forms some parsers accept).
  if (!isIP(address.split('%')[0])) return 'invalid';
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  if (range !== 'unicast') return range;
  if (parsed.kind() === 'ipv6') {
    const embedded = embeddedIpv4Ranges.find(([, cidr]) => (parsed as ipaddr.IPv6).match(cidr));
    if (embedded) return embedded[0];
  }
  return null;
}

export const isPublicAddress = (address: string) => blockedReason(address) === null;

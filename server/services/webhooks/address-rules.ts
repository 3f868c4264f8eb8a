import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which IP addresses a webhook may reach: public unicast addresses only, as ipaddr.js classifies them (its
 * `range()` is `unicast` for nothing else). Everything with a special purpose is refused, among them loopback,
 * private and unique-local networks, link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254), CGNAT,
 * multicast, reserved and documentation ranges, 192.88.99.0/24 (6to4 relays), and every IPv6 form that carries
 * an IPv4 address (IPv4-mapped ::ffff:0:0/96, NAT64, 6to4, Teredo): a receiver has a plain address.
 */
export type BlockedReason = string;

/** The special-purpose range an address is in (ipaddr.js' name for it), or null when it is public unicast. */
export function blockedReason(address: string): BlockedReason | null {
  // node:net decides what is an address at all (it refuses the shorthand forms some parsers accept).
  if (!isIP(address.split('%')[0])) return 'invalid';
  const range = ipaddr.parse(address).range();
  return range === 'unicast' ? null : range;
}

export const isPublicAddress = (address: string) => blockedReason(address) === null;

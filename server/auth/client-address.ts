import ipaddr from 'ipaddr.js';
import { config } from '../config';

/**
 * The client's address, for limits per address: the entry of X-Forwarded-For that FORWARDED_FOR_HOPS names,
 * counted from the right (1, the default, is the last one: the peer `next start` itself records when the
 * header is absent, or the client as the one proxy in front appended it). IPv4-mapped IPv6 addresses count as
 * their IPv4 address, and an IPv6 client as its /64 network, since one host commonly holds a whole /64.
 * Null when there is no usable address.
 */
export function clientAddress(req: Request, hops = config.FORWARDED_FOR_HOPS): string | null {
  const header = req.headers.get('x-forwarded-for');
  if (!header) return null;
  const entries = header.split(',').map((s) => s.trim()).filter(Boolean);
  const entry = entries[entries.length - hops];
  if (!entry || entry.length > 64 || !ipaddr.isValid(entry)) return null;
  let addr = ipaddr.parse(entry);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
  if (addr.kind() === 'ipv4') return addr.toString();
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}

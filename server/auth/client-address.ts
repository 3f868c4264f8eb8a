import ipaddr from 'ipaddr.js';
import { config, onVercel, type Config } from '../config';
import { peerAddressOf } from './peer-address';

/**
 * The client's address, for limits per address. By default it is the address of the connection itself (see
 * peer-address.ts): a client that reaches the app directly cannot choose it by sending X-Forwarded-For. Only
 * proxies the operator declares are believed: the chain is X-Forwarded-For's entries followed by the connection's
 * address, and from its right end TRUSTED_PROXY_HOPS entries are passed over, then any entry within
 * TRUSTED_PROXIES; the next one is the client. On Vercel, whose edge replaces the header a client sends, the
 * address is Vercel's `x-real-ip`.
 *
 * IPv4-mapped IPv6 addresses count as their IPv4 address, and an IPv6 client as its /64 network, since one host
 * commonly holds a whole /64. Null when there is no usable address.
 */
export function clientAddress(req: Request, c: Config = config): string | null {
  if (onVercel(c)) return normalised(req.headers.get('x-real-ip'));
  const forwarded = (req.headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const chain = [...forwarded, peerAddressOf(req)];
  const ranges = trustedRanges(c);
  let i = chain.length - 1;
  for (let hops = trustedHops(c); i > 0 && (hops > 0 || withinRanges(chain[i], ranges)); hops--) i--;
  return normalised(chain[i]);
}

/** How many proxies in front append to X-Forwarded-For (FORWARDED_FOR_HOPS is the setting's former name). */
export function trustedHops(c: Config = config): number {
  return c.TRUSTED_PROXY_HOPS ?? c.FORWARDED_FOR_HOPS ?? 0;
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

function trustedRanges(c: Config): Range[] {
  return c.TRUSTED_PROXIES.map((entry) => {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const addr = unmapped(ipaddr.parse(entry));
    return [addr, addr.kind() === 'ipv4' ? 32 : 128];
  });
}

function withinRanges(entry: string | null, ranges: Range[]): boolean {
  const addr = parsed(entry);
  return !!addr && ranges.some(([net, bits]) => net.kind() === addr.kind() && addr.match(net, bits));
}

function parsed(entry: string | null): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!entry || entry.length > 64 || !ipaddr.isValid(entry)) return null;
  return unmapped(ipaddr.parse(entry));
}

function unmapped(addr: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress() ? (addr as ipaddr.IPv6).toIPv4Address() : addr;
}

function normalised(entry: string | null): string | null {
  const addr = parsed(entry);
  if (!addr) return null;
  if (addr.kind() === 'ipv4') return addr.toString();
  const parts = (addr as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}

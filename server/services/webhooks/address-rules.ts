import { isIP } from 'node:net';

/**
 * Which IP addresses a webhook may not reach: anything that is not a public unicast address. Pure, so the
 * rules are tested with tables of addresses. IPv6 forms that carry an IPv4 address (mapped, compatible,
 * NAT64, 6to4) are judged by the IPv4 address they carry.
 */
export type BlockedReason =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cgnat'
  | 'metadata'
  | 'multicast'
  | 'reserved';

type Range = [cidr: string, reason: BlockedReason];

// Order matters where ranges nest: the first match wins (metadata before link-local / unique-local).
const V4_RANGES: Range[] = [
  ['169.254.169.254/32', 'metadata'],
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'cgnat'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'],
  ['192.0.2.0/24', 'reserved'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'],
  ['198.51.100.0/24', 'reserved'],
  ['203.0.113.0/24', 'reserved'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
];

const V6_RANGES: Range[] = [
  ['fd00:ec2::254/128', 'metadata'],
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['64:ff9b:1::/48', 'private'],
  ['100::/64', 'reserved'],
  ['2001::/32', 'reserved'],
  ['2001:db8::/32', 'reserved'],
  ['fc00::/7', 'private'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'private'],
  ['ff00::/8', 'multicast'],
];

interface ParsedRange {
  base: bigint;
  bits: number;
  reason: BlockedReason;
}

const v4Parsed = V4_RANGES.map(([cidr, reason]) => parseRange(cidr, reason, 32));
const v6Parsed = V6_RANGES.map(([cidr, reason]) => parseRange(cidr, reason, 128));

function parseRange(cidr: string, reason: BlockedReason, width: 32 | 128): ParsedRange {
  const [addr, bits] = cidr.split('/');
  const value = width === 32 ? v4ToBig(addr) : v6ToBig(addr);
  if (value === null) throw new Error(`bad range ${cidr}`);
  return { base: value, bits: Number(bits), reason };
}

function inRange(value: bigint, width: number, r: ParsedRange): boolean {
  const shift = BigInt(width - r.bits);
  return value >> shift === r.base >> shift;
}

function v4ToBig(address: string): bigint | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 255) return null;
    value = (value << 8n) | BigInt(Number(p));
  }
  return value;
}

/** 128-bit value of an IPv6 address (zone id dropped, embedded dotted quad allowed). */
function v6ToBig(address: string): bigint | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  // A trailing dotted quad stands for the last two groups.
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = v4ToBig(tail);
    if (v4 === null) return null;
    text = `${text.slice(0, lastColon + 1)}${((v4 >> 16n) & 0xffffn).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  let value = 0n;
  for (const g of groups) {
    if (!/^[0-9a-f]{1,4}$/.test(g)) return null;
    value = (value << 16n) | BigInt(parseInt(g, 16));
  }
  return value;
}

function classifyV4(value: bigint): BlockedReason | null {
  for (const r of v4Parsed) if (inRange(value, 32, r)) return r.reason;
  return null;
}

/** The IPv4 address an IPv6 address carries, when it is of a form that does. */
function embeddedV4(value: bigint): bigint | null {
  const top96 = value >> 32n;
  const low32 = value & 0xffffffffn;
  if (top96 === 0xffffn) return low32; // ::ffff:a.b.c.d (mapped)
  if (top96 === 0n) return low32; // ::a.b.c.d (compatible, deprecated)
  if (top96 === 0x64ff9b0000000000000000n) return low32; // 64:ff9b::/96 (NAT64)
  if (value >> 112n === 0x2002n) return (value >> 80n) & 0xffffffffn; // 2002:aabb:ccdd::/48 (6to4)
  return null;
}

/**
 * Why an address may not be reached, or null when it is a public address. Anything that is not an IP
 * address at all is `reserved` (never reached).
 */
export function blockedReason(address: string): BlockedReason | null {
  const kind = isIP(address.split('%')[0]);
  if (kind === 4) return classifyV4(v4ToBig(address)!);
  if (kind !== 6) return 'reserved';
  const value = v6ToBig(address);
  if (value === null) return 'reserved';
  for (const r of v6Parsed) if (inRange(value, 128, r)) return r.reason;
  const v4 = embeddedV4(value);
  if (v4 !== null) return classifyV4(v4);
  return null;
}

export const describeReason: Record<BlockedReason, string> = {
  unspecified: 'an unspecified address',
  loopback: 'a loopback address',
  private: 'a private network address',
  'link-local': 'a link-local address',
  cgnat: 'a carrier-grade NAT address',
  metadata: 'a cloud metadata address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
};

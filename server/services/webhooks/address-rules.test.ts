import { describe, expect, it } from 'vitest';
import { blockedReason } from './address-rules';

describe('blockedReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.1.1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.255', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['198.18.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['192.88.99.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'ipv4Mapped'],
    ['::ffff:7f00:1', 'ipv4Mapped'],
    ['::ffff:169.254.169.254', 'ipv4Mapped'],
    ['::ffff:8.8.8.8', 'ipv4Mapped'],
    ['::ffff:0:1', 'ipv4Mapped'],
    // IPv4-compatible ::/96: ipaddr.js calls these unicast, the URL parser writes [::127.0.0.1] as [::7f00:1].
    ['::7f00:1', 'ipv4Compatible'],
    ['::127.0.0.1', 'ipv4Mapped'],
    ['::a9fe:a9fe', 'ipv4Compatible'],
    ['::808:808', 'ipv4Compatible'],
    ['::ffff:ffff', 'ipv4Compatible'],
    // IPv4-translated ::ffff:0:0:0/96.
    ['::ffff:0:7f00:1', 'rfc6145'],
    ['::ffff:0:808:808', 'rfc6145'],
    ['64:ff9b::10.0.0.1', 'rfc6052'],
    ['64:ff9b::808:808', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['2002:808:808::1', '6to4'],
    ['2001::1', 'teredo'],
    ['2001:db8::1', 'reserved'],
    ['not-an-ip', 'invalid'],
    ['127.1', 'invalid'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(blockedReason(address)).toBe(reason);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '169.253.255.255',
    '192.88.100.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
  ])('allows the public address %s', (address) => {
    expect(blockedReason(address)).toBeNull();
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { config, loadConfig } from '../config';
import { serveRoute } from '../testing/route-server';
import { clientAddress } from './client-address';
import { PEER_HEADER, peerHeaderValue, recordPeerAddresses } from './peer-address';

const request = (headers: Record<string, string>) => new Request('http://localhost/x', { headers });
const settings = (env: Record<string, string>) => loadConfig({ ...env, NODE_ENV: 'test' });

describe('clientAddress', () => {
  const peer = (address: string) => ({ [PEER_HEADER]: peerHeaderValue(address) });

  it.each([
    ['the connection, whatever X-Forwarded-For claims', {}, { ...peer('198.51.100.7'), 'x-forwarded-for': '10.9.9.9' }, '198.51.100.7'],
    ['the connection, with no header', {}, peer('198.51.100.7'), '198.51.100.7'],
    ['nothing, when the connection is unknown', {}, { 'x-forwarded-for': '10.9.9.9' }, null],
    ['nothing, for a peer header this process did not write', {}, { [PEER_HEADER]: 'guessed-token 198.51.100.7' }, null],
    ['the entry one proxy appended', { TRUSTED_PROXY_HOPS: '1' }, { ...peer('10.0.0.2'), 'x-forwarded-for': '6.6.6.6, 203.0.113.5' }, '203.0.113.5'],
    ['the entry two proxies passed on', { TRUSTED_PROXY_HOPS: '2' }, { ...peer('10.0.0.2'), 'x-forwarded-for': '6.6.6.6, 203.0.113.5, 10.0.0.3' }, '203.0.113.5'],
    ['the former setting name, the same way', { FORWARDED_FOR_HOPS: '1' }, { ...peer('10.0.0.2'), 'x-forwarded-for': '203.0.113.5' }, '203.0.113.5'],
    ['the connection behind a proxy setting, when no header came', { TRUSTED_PROXY_HOPS: '1' }, peer('203.0.113.5'), '203.0.113.5'],
    ['the first entry outside the trusted ranges', { TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.1' }, { ...peer('10.0.0.2'), 'x-forwarded-for': '6.6.6.6, 203.0.113.5, 192.0.2.1' }, '203.0.113.5'],
    ['the connection when it is no trusted proxy', { TRUSTED_PROXIES: '10.0.0.0/8' }, { ...peer('203.0.113.5'), 'x-forwarded-for': '6.6.6.6' }, '203.0.113.5'],
    ['an IPv4-mapped connection as IPv4', {}, peer('::ffff:198.51.100.7'), '198.51.100.7'],
    ['a mapped proxy address within an IPv4 range', { TRUSTED_PROXIES: '10.0.0.0/8' }, { ...peer('::ffff:10.0.0.2'), 'x-forwarded-for': '203.0.113.5' }, '203.0.113.5'],
    ['an IPv6 client as its /64', {}, peer('2001:db8:1:2:3:4:5:6'), '2001:db8:1:2::/64'],
    ['nothing for a garbage entry', { TRUSTED_PROXY_HOPS: '1' }, { ...peer('10.0.0.2'), 'x-forwarded-for': 'not-an-address' }, null],
    ["Vercel's x-real-ip on Vercel", { VERCEL: '1' }, { 'x-real-ip': '203.0.113.5', 'x-forwarded-for': '6.6.6.6' }, '203.0.113.5'],
  ])('is %s', (_what, env, headers, expected) => {
    expect(clientAddress(request(headers), settings(env))).toBe(expected);
  });

  it('refuses a TRUSTED_PROXIES entry that is no address or range', () => {
    expect(() => settings({ TRUSTED_PROXIES: '10.0.0.0/8, proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('clientAddress over real HTTP', () => {
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    recordPeerAddresses();
    server = await serveRoute(async (req) => Response.json({ address: clientAddress(req) }));
  });
  afterAll(() => server.close());
  afterEach(() => {
    config.TRUSTED_PROXIES = [];
  });

  it("is the socket's address: neither X-Forwarded-For nor a copied peer header moves it", async () => {
    const forged = { 'x-forwarded-for': '203.0.113.77', [PEER_HEADER]: peerHeaderValue('203.0.113.78') };
    const res = await fetch(server.url, { headers: forged });
    expect(await res.json()).toEqual({ address: '127.0.0.1' });
  });

  it('is the entry a trusted proxy appended, when the operator says one is in front', async () => {
    config.TRUSTED_PROXIES = ['127.0.0.1'];
    const res = await fetch(server.url, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.77' } });
    expect(await res.json()).toEqual({ address: '203.0.113.77' });
  });
});

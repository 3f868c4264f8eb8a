import { afterEach, describe, expect, it } from 'vitest';
import { checkWebhookUrl, parseWebhookUrl, resolveAllowed, resolver, UrlRuleError } from './url-guard';

const realLookup = resolver.lookupAll;
afterEach(() => {
  resolver.lookupAll = realLookup;
});

const refused = async (url: string) => {
  const err = await checkWebhookUrl(url, false).then(() => null, (e) => e);
  expect(err, url).toBeInstanceOf(UrlRuleError);
  return (err as Error).message;
};

describe('webhook URL rules without private URLs', () => {
  it.each([
    ['http://example.com/hook', 'must use https'],
    ['ftp://example.com/hook', 'must use https'],
    ['not a url', 'absolute URL'],
    ['https://user:pw@example.com/', 'credentials'],
    ['https://127.0.0.1/hook', 'must not point to a non-public address'],
    ['https://10.1.2.3/hook', 'must not point to a non-public address'],
    ['https://169.254.169.254/latest/meta-data', 'must not point to a non-public address'],
    ['https://[::1]/hook', 'must not point to a non-public address'],
    ['https://[::ffff:127.0.0.1]/hook', 'must not point to a non-public address'],
    ['https://[fd00:ec2::254]/', 'must not point to a non-public address'],
    ['https://100.64.1.1/', 'must not point to a non-public address'],
    ['https://0.0.0.0/', 'must not point to a non-public address'],
    ['https://2130706433/', 'must not point to a non-public address'],
    ['https://0x7f.1/', 'must not point to a non-public address'],
    ['https://localhost/hook', 'resolves to a non-public address'],
    ['https://api.localhost/hook', 'resolves to a non-public address'],
    ['https://[::ffff:8.8.8.8]/hook', 'must not point to a non-public address'],
    ['https://[::127.0.0.1]/hook', 'must not point to a non-public address'],
    ['https://[::ffff:0:7f00:1]/hook', 'must not point to a non-public address'],
    ['https://192.88.99.1/hook', 'must not point to a non-public address'],
  ])('refuses %s', async (url, why) => {
    expect(await refused(url)).toContain(why);
  });

  it('refuses a name that resolves to a refused address (any of its addresses)', async () => {
    resolver.lookupAll = async (host) =>
      host === 'inside.example' ? [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.5', family: 4 }] : [];
    const message = await refused('https://inside.example/hook');
    expect(message).toContain('resolves to a non-public address');
    expect(message).not.toContain('10.0.0.5');
  });

  it('resolves localhost through the real resolver as loopback', async () => {
    await expect(resolveAllowed('localhost', false)).rejects.toThrow(/non-public address/);
  });

  it('accepts a public name, and a name that does not resolve yet', async () => {
    resolver.lookupAll = async (host) => {
      if (host === 'hooks.example') return [{ address: '93.184.216.34', family: 4 }];
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(checkWebhookUrl('https://hooks.example/in', false)).resolves.toBeUndefined();
    await expect(checkWebhookUrl('https://not-yet.example/in', false)).resolves.toBeUndefined();
    await expect(resolveAllowed('hooks.example', false)).resolves.toEqual({ address: '93.184.216.34', family: 4 });
  });
});

describe('webhook URL rules with private URLs allowed', () => {
  it('accepts http and loopback hosts, and still refuses other schemes', async () => {
    await expect(checkWebhookUrl('http://127.0.0.1:8080/hook', true)).resolves.toBeUndefined();
    await expect(checkWebhookUrl('http://localhost/hook', true)).resolves.toBeUndefined();
    expect(() => parseWebhookUrl('ftp://example.com', true)).toThrow(/http or https/);
  });
});

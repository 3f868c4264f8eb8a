import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, freePortSync, portFrom } from './free-port';

/** Listens on the port and closes again: the port was free. */
const listenOn = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const s = net.createServer().once('error', reject);
    s.listen(port, '127.0.0.1', () => s.close(() => resolve()));
  });

describe('a free port', () => {
  it('is one the OS hands out and nothing holds, both ways', async () => {
    for (const port of [await freePort(), freePortSync()]) {
      expect(port).toBeGreaterThan(0);
      await listenOn(port);
    }
  });

  it('steps around a port in use', async () => {
    const busy = net.createServer();
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
    const taken = (busy.address() as net.AddressInfo).port;
    try {
      expect(await freePort()).not.toBe(taken);
      expect(freePortSync()).not.toBe(taken);
    } finally {
      busy.close();
    }
  });
});

describe('a port named by the environment', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['3107', 3107],
    [' 41000 ', 41000],
  ])('%j gives %j', (value, port) => {
    expect(portFrom(value)).toBe(port);
  });

  it.each(['abc', '0', '70000', '3.5'])('%j is refused', (value) => {
    expect(() => portFrom(value)).toThrow(`not a port number: "${value}"`);
  });
});

import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from './fault-proxy';

/** An upstream that echoes what it gets, standing for the database behind the proxy. */
async function echoServer() {
  const server = net.createServer((s) => s.pipe(s));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Connects, sends one line and answers what came back within `ms`, or how the connection ended. */
function roundTrip(port: number, ms = 500): Promise<string> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    const timer = setTimeout(() => {
      s.destroy();
      resolve('no answer');
    }, ms);
    s.on('connect', () => s.write('ping'));
    s.on('data', (d) => {
      clearTimeout(timer);
      s.destroy();
      resolve(d.toString());
    });
    s.on('close', () => {
      clearTimeout(timer);
      resolve('closed');
    });
    s.on('error', () => {});
  });
}

describe('fault proxy', () => {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const o of open.splice(0)) await o.close();
  });

  it('passes bytes through, drops open connections on a cut, resets or holds new ones, and recovers on restore', async () => {
    const upstream = await echoServer();
    const proxy: FaultProxy = await startFaultProxy('127.0.0.1', upstream.port);
    open.push(proxy, upstream);
    expect(await roundTrip(proxy.port)).toBe('ping');

    // A connection open at the cut is dropped.
    const live = net.connect(proxy.port, '127.0.0.1');
    await new Promise((r) => live.once('connect', r));
    await new Promise((r) => setTimeout(r, 50));
    const closed = new Promise((r) => live.once('close', r));
    live.on('error', () => {});
    proxy.cut('down');
    await closed;
    expect(proxy.dropped).toBeGreaterThanOrEqual(1);
    expect(await roundTrip(proxy.port)).toBe('closed');

    proxy.restore();
    expect(await roundTrip(proxy.port)).toBe('ping');

    // Unreachable: the connection is accepted and never answered, until the restore drops it.
    proxy.cut('unreachable');
    expect(await roundTrip(proxy.port, 400)).toBe('no answer');
    proxy.restore();
    expect(await roundTrip(proxy.port)).toBe('ping');
  });
});

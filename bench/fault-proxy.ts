import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy on loopback in front of PostgreSQL (or PgBouncer), started in the bench's process: the servers of a
 * scenario connect through it, and `cut()` drops every open connection until `restore()`: with 'down' it resets new
 * connections at once (a database that went down), with 'unreachable' it accepts them and never answers (a host
 * that stopped answering: the client waits for its own timeout). The shared PostgreSQL is never touched.
 */
export type CutMode = 'down' | 'unreachable';

export interface FaultProxy {
  port: number;
  /** The same URL with the proxy's host and port. */
  url(upstreamUrl: string): string;
  cut(mode: CutMode): void;
  restore(): void;
  /** Connections dropped by cuts so far. */
  dropped: number;
  close(): Promise<void>;
}

export async function startFaultProxy(upstreamHost: string, upstreamPort: number): Promise<FaultProxy> {
  const open = new Set<net.Socket>();
  let down: CutMode | null = null;
  const held = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (down === 'down') return void client.destroy();
    if (down === 'unreachable') {
      held.add(client.on('error', () => {}));
      return;
    }
    const upstream = net.connect(upstreamPort, upstreamHost);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy: FaultProxy = {
    port,
    dropped: 0,
    url(upstreamUrl) {
      const u = new URL(upstreamUrl);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut(mode) {
      down = mode;
      // Each proxied connection is two sockets: count the clients' side only.
      proxy.dropped += Math.ceil(open.size / 2);
      for (const s of open) s.destroy();
      open.clear();
    },
    restore() {
      down = null;
      for (const s of held) s.destroy();
      held.clear();
    },
    close: () => {
      for (const s of [...open, ...held]) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}

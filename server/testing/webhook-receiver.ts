import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A webhook receiver on loopback for tests and the benchmark: records every request, answers as told.

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
  /** 1 for the first request on its connection, 2 for the next one on the same (kept-alive) connection... */
  onConnection: number;
}

export interface Reply {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering (timeouts). */
  delayMs?: number;
  /** Answer once this settles (a receiver held busy until the test lets it go), after delayMs if both are given. */
  holdUntil?: Promise<unknown>;
  /** Drop the connection without answering. */
  hangUp?: boolean;
}

export interface Receiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** TCP connections accepted so far. */
  connections: number;
  /** Requests received and not answered yet, and the most there ever were at once. */
  inFlight: number;
  maxInFlight: number;
  /** How to answer; the default is 200 "ok". */
  reply: (req: ReceivedRequest) => Reply;
  close(): Promise<void>;
}

export async function startReceiver(reply: Receiver['reply'] = () => ({ status: 200, body: 'ok' })): Promise<Receiver> {
  const receiver = { requests: [] as ReceivedRequest[], connections: 0, inFlight: 0, maxInFlight: 0, reply } as Receiver;
  const served = new WeakMap<object, number>();
  const server = http.createServer((req, res) => {
    const onConnection = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, onConnection);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const got: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
        onConnection,
      };
      receiver.requests.push(got);
      receiver.inFlight += 1;
      receiver.maxInFlight = Math.max(receiver.maxInFlight, receiver.inFlight);
      // Answered, or dropped by either side.
      res.once('close', () => (receiver.inFlight -= 1));
      const r = receiver.reply(got);
      if (r.hangUp) {
        req.socket.destroy();
        return;
      }
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(r.status ?? 200, r.headers);
        res.end(r.body ?? '');
      };
      const afterDelay = () => (r.delayMs ? setTimeout(answer, r.delayMs).unref() : answer());
      if (r.holdUntil) void r.holdUntil.finally(afterDelay);
      else afterDelay();
    });
  });
  server.on('connection', () => {
    receiver.connections += 1;
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  receiver.port = port;
  receiver.url = `http://127.0.0.1:${port}`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

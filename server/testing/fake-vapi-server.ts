import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/**
 * A stand-in for Vapi's API in tests: a real HTTP server on 127.0.0.1 that records every request and
 * answers `POST /call` like Vapi does (or with the status given to `failNext`).
 */
export async function startFakeVapi() {
  const requests: CapturedRequest[] = [];
  let seq = 0;
  let failures: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // keep the text
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      const fail = failures.shift();
      if (fail) {
        res.statusCode = fail;
        res.end(JSON.stringify({ message: ['phoneNumberId must be a string'], error: 'Bad Request', statusCode: fail }));
        return;
      }
      if (req.method === 'POST' && req.url === '/call') {
        res.statusCode = 201;
        res.end(JSON.stringify({ id: `vapi-call-${++seq}`, status: 'queued', type: 'outboundPhoneCall' }));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ message: 'Not Found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The next requests answer these statuses instead. */
    failNext(...statuses: number[]) {
      failures = statuses;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

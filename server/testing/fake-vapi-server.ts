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
 * answers `POST /call`, `POST /{call}/control` (live call control), `POST /assistant`, `GET /assistant/{id}` and `GET /phone-number/{id}` like Vapi does (or
 * with the status given to `failNext`). Assistants it created, and ids given to `addAssistant` / `addPhoneNumber`,
 * exist in its organization; any other id answers 404.
 */
export async function startFakeVapi() {
  const requests: CapturedRequest[] = [];
  const assistants = new Set<string>();
  const phoneNumbers = new Set<string>();
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
      // Live call control (`monitor.controlUrl`): say, end-call and the like are accepted.
      if (req.method === 'POST' && /^\/[^/]+\/control$/.test(req.url ?? '')) {
        res.statusCode = 200;
        res.end(JSON.stringify({ ok: true }));
        return;
      }
      if (req.method === 'POST' && req.url === '/assistant') {
        const id = `vapi-asst-${++seq}`;
        assistants.add(id);
        res.statusCode = 201;
        res.end(JSON.stringify({ id, ...(body as object), orgId: 'org-fake' }));
        return;
      }
      const found = /^\/(assistant|phone-number)\/([^/?]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && found && (found[1] === 'assistant' ? assistants : phoneNumbers).has(decodeURIComponent(found[2]))) {
        res.statusCode = 200;
        res.end(JSON.stringify({ id: decodeURIComponent(found[2]), orgId: 'org-fake' }));
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
    /** An assistant or phone number that exists in the organization (made outside Switchboard). */
    addAssistant: (id: string) => assistants.add(id),
    addPhoneNumber: (id: string) => phoneNumbers.add(id),
    /** The next requests answer these statuses instead. */
    failNext(...statuses: number[]) {
      failures = statuses;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

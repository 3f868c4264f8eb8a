import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/**
 * A stand-in for Vapi's API in tests: a real HTTP server on 127.0.0.1 that records every request and answers
 * `POST /call`, `GET /call/{id}` (with its `monitor.controlUrl`), `POST /{call}/control` (live call control),
 * `POST /assistant`, `GET`/`PATCH`/`DELETE /assistant/{id}` and `GET /phone-number/{id}` like Vapi does (or with
 * the status given to `failNext`). Calls and assistants it created, and ids given to `addAssistant` /
 * `addPhoneNumber`, exist in its organization; any other id answers 404. `assistants` holds each assistant as
 * created and then patched (a PATCH replaces the top-level keys it sends), so a test reads what Vapi would hold.
 */
export async function startFakeVapi() {
  const requests: CapturedRequest[] = [];
  const assistants = new Map<string, Record<string, unknown>>();
  const phoneNumbers = new Set<string>();
  const placedCalls = new Set<string>();
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
        const id = `vapi-call-${++seq}`;
        placedCalls.add(id);
        res.statusCode = 201;
        res.end(JSON.stringify({ id, status: 'queued', type: 'outboundPhoneCall' }));
        return;
      }
      // A call it placed, with the live call control URL Vapi gives in `monitor`.
      const placed = /^\/call\/([^/?]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && placed && placedCalls.has(decodeURIComponent(placed[1]))) {
        const id = decodeURIComponent(placed[1]);
        res.statusCode = 200;
        res.end(JSON.stringify({ id, status: 'in-progress', type: 'outboundPhoneCall', monitor: { controlUrl: `http://${req.headers.host}/${id}/control` } }));
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
        assistants.set(id, { ...(body as object) });
        res.statusCode = 201;
        res.end(JSON.stringify({ id, ...(body as object), orgId: 'org-fake' }));
        return;
      }
      const found = /^\/(assistant|phone-number)\/([^/?]+)$/.exec(req.url ?? '');
      const id = found ? decodeURIComponent(found[2]) : '';
      if (req.method === 'GET' && found && (found[1] === 'assistant' ? assistants : phoneNumbers).has(id)) {
        res.statusCode = 200;
        res.end(JSON.stringify({ ...(found[1] === 'assistant' ? assistants.get(id) : {}), id, orgId: 'org-fake' }));
        return;
      }
      if (req.method === 'PATCH' && found?.[1] === 'assistant' && assistants.has(id)) {
        assistants.set(id, { ...assistants.get(id), ...(body as object) });
        res.statusCode = 200;
        res.end(JSON.stringify({ ...assistants.get(id), id, orgId: 'org-fake' }));
        return;
      }
      if (req.method === 'DELETE' && found?.[1] === 'assistant' && assistants.has(id)) {
        const gone = assistants.get(id);
        assistants.delete(id);
        res.statusCode = 200;
        res.end(JSON.stringify({ ...gone, id, orgId: 'org-fake' }));
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
    addAssistant: (id: string) => assistants.set(id, {}),
    /** The assistant as Vapi holds it now (undefined once deleted or never made). */
    assistant: (id: string) => assistants.get(id),
    addPhoneNumber: (id: string) => phoneNumbers.add(id),
    /** The next requests answer these statuses instead. */
    failNext(...statuses: number[]) {
      failures = statuses;
    },
    /** The address of a server that is not listening: what an unreachable Vapi looks like. */
    unreachableUrl: 'http://127.0.0.1:9',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

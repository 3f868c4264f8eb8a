import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type RouteHandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body });
}

/**
 * Serves one route handler over real HTTP on a loopback port, as Next.js hands it requests: for tests that need
 * separate server processes (each with its own connections) answering concurrent clients.
 */
export async function serveRoute(handler: RouteHandler, params: Record<string, string> = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const response = await handler(await toRequest(req, 'http://127.0.0.1'), { params: Promise.resolve(params) });
        const headers: Record<string, string | string[]> = Object.fromEntries(response.headers);
        // Each cookie is a header line of its own (an object of entries would keep only the last).
        const cookies = response.headers.getSetCookie();
        if (cookies.length) headers['set-cookie'] = cookies;
        res.writeHead(response.status, headers);
        res.end(Buffer.from(await response.arrayBuffer()));
      } catch (err) {
        res.writeHead(500).end(String(err));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The REST routes a suite loads, served by plain `node:http` in a process of their own (`tsx bench/route-server.ts`),
 * for a run on a machine where no production build may be made: the same route handlers, wrapper, key check and
 * database as `next start`, without Next.js's own request handling, which the floor measured here also leaves out.
 * PORT and DATABASE_URL come from the environment.
 */
import { createServer } from 'node:http';
import { GET as agents } from '../app/api/v1/agents/route';
import { POST as createCampaign } from '../app/api/v1/campaigns/route';
import { GET as usage } from '../app/api/v1/usage/route';
import { GET as usageCsv } from '../app/api/v1/usage.csv/route';

const routes: Record<string, (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>> = {
  '/api/v1/agents': agents,
  '/api/v1/campaigns': createCampaign,
  '/api/v1/usage': usage,
  '/api/v1/usage.csv': usageCsv,
  '/api/health': async () => new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } }),
};

const server = createServer((req, res) => {
  void (async () => {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const handler = routes[url.pathname];
      if (!handler) return void res.writeHead(404).end();
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const response = await handler(new Request(url, { method: req.method, headers, body }), { params: Promise.resolve({}) });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  })();
});
server.listen(Number(process.env.PORT || 3101), '127.0.0.1');

/**
 * One application process for the fault bench (bench/faults.ts): what instrumentation.ts starts in a server
 * (database, migrations, the embedded worker, graceful shutdown) and the REST routes the scenarios drive, served by
 * plain node:http, so that several of them can be started, killed with SIGKILL and started again in seconds without
 * a production build. The route handlers, key check, idempotency and services are the ones `next start` serves.
 * PORT and DATABASE_URL (or PGLITE_DIR) come from the environment; prints `listening <url>` once it serves.
 */
import { createServer } from 'node:http';
import { POST as placeCall } from '../app/api/v1/calls/route';
import { POST as createCampaign } from '../app/api/v1/campaigns/route';
import { POST as createEvent } from '../app/api/v1/calendar/events/create/route';
import { startServer } from '../server/startup';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const routes: Record<string, Handler> = {
  '/api/v1/calls': placeCall,
  '/api/v1/campaigns': createCampaign,
  '/api/v1/calendar/events/create': createEvent,
  '/api/health': async () => Response.json({ ok: true }),
};

// As `next start` does (its router server logs an uncaught exception and keeps serving): a database connection
// killed mid-write can throw inside the driver outside any request, and a process that exited there would turn
// every connection fault into a crash the production server does not have.
process.on('uncaughtException', (err) => console.error('uncaughtException:', err));
process.on('unhandledRejection', (err) => console.error('unhandledRejection:', err));

await startServer();

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
const port = Number(process.env.PORT);
server.listen(port, '127.0.0.1', () => console.log(`listening http://127.0.0.1:${port}`));

import http from 'node:http';
import { GET as page } from '@/app/docs/route';
import { GET as bundle } from '@/app/docs/scalar.js/route';
import { GET as spec } from '@/app/api/v1/openapi.json/route';
const routes: Record<string, (req: Request) => Promise<Response>> = { '/docs': page, '/docs/scalar.js': bundle, '/api/v1/openapi.json': spec as any };
http.createServer(async (req, res) => {
  const url = new URL(req.url!, 'http://127.0.0.1:4517');
  const h = routes[url.pathname];
  console.log(req.method, url.pathname, h ? 'ok' : '404');
  if (!h) { res.writeHead(404).end(); return; }
  const r = await h(new Request(url, { method: req.method }), { params: Promise.resolve({}) } as any);
  res.writeHead(r.status, Object.fromEntries(r.headers));
  res.end(Buffer.from(await r.arrayBuffer()));
}).listen(4517, '127.0.0.1', () => console.log('listening'));

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, run by node without a build step
import { WARM_PATHS, waitForServer, warmRoutes } from './warm-routes.mjs';

let server: http.Server;
let base: string;
const seen: string[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.url!);
    if (req.url === '/overview') res.writeHead(307, { location: '/sign-in' }).end();
    else if (req.url === '/broken') req.socket.destroy();
    else res.writeHead(200).end('ok');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('warming the first routes of a dev run', () => {
  it('requests every path in order with one progress line each, follows no redirect, and survives a failing route', async () => {
    seen.length = 0;
    const lines: string[] = [];
    await warmRoutes(base, ['/sign-up', '/overview', '/broken', '/calls/0'], { write: (l: string) => lines.push(l) });
    expect(seen).toEqual(['/sign-up', '/overview', '/broken', '/calls/0']);
    expect(lines.slice(0, 4).map((l) => l.replace(/[\d.]+ s\n$/, 'N s\n'))).toEqual([
      'warm-up 1/4 /sign-up N s\n', 'warm-up 2/4 /overview N s\n', expect.stringMatching(/^warm-up 3\/4 \/broken failed \(/), 'warm-up 4/4 /calls/0 N s\n',
    ]);
    expect(lines[4]).toMatch(/^warm-up done in \d+ s/);
  });

  it('the default list starts with the sign-up page and the routes its click needs', () => {
    expect(WARM_PATHS.slice(0, 5)).toEqual(['/api/health', '/sign-up', '/api/auth/session', '/api/trpc/agents.list', '/overview']);
  });

  it('waits for the server to answer, and gives up after its timeout', async () => {
    expect(await waitForServer(base, { timeoutMs: 2000 })).toBe(true);
    expect(await waitForServer('http://127.0.0.1:1', { timeoutMs: 600, everyMs: 100 })).toBe(false);
  });
});

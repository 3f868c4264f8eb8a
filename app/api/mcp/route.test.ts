import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '@/server/testing/http';
import { callTool, mcpWorld, type McpWorld } from '@/server/testing/mcp-fixtures';
import { expectDenied, expectHeld, expectOpenAccount, expectToolList } from '@/server/testing/mcp-scenario';
import { serveRoute } from '@/server/testing/route-server';
import * as agentsRoute from '../v1/agents/route';
import * as route from './route';

// POST /api/mcp served over real HTTP, driven by the MCP SDK's own Streamable HTTP client.

let world: McpWorld;
let served: { url: string; close: () => Promise<void> };
const clients: Client[] = [];

const byMethod = (req: Request, ctx: { params: Promise<Record<string, string>> }) =>
  route[req.method as 'GET' | 'POST' | 'DELETE'](req, ctx);

async function connect(key: string): Promise<Client> {
  const client = new Client({ name: 'switchboard-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${served.url}/api/mcp`), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
  clients.push(client);
  return client;
}

beforeAll(async () => {
  world = await mcpWorld();
  served = await serveRoute(byMethod);
});

afterAll(async () => {
  for (const c of clients) await c.close();
  await served?.close();
});

describe('MCP over Streamable HTTP (POST /api/mcp)', () => {
  it('lists the ten tools with their REST input schemas', async () => {
    await expectToolList(await connect(world.openKey));
  });

  it("places a call inside the window (queued), always holds it to consent, and sees another tenant's ids as not found", async () => {
    await expectOpenAccount(await connect(world.openKey), world);
  });

  it('holds a call outside the window, saying which rule, its source and when it may go', async () => {
    await expectHeld(await connect(world.closedKey), world);
  });

  it('refuses a tool the key lacks', async () => {
    await expectDenied(await connect(world.readOnlyKey), world);
  });

  it('answers the same JSON as the REST twin', async () => {
    const client = await connect(world.openKey);
    const rest = await callRoute(agentsRoute.GET, { path: '/api/v1/agents', key: world.openKey });
    expect((await callTool(client, 'list_agents')).body).toEqual(rest.body);
  });

  it('checks the key before any MCP, with the REST error body, and answers 405 to GET and DELETE', async () => {
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
    const post = (headers: Record<string, string>) =>
      fetch(`${served.url}/api/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(init) });
    const none = await post({});
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: 'authentication_required' });
    const bad = await post({ authorization: 'Bearer sk_live_nope' });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: 'invalid_key' });
    const ok = await post({ authorization: `Bearer ${world.openKey}` });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('ratelimit-limit')).toBeTruthy();
    expect(await ok.json()).toMatchObject({ jsonrpc: '2.0', id: 1, result: { serverInfo: { name: 'switchboard' } } });
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${served.url}/api/mcp`, { method, headers: { authorization: `Bearer ${world.openKey}`, accept: 'text/event-stream' } });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });
});

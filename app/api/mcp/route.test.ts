import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/server/config';
import { getDb } from '@/server/db/client';
import { calls } from '@/server/db/schema';
import { callRoute } from '@/server/testing/http';
import { callTool, mcpWorld, SF_NUMBER, type McpWorld } from '@/server/testing/mcp-fixtures';
import { expectDenied, expectHeld, expectOpenAccount, expectProtocolErrors, expectPurposeOfAgent, expectToolList } from '@/server/testing/mcp-scenario';
import { serveRoute } from '@/server/testing/route-server';
import * as agentVersionsRoute from '../v1/agents/[id]/versions/route';
import * as agentsRoute from '../v1/agents/route';
import * as callsRoute from '../v1/calls/route';
import * as availabilityRoute from '../v1/calendar/availability/route';
import * as eventRoute from '../v1/calendar/events/[event_id]/route';
import * as campaignsRoute from '../v1/campaigns/route';
import * as contactRoute from '../v1/contacts/[contact_id]/route';
import * as contactsRoute from '../v1/contacts/route';
import * as rootMetadataRoute from '../../.well-known/oauth-protected-resource/route';
import * as suffixedMetadataRoute from '../../.well-known/oauth-protected-resource/api/mcp/route';
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

const list = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} };
const rpc = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${served.url}/api/mcp`, {
    method: 'POST',
    headers: { authorization: `Bearer ${world.openKey}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(body),
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

  it("judges a call by its agent's purpose, never the model's informational: unmarked, it is marketing and the answer says so", async () => {
    await expectPurposeOfAgent(await connect(world.openKey), world);
  });

  it('refuses a tool the key lacks', async () => {
    await expectDenied(await connect(world.readOnlyKey), world);
  });

  it('answers a call of no tool, or with arguments that are not an object, with a protocol error', async () => {
    await expectProtocolErrors(await connect(world.openKey));
  });

  it('places a call once per idempotency_key: a retry answers the first call, other arguments are refused as over REST', async () => {
    const client = await connect(world.openKey);
    const place = world.open.agent.id;
    const number = '+14155550177';
    const rowsTo = async (accountId: number) =>
      (await (await getDb()).select({ id: calls.id }).from(calls).where(and(eq(calls.accountId, accountId), eq(calls.phoneNumber, number)))).length;
    const { tools } = await client.listTools();
    expect(tools.find((t) => t.name === 'place_call')!.description).toContain('send the same key when retrying');
    expect(tools.find((t) => t.name === 'place_call')!.inputSchema.properties).toHaveProperty('idempotency_key');

    const args = { agent_id: place, phone_number: number, purpose: 'informational', idempotency_key: 'place-once' };
    const first = await callTool(client, 'place_call', args);
    expect(first).toMatchObject({ isError: false, body: { status: 'queued', phone_number: number } });
    // The retry, its arguments in another order, answers the same call and places nothing.
    const retry = await callTool(client, 'place_call', { idempotency_key: 'place-once', purpose: 'informational', phone_number: number, agent_id: place });
    expect(retry).toEqual(first);
    expect(await rowsTo(world.open.accountId)).toBe(1);
    // The same key with other arguments: the API's code, and still one call.
    expect(await callTool(client, 'place_call', { ...args, scheduled_at: new Date(Date.now() + 86_400_000).toISOString() })).toEqual({
      isError: true, body: { error: 'idempotency_key_reused', message: expect.any(String) },
    });
    expect(await rowsTo(world.open.accountId)).toBe(1);
    // Keys are per account, as over REST: another tenant's key of the same name places its own call.
    const other = await callTool(await connect(world.other.key), 'place_call', { ...args, agent_id: world.other.agent.id });
    expect(other).toMatchObject({ isError: false, body: { status: 'queued' } });
    expect(other.body.id).not.toBe(first.body.id);
    // One store with REST: the key already used here is another request there (422), not a second call.
    const rest = await callRoute(callsRoute.POST, {
      method: 'POST', path: '/api/v1/calls', key: world.openKey, headers: { 'idempotency-key': 'place-once' },
      body: { agent_id: place, phone_number: number, purpose: 'informational' },
    });
    expect([rest.status, rest.body.error]).toEqual([422, 'idempotency_key_reused']);
    expect(await rowsTo(world.open.accountId)).toBe(1);

    // A refused call keeps nothing: the corrected retry with the same key is placed.
    expect((await callTool(client, 'place_call', { agent_id: place, idempotency_key: 'fix-then-retry' })).body).toMatchObject({ error: 'missing_phone_number' });
    expect(await callTool(client, 'place_call', { ...args, idempotency_key: 'fix-then-retry' })).toMatchObject({ isError: false, body: { status: 'queued' } });
    expect(await rowsTo(world.open.accountId)).toBe(2);
    // A key the REST header would refuse is refused the same way.
    expect(await callTool(client, 'place_call', { ...args, idempotency_key: '' })).toMatchObject({
      isError: true, body: { error: 'validation_error', details: [{ path: 'idempotency_key', message: 'must be 1 to 255 printable ASCII characters' }] },
    });
  });

  it('answers the same JSON as the REST twins, and their error codes', async () => {
    const key = world.openKey;
    const client = await connect(key);
    const rest = (handler: typeof agentsRoute.GET, path: string, params?: Record<string, string>) => callRoute(handler, { path, key, params }).then((r) => r.body);
    expect((await callTool(client, 'list_agents')).body).toEqual(await rest(agentsRoute.GET, '/api/v1/agents'));
    const agentId = String(world.open.agent.id);
    expect((await callTool(client, 'list_agent_versions', { agent_id: world.open.agent.id })).body)
      .toEqual(await rest(agentVersionsRoute.GET, `/api/v1/agents/${agentId}/versions`, { id: agentId }));
    expect(await callTool(client, 'list_agent_versions', { agent_id: world.other.agent.id })).toMatchObject({ isError: true, body: { error: 'agent_not_found' } });

    // upsert_contact creates, then finds the same person by number and updates them.
    const created = await callTool(client, 'upsert_contact', { contact: { first_name: 'Ada', phone_number: '(415) 555-0199', tags: ['vip'] } });
    expect(created).toMatchObject({ isError: false, body: { created: 1, updated: 0, failed: 0, results: [{ index: 0, status: 'created' }] } });
    const id = created.body.results[0].id as number;
    const updated = await callTool(client, 'upsert_contact', { contact: { phone_number: '+14155550199', last_name: 'Lovelace' } });
    expect(updated.body).toMatchObject({ created: 0, updated: 1, results: [{ status: 'updated', id }] });
    expect(await rest(contactRoute.GET, `/api/v1/contacts/${id}`, { contact_id: String(id) })).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(await callTool(client, 'upsert_contact', { contact: { last_name: 'Nameless' }, match_on: 'none' })).toMatchObject({ isError: true, body: { error: 'missing_first_name' } });

    // find_contacts takes the list's query, as numbers or as the strings a query string carries.
    const found = await callTool(client, 'find_contacts', { q: '415 555 0199', limit: 5 });
    expect(found.body).toEqual(await rest(contactsRoute.GET, '/api/v1/contacts?q=415%20555%200199&limit=5'));
    expect(found.body.contacts.map((c: { id: number }) => c.id)).toEqual([id]);
    expect(await callTool(client, 'find_contacts', { limit: 'many' })).toMatchObject({ isError: true, body: { error: 'validation_error', details: [expect.objectContaining({ path: 'limit' })] } });

    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const slots = await callTool(client, 'find_free_slots', { start_date: day, end_date: day, duration: 45, timezone: 'America/New_York' });
    expect(slots.body).toEqual(await rest(availabilityRoute.GET, `/api/v1/calendar/availability?start_date=${day}&end_date=${day}&duration=45&timezone=America/New_York`));
    expect(await callTool(client, 'find_free_slots', { start_date: 'soon' })).toMatchObject({ isError: true, body: { error: 'invalid_parameter_format' } });

    const slot = { title: 'Demo', start_time: `${day}T15:00:00Z`, end_time: `${day}T15:30:00Z`, check_availability: true };
    const booked = await callTool(client, 'book_appointment', slot);
    expect(booked).toMatchObject({ isError: false, body: { title: 'Demo', status: 'scheduled', start_time: `${day}T15:00:00Z` } });
    expect(await rest(eventRoute.GET, `/api/v1/calendar/events/${booked.body.id}`, { event_id: String(booked.body.id) })).toMatchObject({ id: booked.body.id, title: 'Demo' });
    expect(await callTool(client, 'book_appointment', slot)).toMatchObject({ isError: true, body: { error: 'slot_unavailable' } });

    expect((await callTool(client, 'list_campaigns', { status: 'running' })).body).toEqual(await rest(campaignsRoute.GET, '/api/v1/campaigns?status=running'));
    expect(await callTool(client, 'list_campaigns', { status: 'someday' })).toMatchObject({ isError: true, body: { error: 'invalid_parameter' } });
    expect(await callTool(client, 'get_campaign', { id: 999999 })).toMatchObject({ isError: true, body: { error: 'not_found' } });

    const check = await callTool(client, 'check_calling_rules', { phone_number: SF_NUMBER, purpose: 'informational' });
    expect(check.body).toMatchObject({ allowed: true, timezones: ['America/Los_Angeles'] });
  });

  it('checks the key before any MCP, with the REST error body, and answers 405 to GET and DELETE', async () => {
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
    const post = (headers: Record<string, string>) =>
      fetch(`${served.url}/api/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(init) });
    const none = await post({});
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ error: 'authentication_required' });
    // Each 401 names the resource metadata (RFC 9728) at the path-suffixed well-known address (the test server hands
    // requests on addressed to http://127.0.0.1).
    const challenge = 'Bearer realm="switchboard", resource_metadata="http://127.0.0.1/.well-known/oauth-protected-resource/api/mcp"';
    expect(none.headers.get('www-authenticate')).toBe(challenge);
    const bad = await post({ authorization: 'Bearer sk_live_nope' });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: 'invalid_key' });
    expect(bad.headers.get('www-authenticate')).toBe(challenge);
    const ok = await post({ authorization: `Bearer ${world.openKey}` });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('ratelimit-limit')).toBeTruthy();
    expect(await ok.json()).toMatchObject({ jsonrpc: '2.0', id: 1, result: { serverInfo: { name: 'switchboard' } } });
    const broken = await fetch(`${served.url}/api/mcp`, { method: 'POST', headers: { authorization: `Bearer ${world.openKey}`, accept: 'application/json, text/event-stream', 'content-type': 'application/json' }, body: '{"jsonrpc":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: 'invalid_json' });
    const huge = await fetch(`${served.url}/api/mcp`, { method: 'POST', headers: { authorization: `Bearer ${world.openKey}`, accept: 'application/json, text/event-stream', 'content-type': 'application/json' }, body: JSON.stringify({ ...init, pad: 'x'.repeat(1_100_000) }) });
    expect(huge.status).toBe(413);
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${served.url}/api/mcp`, { method, headers: { authorization: `Bearer ${world.openKey}`, accept: 'text/event-stream' } });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });

  it("refuses a page of another origin with 403 forbidden_origin, and answers this server's own pages and clients that send no Origin", async () => {
    const foreign = await rpc(list, { origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'forbidden_origin', message: expect.stringContaining(`http://localhost:${config.PORT}`), request_id: expect.any(String) });
    // A page that rebinds its name to this server sends its own name as the Host too: neither header makes it this site.
    const rebound = await rpc(list, { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' });
    expect(rebound.status).toBe(403);
    expect((await rpc(list, { origin: 'null' })).status).toBe(403);
    expect((await rpc(list, { origin: `http://localhost:${config.PORT}` })).status).toBe(200);
    expect((await rpc(list)).status).toBe(200);

    const previous = config.PUBLIC_BASE_URL;
    config.PUBLIC_BASE_URL = 'https://sb.example.com/';
    try {
      expect((await rpc(list, { origin: 'https://sb.example.com' })).status).toBe(200);
      expect((await rpc(list, { origin: 'http://sb.example.com' })).status).toBe(403);
      expect((await rpc(list, { origin: `http://localhost:${config.PORT}` })).status).toBe(403);
    } finally {
      config.PUBLIC_BASE_URL = previous;
    }
  });

  it('refuses a JSON-RPC batch without running any of it, and counts each tool call as one request of the rate limit', async () => {
    const remaining = (res: Response) => Number(res.headers.get('ratelimit-remaining'));
    const find = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'find_contacts', arguments: { q: 'Batch' } } });
    const upsert = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'upsert_contact', arguments: { contact: { first_name: 'Batch', phone_number: `+1415555${1200 + id}` } } } });
    // The limit's window is a fixed minute: start well inside one so the counts below are of the same window.
    const probe = await rpc(find(0));
    const reset = Number(probe.headers.get('ratelimit-reset'));
    if (reset < 10) await new Promise((r) => setTimeout(r, (reset + 1) * 1000));

    const first = await rpc(find(1));
    expect(first.status).toBe(200);
    const batch = await rpc([upsert(2), upsert(3), upsert(4)]);
    expect(batch.status).toBe(400);
    expect(await batch.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Batches are not supported: send one JSON-RPC message per request.' } });
    expect(remaining(batch)).toBe(remaining(first) - 1);
    const after = await rpc(find(5));
    expect(remaining(after)).toBe(remaining(batch) - 1);
    expect(await after.json()).toMatchObject({ id: 5, result: { structuredContent: { contacts: [] } } });
  }, 30_000);
});

describe('OAuth 2.0 Protected Resource Metadata of /api/mcp', () => {
  it('describes the endpoint at the path-suffixed and the root well-known address: bearer keys in the header, no authorization server', async () => {
    for (const path of ['/.well-known/oauth-protected-resource/api/mcp', '/.well-known/oauth-protected-resource']) {
      const res = await callRoute(path.endsWith('/mcp') ? suffixedMetadataRoute.GET : rootMetadataRoute.GET, { path });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        resource: 'http://localhost/api/mcp',
        bearer_methods_supported: ['header'],
        resource_name: 'Switchboard',
        resource_documentation: 'http://localhost/docs',
      });
    }
    const previous = config.PUBLIC_BASE_URL;
    config.PUBLIC_BASE_URL = 'https://sb.example.com/';
    try {
      const res = await callRoute(suffixedMetadataRoute.GET, { path: '/.well-known/oauth-protected-resource/api/mcp', headers: { host: 'evil.example' } });
      expect(res.body).toMatchObject({ resource: 'https://sb.example.com/api/mcp', resource_documentation: 'https://sb.example.com/docs' });
      const unauthenticated = await callRoute(route.POST, { method: 'POST', path: '/api/mcp', body: list });
      expect(unauthenticated.headers.get('www-authenticate')).toBe('Bearer realm="switchboard", resource_metadata="https://sb.example.com/.well-known/oauth-protected-resource/api/mcp"');
    } finally {
      config.PUBLIC_BASE_URL = previous;
    }
    expect((await callRoute(rootMetadataRoute.POST, { method: 'POST', path: '/.well-known/oauth-protected-resource' })).status).toBe(405);
  });
});

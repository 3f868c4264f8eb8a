import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/server/config';
import { getDb } from '@/server/db/client';
import { createAgentTest } from '@/server/services/agent-tests/service';
import { drainJobs, fundedAccount } from '@/server/testing/call-fixtures';
import { actorOf } from '@/server/testing/fixtures';
import { callTool } from '@/server/testing/mcp-fixtures';
import { serveRoute } from '@/server/testing/route-server';
import { scriptedBrain, startOpenAiStandIn, type OpenAiStandIn } from '@/server/testing/stand-ins/openai';
import * as route from './route';

// run_agent_tests and get_test_run over POST /api/mcp, driven by the MCP SDK's own client.

let served: { url: string; close: () => Promise<void> };
let standIn: OpenAiStandIn;
const clients: Client[] = [];
const saved = config.LLM_BASE_URL;

beforeAll(async () => {
  served = await serveRoute((req: Request, ctx: { params: Promise<Record<string, string>> }) => route[req.method as 'GET' | 'POST' | 'DELETE'](req, ctx));
  standIn = await startOpenAiStandIn(scriptedBrain({ bookAt: new Date().toISOString() }));
  config.LLM_BASE_URL = standIn.baseUrl;
});
afterAll(async () => {
  config.LLM_BASE_URL = saved;
  for (const c of clients) await c.close();
  await served?.close();
  await standIn.close();
});

async function connect(key: string): Promise<Client> {
  const client = new Client({ name: 'switchboard-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${served.url}/api/mcp`), { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
  clients.push(client);
  return client;
}

describe('MCP run_agent_tests', () => {
  it("starts a run, and get_test_run reads its verdicts; another tenant's agent is not_found", async () => {
    const acct = await fundedAccount();
    const other = await fundedAccount();
    await createAgentTest(await getDb(), await actorOf(acct.userId), acct.agent.id, { name: 'greets', caller: { lines: ['Hello?'] }, expect: { said: ['how can i help'] } });
    const client = await connect(acct.key);
    const started = await callTool(client, 'run_agent_tests', { agent_id: acct.agent.id });
    expect(started).toMatchObject({ isError: false, body: { run: { status: 'running', progress: { done: 0, total: 1 } } } });
    await drainJobs();
    const read = await callTool(client, 'get_test_run', { id: started.body.run.id });
    expect(read.body.run).toMatchObject({ status: 'passed', results: [{ name: 'greets', passed: true }] });
    const theirs = await callTool(client, 'run_agent_tests', { agent_id: other.agent.id });
    expect(theirs).toMatchObject({ isError: true, body: { error: 'not_found' } });
  });
});

import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/server/config';
import { getDb } from '@/server/db/client';
import { agents, calls, providerResources } from '@/server/db/schema';
import { startFakeVapi } from '@/server/testing/fake-vapi-server';
import { actorOf, newAccount, type TestAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { fundedAccount } from '@/server/testing/call-fixtures';
import { createAgent } from '@/server/services/agents/service';
import { createVariable } from '@/server/services/context-variables/definitions';
import { POST as placeCall } from '../calls/route';
import { GET as getOne, PATCH } from './[id]/route';
import { POST as create } from './create/route';
import { GET as list } from './route';

/**
 * With Vapi, Switchboard is the one place an agent is configured: its assistant is created and updated at Vapi (a
 * local fake over real HTTP) from the agent's fields, tools and analysis plan, and a refusal writes nothing.
 */
let vapi: Awaited<ReturnType<typeof startFakeVapi>>;
const saved = { provider: config.VOICE_PROVIDER, base: config.VAPI_BASE_URL, key: config.VAPI_API_KEY, url: config.PUBLIC_BASE_URL };
const EVENTS_URL = 'https://switchboard.example/api/providers/vapi/events';

beforeAll(async () => {
  vapi = await startFakeVapi();
  Object.assign(config, { VOICE_PROVIDER: 'vapi', VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key', PUBLIC_BASE_URL: 'https://switchboard.example/' });
});
afterAll(async () => {
  Object.assign(config, { VOICE_PROVIDER: saved.provider, VAPI_BASE_URL: saved.base, VAPI_API_KEY: saved.key, PUBLIC_BASE_URL: saved.url });
  await vapi.close();
});

const post = (key: string, body: unknown) => callRoute(create, { method: 'POST', path: '/api/v1/agents/create', key, body });
const patch = (key: string, id: number, body: unknown) =>
  callRoute(PATCH, { method: 'PATCH', path: `/api/v1/agents/${id}`, key, params: { id: String(id) }, body });
const sentSince = (n: number) => vapi.requests.slice(n).map((r) => ({ method: r.method, path: r.path, body: r.body }));

async function writesOf(accountId: number) {
  const db = await getDb();
  const [a] = await db.select({ n: count() }).from(agents).where(eq(agents.accountId, accountId));
  const [p] = await db.select({ n: count() }).from(providerResources).where(eq(providerResources.accountId, accountId));
  return { agents: a.n, resources: p.n };
}

async function withVariables(): Promise<TestAccount> {
  const acct = await newAccount();
  const db = await getDb();
  const owner = await actorOf(acct.userId);
  await createVariable(db, owner, { name: 'budget', display_name: 'Budget', description: 'in dollars', variable_type: 'number', context_type: 'contact' });
  await createVariable(db, owner, { name: 'visit_day', display_name: 'Visit day', variable_type: 'date', context_type: 'contact' });
  await createVariable(db, owner, { name: 'plan', display_name: 'Plan', variable_type: 'select', select_options: ['gold', 'silver'], context_type: 'contact' });
  await createVariable(db, owner, { name: 'homeowner', display_name: 'Homeowner', variable_type: 'boolean', context_type: 'contact' });
  return acct;
}

describe('agents at Vapi: create', () => {
  it('creates the assistant with the fields, its server and the tools served at the events URL with the credential, and the analysis plan', async () => {
    const acct = await withVariables();
    const before = vapi.requests.length;
    const res = await post(acct.key, {
      name: 'Booker', instructions: 'Book visits for {{first_name}}.', first_message: 'Hi!', model: 'gpt-4.1', voice_id: 'nova',
      tools: ['check_availability', 'book_appointment'],
      analysis: { success_criteria: 'A visit is booked.', extract: ['budget', 'visit_day', 'plan', 'homeowner', 'city'] },
    });
    expect(res.status).toBe(201);
    // The deployment's first assistant registers its credential at Vapi first, once.
    const sentNow = sentSince(before).filter((r) => r.path !== '/credential');
    expect(sentNow.map((r) => [r.method, r.path])).toEqual([['POST', '/assistant']]);
    const [sent] = sentNow;
    expect(vapi.credentials.size).toBe(1);
    const [credentialId] = vapi.credentials.keys();
    expect(sent.body.server).toEqual({ url: EVENTS_URL, credentialId });
    expect(sent.body.serverMessages).toEqual(['status-update', 'end-of-call-report', 'transcript', 'tool-calls', 'transfer-destination-request']);
    expect(vapi.invalid).toEqual([]);
    expect(res.body.assistant_id).toMatch(/^vapi-asst-\d+$/);
    expect(vapi.assistant(res.body.assistant_id)).toBeDefined();
    expect(sent.body).toMatchObject({
      name: 'Booker',
      firstMessage: 'Hi!',
      model: { provider: 'openai', model: 'gpt-4.1', messages: [{ role: 'system', content: 'Book visits for {{first_name}}.' }] },
      voice: { provider: 'openai', voiceId: 'nova' },
    });
    expect(sent.body.model.tools.map((t: { function: { name: string } }) => t.function.name)).toEqual(['check_availability', 'book_appointment']);
    for (const tool of sent.body.model.tools) {
      expect(tool).toMatchObject({ type: 'function', server: { url: EVENTS_URL, credentialId }, function: { description: expect.any(String), parameters: { type: 'object' } } });
    }
    expect(sent.body.model.tools[1].function.parameters.required).toEqual(['start_time']);
    const outputs = sent.body.artifactPlan.structuredOutputs;
    expect(sent.body.artifactPlan.recordingEnabled).toBe(true);
    expect(outputs.map((o: { name: string }) => o.name)).toEqual(['switchboard_summary', 'switchboard_success', 'switchboard_extract']);
    expect(outputs[1]).toMatchObject({ schema: { type: 'boolean' }, description: expect.stringContaining('A visit is booked.') });
    expect(outputs[2].schema).toEqual({
      type: 'object',
      properties: {
        budget: { type: 'number', description: 'Budget: in dollars' },
        visit_day: { type: 'string', format: 'date', description: 'Visit day (YYYY-MM-DD)' },
        plan: { type: 'string', enum: ['gold', 'silver'], description: 'Plan' },
        homeowner: { type: 'boolean', description: 'Homeowner' },
        city: { type: 'string', description: expect.any(String) },
      },
    });
    // The new assistant is the account's own.
    const db = await getDb();
    const owned = await db.select().from(providerResources)
      .where(and(eq(providerResources.accountId, acct.accountId), eq(providerResources.providerId, res.body.assistant_id)));
    expect(owned).toHaveLength(1);
  });

  it('turns off what the agent does not ask for', async () => {
    const acct = await newAccount();
    const before = vapi.requests.length;
    expect((await post(acct.key, { name: 'Plain' })).status).toBe(201);
    const [sent] = sentSince(before);
    expect(sent.body.model.tools).toEqual([]);
    expect(sent.body.artifactPlan.structuredOutputs.map((o: { name: string }) => o.name)).toEqual(['switchboard_summary']);
    expect((await post(acct.key, { name: 'Quiet', analysis: { summary: false } })).status).toBe(201);
    expect(vapi.requests.at(-1)!.body.artifactPlan).toEqual({ recordingEnabled: true, structuredOutputs: [] });
  });

  it('answers 502 provider_unavailable and writes nothing when Vapi refuses or cannot be reached', async () => {
    const acct = await newAccount();
    vapi.failNext(400);
    const refused = await post(acct.key, { name: 'Refused', tools: ['opt_out'] });
    expect([refused.status, refused.body.error]).toEqual([502, 'provider_unavailable']);
    expect(refused.body.message).toMatch(/refused.*400/);
    config.VAPI_BASE_URL = vapi.unreachableUrl;
    try {
      const unreachable = await post(acct.key, { name: 'Unreachable' });
      expect([unreachable.status, unreachable.body.error]).toEqual([502, 'provider_unavailable']);
    } finally {
      config.VAPI_BASE_URL = vapi.url;
    }
    expect(await writesOf(acct.accountId)).toEqual({ agents: 0, resources: 0 });
  });

  it('asks Vapi nothing before the request is valid', async () => {
    const acct = await newAccount();
    const before = vapi.requests.length;
    expect((await post(acct.key, { name: 'Bad', tools: ['nope'] })).status).toBe(400);
    expect((await post(acct.key, { name: 'Bad', analysis: { extract: ['undefined_thing'] } })).status).toBe(400);
    expect((await post(acct.key, { name: 'Bad', team_id: 2147483000 })).status).toBe(404);
    expect(vapi.requests.length).toBe(before);
    expect(await writesOf(acct.accountId)).toEqual({ agents: 0, resources: 0 });
  });
});

describe('agents at Vapi: update', () => {
  async function made() {
    const acct = await withVariables();
    const res = await post(acct.key, { name: 'Ava', instructions: 'Be kind.', tools: ['check_availability'], analysis: { extract: ['budget'] } });
    return { acct, agent: res.body as { id: number; assistant_id: string } };
  }

  it('sends Vapi only the assistant keys an edit changes, and nothing for local-only fields', async () => {
    const { acct, agent } = await made();
    let before = vapi.requests.length;
    const res = await patch(acct.key, agent.id, { tools: ['check_availability', 'book_appointment'] });
    expect(res.status).toBe(200);
    let sent = sentSince(before);
    expect(sent).toHaveLength(1);
    expect([sent[0].method, sent[0].path, Object.keys(sent[0].body)]).toEqual(['PATCH', `/assistant/${agent.assistant_id}`, ['model']]);
    expect(sent[0].body.model.messages).toEqual([{ role: 'system', content: 'Be kind.' }]);
    expect(sent[0].body.model.tools.map((t: { function: { name: string } }) => t.function.name)).toEqual(['check_availability', 'book_appointment']);

    before = vapi.requests.length;
    await patch(acct.key, agent.id, { name: 'Ava 2', analysis: { success_criteria: 'Agrees', extract: ['plan'] } });
    sent = sentSince(before);
    expect(Object.keys(sent[0].body).sort()).toEqual(['artifactPlan', 'name']);
    expect(sent[0].body.artifactPlan.structuredOutputs.at(-1).schema.properties).toEqual({ plan: { type: 'string', enum: ['gold', 'silver'], description: 'Plan' } });
    expect(vapi.assistant(agent.assistant_id)).toMatchObject({ name: 'Ava 2', artifactPlan: { structuredOutputs: expect.arrayContaining([expect.objectContaining({ name: 'switchboard_success' })]) } });

    before = vapi.requests.length;
    const local = await patch(acct.key, agent.id, { save_unknown_callers: false, role: 'inbound', phone_number: '+14155550100' });
    expect(local.body).toMatchObject({ save_unknown_callers: false, role: 'inbound' });
    expect(vapi.requests.length).toBe(before);
  });

  it('answers 502 provider_unavailable and changes nothing when Vapi refuses the update or cannot be reached', async () => {
    const { acct, agent } = await made();
    const db = await getDb();
    const [rowBefore] = await db.select().from(agents).where(eq(agents.id, agent.id));
    const atVapi = structuredClone(vapi.assistant(agent.assistant_id));
    vapi.failNext(500);
    const refused = await patch(acct.key, agent.id, { instructions: 'Be curt.', save_unknown_callers: false });
    expect([refused.status, refused.body.error]).toEqual([502, 'provider_unavailable']);
    config.VAPI_BASE_URL = vapi.unreachableUrl;
    try {
      expect((await patch(acct.key, agent.id, { name: 'Never' })).status).toBe(502);
    } finally {
      config.VAPI_BASE_URL = vapi.url;
    }
    expect((await db.select().from(agents).where(eq(agents.id, agent.id)))[0]).toEqual(rowBefore);
    expect(vapi.assistant(agent.assistant_id)).toEqual(atVapi);
    const got = await callRoute(getOne, { path: `/api/v1/agents/${agent.id}`, key: acct.key, params: { id: String(agent.id) } });
    expect(got.body).toMatchObject({ instructions: 'Be kind.', save_unknown_callers: true, name: 'Ava' });
  });
});

describe('agents at Vapi: placing calls needs the provider phone number id', () => {
  it('reports can_make_calls truthfully and refuses a call from an agent without one, writing nothing', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: { provider_phone_number_id: 'pn-line-1' } });
    const db = await getDb();
    const numberOnly = await createAgent(db, await actorOf(acct.userId), { name: 'Number only', phone_number: '+14155550111' });
    const read = (id: number) => callRoute(getOne, { path: `/api/v1/agents/${id}`, key: acct.key, params: { id: String(id) } });
    expect((await read(numberOnly.id)).body.can_make_calls).toBe(false);
    expect((await read(acct.agent.id)).body.can_make_calls).toBe(true);
    const listed = (await callRoute(list, { path: '/api/v1/agents', key: acct.key })).body.agents;
    expect(listed.map((a: { name: string; can_make_calls: boolean }) => [a.name, a.can_make_calls])).toEqual([['Sales Agent', true], ['Number only', false]]);

    const before = vapi.requests.length;
    const res = await callRoute(placeCall, { method: 'POST', path: '/api/v1/calls', key: acct.key, body: { phone_number: '+14155550123', agent_id: numberOnly.id } });
    expect([res.status, res.body.error]).toEqual([404, 'no_phone_number']);
    expect(res.body.message).toContain('provider_phone_number_id');
    expect((await db.select({ n: count() }).from(calls).where(eq(calls.accountId, acct.accountId)))[0].n).toBe(0);
    expect(vapi.requests.length).toBe(before);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { getDb } from '../../../db/client';
import { agents, providerResources } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { startFakeRetell } from '../../../testing/fake-retell-server';
import { actorOf, newAccount, type TestAccount } from '../../../testing/fixtures';
import { importProviderResource } from '../../agents/provider-resources';
import { createAgent, toAgentResource, updateAgent } from '../../agents/service';

// A Retell agent is a Retell LLM plus a Retell agent, made and changed through retell-sdk against a local fake Retell.

const KEY = 'retell-agent-key';
let db: Database;
let retell: Awaited<ReturnType<typeof startFakeRetell>>;
let acct: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  db = await getDb();
  retell = await startFakeRetell(KEY);
  Object.assign(config, { RETELL_API_KEY: KEY, RETELL_BASE_URL: retell.url, PUBLIC_BASE_URL: 'https://switchboard.example' });
  acct = await newAccount();
  other = await newAccount();
});
afterAll(async () => {
  await retell.close();
});

const create = async (a: TestAccount, input: Parameters<typeof createAgent>[2]) => createAgent(db, await actorOf(a.userId), input);

describe('creating a Retell agent', () => {
  it('makes its Retell LLM (instructions, first message, model, tools as custom functions) and agent (voice, webhook)', async () => {
    const agent = await create(acct, {
      name: 'Retell Sales', provider: 'retell', instructions: 'Call {{first_name|the customer}} about {{business_name}}.',
      first_message: 'Hello {{first_name|there}}!', model: 'gpt-4.1', voice_id: 'nova', tools: ['book_appointment', 'transfer_to_human'],
      analysis: { summary: true, success_criteria: 'A visit is booked.', extract: [] },
    });
    expect(agent.provider).toBe('retell');
    expect(toAgentResource(agent).provider).toBe('retell');
    const made = retell.agent(agent.assistantId)!;
    expect(made).toMatchObject({
      agent_name: 'Retell Sales', voice_id: 'openai-Nova', webhook_url: 'https://switchboard.example/api/providers/retell/events',
      webhook_events: ['call_started', 'call_ended', 'call_analyzed', 'transcript_updated'],
      response_engine: { type: 'retell-llm', llm_id: agent.providerLlmId },
      post_call_analysis_data: [{ type: 'boolean', name: 'switchboard_success', description: expect.stringContaining('A visit is booked.') }],
    });
    const llm = retell.llm(agent.providerLlmId!)!;
    expect(llm).toMatchObject({ general_prompt: 'Call {{first_name}} about {{business_name}}.', begin_message: 'Hello {{first_name}}!', model: 'gpt-4.1' });
    expect(llm.general_tools).toEqual([
      expect.objectContaining({ type: 'custom', name: 'book_appointment', url: 'https://switchboard.example/api/providers/retell/tools/book_appointment', method: 'POST' }),
      expect.objectContaining({ type: 'custom', name: 'transfer_to_human', response_variables: { transfer_number: 'transfer_number' } }),
      expect.objectContaining({ type: 'transfer_call', transfer_destination: { type: 'predefined', number: '{{transfer_number}}' } }),
    ]);
    const owned = await db.select().from(providerResources).where(eq(providerResources.accountId, acct.accountId));
    expect(owned.map((r) => [r.provider, r.kind, r.providerId]).sort()).toEqual(
      [['retell', 'assistant', agent.assistantId], ['retell', 'llm', agent.providerLlmId]].sort(),
    );
  });

  it('leaves nothing behind when Retell refuses the agent (the LLM just made is deleted): 502 provider_unavailable', async () => {
    const before = retell.allLlms().length;
    retell.failNext(0, 500);
    await expect(create(acct, { name: 'Refused', provider: 'retell' })).rejects.toMatchObject({ code: 'provider_unavailable' });
    expect(retell.allLlms()).toHaveLength(before);
    expect(await db.select().from(agents).where(and(eq(agents.accountId, acct.accountId), eq(agents.name, 'Refused')))).toEqual([]);
  });

  it('keeps the server default for an agent that names no provider, and refuses a provider the server has no key for', async () => {
    expect((await create(acct, { name: 'Default' })).provider).toBe('simulator');
    Object.assign(config, { VAPI_API_KEY: undefined });
    await expect(create(acct, { name: 'No Vapi', provider: 'vapi' })).rejects.toMatchObject({
      code: 'validation_error', details: [expect.objectContaining({ message: expect.stringContaining('VAPI_API_KEY') })],
    });
  });
});

describe('updating a Retell agent', () => {
  it('sends Retell only what changed: instructions to the LLM, the voice to the agent; nothing for a team change', async () => {
    const agent = await create(acct, { name: 'Editable', provider: 'retell', instructions: 'Old.' });
    const actor = await actorOf(acct.userId);
    const seen = retell.requests.length;
    await updateAgent(db, actor, agent.id, { instructions: 'New {{city|town}}.', voice_id: 'echo' });
    const sent = retell.requests.slice(seen).map((r) => [r.method, r.path, r.body]);
    expect(sent).toEqual([
      ['PATCH', `/update-retell-llm/${agent.providerLlmId}`, { general_prompt: 'New {{city}}.' }],
      ['PATCH', `/update-agent/${agent.assistantId}`, { voice_id: 'openai-Echo' }],
    ]);
    expect(retell.llm(agent.providerLlmId!)!.general_prompt).toBe('New {{city}}.');
  });

  it('changes nothing when Retell refuses (502), and keeps the provider chosen at creation', async () => {
    const agent = await create(acct, { name: 'Kept', provider: 'retell', first_message: 'Hi.' });
    const actor = await actorOf(acct.userId);
    retell.failNext(503);
    await expect(updateAgent(db, actor, agent.id, { first_message: 'Changed.' })).rejects.toMatchObject({ code: 'provider_unavailable' });
    expect((await db.select().from(agents).where(eq(agents.id, agent.id)))[0].firstMessage).toBe('Hi.');
    await expect(updateAgent(db, actor, agent.id, { provider: 'simulator' })).rejects.toMatchObject({ code: 'validation_error' });
  });
});

describe('tenancy of Retell ids', () => {
  it("answers another tenant's Retell agent or number as it answers one that does not exist", async () => {
    const mine = await create(acct, { name: 'Mine', provider: 'retell' });
    retell.addPhoneNumber('+14155550999');
    await db.insert(providerResources).values({ accountId: acct.accountId, provider: 'retell', kind: 'phone_number', providerId: '+14155550999' });
    const refusal = async (input: Parameters<typeof createAgent>[2]) => {
      try {
        await create(other, input);
      } catch (err) {
        return { code: (err as { code: string }).code, details: (err as { details: unknown }).details };
      }
      throw new Error('accepted');
    };
    const theirs = await refusal({ name: 'X', provider: 'retell', assistant_id: mine.assistantId, provider_phone_number_id: '+14155550999' });
    const none = await refusal({ name: 'X', provider: 'retell', assistant_id: 'agent_nope', provider_phone_number_id: '+14155550000' });
    expect(theirs).toEqual(none);
    expect(theirs.code).toBe('validation_error');
    // The owner may name both (the agent id is taken by its first agent, so only the uniqueness rule answers).
    const own = await create(acct, { name: 'Own', provider: 'retell', assistant_id: mine.assistantId, provider_phone_number_id: '+14155550999' }).catch((e) => e);
    expect(own.code).toBe('duplicate_assistant_id');
  });
});

describe('the operator importing Retell numbers', () => {
  it("imports a number into one account and points its inbound webhook here; another account cannot claim it; an unknown one is not_found", async () => {
    retell.addPhoneNumber('+14155550888');
    expect(await importProviderResource(db, acct.accountId, 'phone_number', '+14155550888', 'retell')).toEqual({
      account_id: acct.accountId, kind: 'phone_number', provider_id: '+14155550888', inbound_webhook_url: 'https://switchboard.example/api/providers/retell/inbound',
    });
    expect(retell.phoneNumber('+14155550888')!.inbound_webhook_url).toBe('https://switchboard.example/api/providers/retell/inbound');
    await expect(importProviderResource(db, other.accountId, 'phone_number', '+14155550888', 'retell')).rejects.toMatchObject({ code: 'usage' });
    await expect(importProviderResource(db, other.accountId, 'phone_number', '+14155550777', 'retell')).rejects.toMatchObject({ code: 'not_found' });
  });
});

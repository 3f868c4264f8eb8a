import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { actorOf, keyWith, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { createAgent } from '@/server/services/agents/service';
import { initiateCall } from '@/server/services/calls/initiate';
import { callRowOf, drainJobs, fundedAccount, insertContact, type CallTestAccount } from '@/server/testing/call-fixtures';
import { GET, POST } from './route';

const get = (key: string, id: string | number) => callRoute(GET, { path: `/api/v1/calls/${id}`, key, params: { call_id: String(id) } });

describe('GET /api/v1/calls/{call_id}', () => {
  let acct: CallTestAccount;
  let callId: number;
  let contactId: number;

  beforeAll(async () => {
    acct = await fundedAccount({ balanceCents: 1000, agent: { first_message: 'Hello {{first_name}}', instructions: 'Be kind to {{first_name}}.' } });
    contactId = await insertContact(acct.accountId, { firstName: 'Ada' });
    const db = await getDb();
    callId = (await initiateCall(db, await actorOf(acct.userId), {
      purpose: 'informational', phone_number: '+14155550123', agent_id: acct.agent.id, contact_id: contactId, variables: { topic: 'x' },
    })).id;
    await drainJobs(new Date(Date.now() + 1000));
  });

  it('answers the call itself with transcript, summary, recording, cost and variables', async () => {
    const row = await callRowOf(callId);
    const res = await get(acct.key, callId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: callId,
      call_id: row.callId,
      status: 'completed',
      type: 'outbound',
      phone_number: '+14155550123',
      from_number: '+14155550100',
      agent: { id: acct.agent.id, name: 'Sales Agent', assistant_id: acct.agent.assistantId },
      agent_version: 1,
      contact: { id: contactId, name: 'Ada Lovelace', email: 'ada@example.test' },
      // The agent has no analysis setting, and no tools to book with.
      analysis: null,
      events: [],
      transferred_to: null,
      created_at: expect.any(String),
      estimated_start: expect.any(String),
      started_at: expect.any(String),
      ended_at: expect.any(String),
      duration_seconds: 95,
      cost_cents: 20,
      cost: 0.2,
      failure_reason: null,
      recording_url: expect.stringMatching(/^https?:\/\/[^/]+\/simulator\/sample-call\.mp3\?call=/),
      summary: expect.any(String),
      transcript: expect.arrayContaining([{ role: 'agent', text: 'Hello Ada', start_seconds: 0 }]),
      variables: expect.objectContaining({ first_name: 'Ada', topic: 'x', business_name: 'Test Co', disclosure: expect.stringContaining('AI assistant') }),
      first_message: 'Hello Ada',
      instructions: 'Be kind to Ada.',
      content_purged_at: null,
      scheduled_at: null,
      ended_reason: 'customer-ended-call',
      attempt: 1,
      retry_of: null,
      campaign_id: null,
      purpose: 'informational',
      retry: { max_attempts: 1, on: ['busy', 'no_answer'], delay_minutes: 60 },
      wait_reason: null,
      voicemail: null,
      voicemail_left: false,
      // "Hello Ada" says none of what a call to a California number must.
      disclosures: row.disclosures,
      disclosure_check: 'missing',
      disclosure_missing: ['ai', 'recording', 'recording_consent'],
      // The simulator's report: 7 cents per billed minute by component, and its script's two turns.
      cost_breakdown: {
        billed_cents: 20, provider_cents: 14,
        components: [{ name: 'telephony', cents: 2 }, { name: 'transcriber', cents: 2 }, { name: 'model', cents: 4 }, { name: 'voice', cents: 4 }, { name: 'platform', cents: 2 }],
      },
      latency: { turns: 2, p50_ms: 950, p95_ms: 1_080, model_p50_ms: 420, voice_p50_ms: 180, transcriber_p50_ms: 150 },
    });
    // The call_id string finds it too.
    expect((await get(acct.key, row.callId)).body.id).toBe(callId);
  });

  it.each(['0', '-1', 'abc', '99999999', '1.5', '99999999999999999999', 'call_000000000000000000000000'])(
    'answers 404 not_found for %s',
    async (id) => {
      const res = await get(acct.key, id);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('not_found');
    },
  );

  it('hides the call from other accounts and from members who cannot see its agent', async () => {
    const stranger = await fundedAccount();
    expect((await get(stranger.key, callId)).body.error).toBe('not_found');
    const member = await newUser(acct.accountId);
    expect((await get(member.key, callId)).body.error).toBe('not_found');
    // A member of the agent's team sees it.
    const team = await newTeam(acct.accountId, 'Sales', [member.userId]);
    const db = await getDb();
    const teamAgent = await createAgent(db, await actorOf(acct.userId), { name: 'Team agent', phone_number: '+14155550104', team_id: team });
    const teamCall = await initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', phone_number: '+14155550123', agent_id: teamAgent.id });
    expect((await get(member.key, teamCall.id)).status).toBe(200);
  });

  it('needs can_read_calls and serves only GET', async () => {
    const key = await keyWith(acct.userId, ['can_initiate_calls']);
    expect((await get(key, callId)).body.error).toBe('permission_denied');
    const res = await callRoute(POST, { method: 'POST', path: `/api/v1/calls/${callId}`, key: acct.key, body: {} });
    expect(res.status).toBe(405);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/server/config';
import { getDb } from '@/server/db/client';
import { calendarEvents, calls, contacts, providerResources } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { callRowOf, drainJobs, insertContact } from '@/server/testing/call-fixtures';
import { startFakeRetell } from '@/server/testing/fake-retell-server';
import { actorOf } from '@/server/testing/fixtures';
import { toolAccount, type ToolTestAccount } from '@/server/testing/tool-fixtures';
import { person } from '@/server/testing/transfer-fixtures';
import { setBusinessCalendar } from '@/server/services/calendar/settings';
import { initiateCall } from '@/server/services/calls/initiate';
import { createVariable } from '@/server/services/context-variables/definitions';
import { createAgent, type AgentRow } from '@/server/services/agents/service';
import { RETELL_INBOUND_RETRY_MS } from '@/server/services/providers/retell/inbound-retry';
import { retellPoster } from '@/app/_testing/retell-requests';

// Calls through Retell end to end: placed at a local fake Retell, moved by signed events, answered inbound, and
// tools run through Retell's custom functions, all through the routes Retell calls. What every provider shares
// (refusals, endings, each tool once per tool call) is ../provider-contract.test.ts; this file holds Retell's own.

const KEY = 'retell-calls-key';
const NUMBER = '+14155550100';
let db: Database;
let retell: Awaited<ReturnType<typeof startFakeRetell>>;
let acct: ToolTestAccount;
let agent: AgentRow;
const send = retellPoster(KEY);
const allDay = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['00:00', '24:00']]]));

beforeAll(async () => {
  db = await getDb();
  retell = await startFakeRetell(KEY);
  Object.assign(config, { RETELL_API_KEY: KEY, RETELL_BASE_URL: retell.url, PUBLIC_BASE_URL: 'https://switchboard.example' });
  acct = await toolAccount([
    'check_availability', 'book_appointment', 'reschedule_appointment', 'cancel_appointment', 'update_contact', 'opt_out', 'transfer_to_human',
  ]);
  retell.addPhoneNumber(NUMBER);
  await db.insert(providerResources).values({ accountId: acct.accountId, provider: 'retell', kind: 'phone_number', providerId: NUMBER });
  await createVariable(db, await actorOf(acct.userId), { name: 'visit_day', display_name: 'Visit day', variable_type: 'date', context_type: 'contact' });
  agent = await createAgent(db, await actorOf(acct.userId), {
    name: 'Retell Agent', provider: 'retell', phone_number: NUMBER, provider_phone_number_id: NUMBER, team_id: acct.teamId,
    first_message: 'Hi {{first_name|there}}, {{nickname|friend}}!', tools: acct.agent.tools as never,
    analysis: { summary: true, success_criteria: 'A visit day is agreed.', extract: ['visit_day'] },
  });
});
afterAll(async () => {
  await retell.close();
});

/** A call of the Retell agent to the account's contact, dialed at Retell: its row and Retell's id of it. */
async function placed() {
  const res = await initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', phone_number: '+14155550142', agent_id: agent.id, contact_id: acct.contactId });
  await drainJobs(new Date(Date.now() + 1000));
  const row = await callRowOf(res.id);
  return { id: res.id, callId: res.call_id, retellId: row.providerCallId! };
}

/** Retell's call object of an ended call, as its call_ended and call_analyzed carry it. */
const START = Date.now() - 95_000;
function endedCall(retellId: string, extra: Record<string, unknown> = {}) {
  const start = START;
  return {
    call_id: retellId, call_type: 'phone_call', call_status: 'ended', direction: 'outbound', agent_id: agent.assistantId, agent_version: 0,
    from_number: NUMBER, to_number: '+14155550142', start_timestamp: start, end_timestamp: start + 95_000, duration_ms: 95_000,
    disconnection_reason: 'user_hangup', recording_url: 'https://retell.example/rec.wav',
    transcript_object: [
      { role: 'agent', content: 'Hi Ada!', words: [{ word: 'Hi', start: 0.4, end: 0.6 }] },
      { role: 'user', content: 'Tuesday works.', words: [{ word: 'Tuesday', start: 2.1, end: 2.5 }] },
    ],
    call_cost: { combined_cost: 12.6, total_duration_seconds: 95, total_duration_unit_price: 0.13, product_costs: [
      { product: 'elevenlabs_tts', cost: 6.3 }, { product: 'gpt_4_1', cost: 3.3 }, { product: 'retell_platform', cost: 3 },
    ] },
    latency: { e2e: { num: 4, p50: 820, p95: 1300 }, llm: { p50: 400 }, tts: { p50: 200 }, asr: { p50: 100 } },
    ...extra,
  };
}
const ANALYSIS = { call_summary: 'Ada agreed to a visit on Tuesday.', call_successful: true, custom_analysis_data: { switchboard_success: true, visit_day: '2026-12-01', other: 'x' } };

describe('outbound calls through Retell', () => {
  it('go out with the agent, the number, the rendered variables (fallbacks for blank ones) and the duration the funds hold', async () => {
    const call = await placed();
    const req = retell.requests.find((r) => r.path === '/v2/create-phone-call' && r.body.metadata?.switchboard_call_id === call.callId)!;
    const row = await callRowOf(call.id);
    expect(row.provider).toBe('retell');
    expect(req.body).toMatchObject({
      from_number: NUMBER, to_number: '+14155550142', override_agent_id: agent.assistantId,
      retell_llm_dynamic_variables: expect.objectContaining({ first_name: 'Ada', nickname: 'friend' }),
      agent_override: { agent: { max_call_duration_ms: Math.max(60_000, row.maxDurationSeconds! * 1000) } },
    });
    expect(call.retellId).toMatch(/^call_/);
  });
});

describe('Retell events', () => {
  it("records a call ended with times years apart as lasting no longer than it was allowed", async () => {
    const call = await placed();
    await send.event({ event: 'call_started', call: { call_id: call.retellId, start_timestamp: Date.parse('2026-01-01T00:00:00Z') } });
    await send.event({
      event: 'call_ended',
      call: endedCall(call.retellId, { start_timestamp: Date.parse('2026-01-01T00:00:00Z'), end_timestamp: Date.parse('2030-01-01T00:00:00Z'), duration_ms: undefined, call_cost: undefined }),
    });
    const row = await callRowOf(call.id);
    expect(row.maxDurationSeconds).toBeGreaterThan(0);
    expect(row).toMatchObject({ status: 'completed', durationSeconds: row.maxDurationSeconds });
  });

  it('started, transcript, ended, analyzed: answered, its lines, then completed with timing, cost, recording, and the analysis on the contact', async () => {
    const call = await placed();
    expect((await send.event({ event: 'call_started', call: { call_id: call.retellId, start_timestamp: Date.now() } })).status).toBe(200);
    expect((await callRowOf(call.id)).status).toBe('in_progress');
    await send.event({ event: 'transcript_updated', call: { call_id: call.retellId, transcript_object: endedCall(call.retellId).transcript_object.slice(0, 1) } });
    expect((await callRowOf(call.id)).transcript).toEqual([{ role: 'agent', text: 'Hi Ada!', start_seconds: 0 }]);
    await send.event({ event: 'call_ended', call: endedCall(call.retellId) });
    const ended = await callRowOf(call.id);
    expect(ended).toMatchObject({
      status: 'completed', endedReason: 'customer-ended-call', durationSeconds: 95, recordingUrl: 'https://retell.example/rec.wav', providerCostCents: 13,
      transcript: [{ role: 'agent', text: 'Hi Ada!', start_seconds: 0 }, { role: 'customer', text: 'Tuesday works.', start_seconds: 2 }],
      latency: { turns: 4, p50_ms: 820, p95_ms: 1300, model_p50_ms: 400, voice_p50_ms: 200, transcriber_p50_ms: 100 },
    });
    expect(ended.costComponents).toEqual([{ name: 'model', cents: 3 }, { name: 'voice', cents: 6 }, { name: 'platform', cents: 3 }]);
    await send.event({ event: 'call_analyzed', call: endedCall(call.retellId, { call_analysis: ANALYSIS }) });
    const analyzed = await callRowOf(call.id);
    expect(analyzed.summary).toBe('Ada agreed to a visit on Tuesday.');
    expect(analyzed.analysis).toMatchObject({ success: true, structured_data: { visit_day: '2026-12-01' } });
    const [contact] = await db.select().from(contacts).where(eq(contacts.id, acct.contactId));
    expect(contact.customContext.visit_day).toBe('2026-12-01');
  });

  it('in the other order (analyzed, ended, started) ends the call once with the same result', async () => {
    const call = await placed();
    await send.event({ event: 'call_analyzed', call: endedCall(call.retellId, { call_analysis: ANALYSIS }) });
    const first = await callRowOf(call.id);
    expect(first).toMatchObject({ status: 'completed', endedReason: 'customer-ended-call', durationSeconds: 95, summary: 'Ada agreed to a visit on Tuesday.' });
    await send.event({ event: 'call_ended', call: endedCall(call.retellId) });
    await send.event({ event: 'call_started', call: { call_id: call.retellId, start_timestamp: Date.now() } });
    const last = await callRowOf(call.id);
    expect(last).toMatchObject({ status: 'completed', summary: first.summary, transcript: first.transcript, endedAt: first.endedAt });
  });

  it.each([
    ['dial_failed', 'failed', 'failed-to-connect'],
    ['error_llm_websocket_open', 'failed', 'provider-error'],
  ])('maps disconnection_reason %s to %s (%s)', async (reason, status, endedReason) => {
    const call = await placed();
    await send.event({ event: 'call_ended', call: endedCall(call.retellId, { disconnection_reason: reason, duration_ms: 0, transcript_object: [] }) });
    expect(await callRowOf(call.id)).toMatchObject({ status, endedReason });
  });

  it.each(['wrong', 'stale', 'none'] as const)('refuses a %s signature with 401 invalid_secret and records nothing', async (signing) => {
    const call = await placed();
    const res = await send.event({ event: 'call_started', call: { call_id: call.retellId } }, signing);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_secret');
    expect((await callRowOf(call.id)).status).toBe('queued');
  });
});

describe('Retell inbound calls', () => {
  it("answers with the number's inbound agent and the caller's values; the first event links Retell's call", async () => {
    const inbound = await createAgent(db, await actorOf(acct.userId), {
      name: 'Front desk', role: 'inbound', provider: 'retell', provider_phone_number_id: NUMBER, first_message: 'Hello {{first_name|caller}}.',
    });
    expect(retell.phoneNumber(NUMBER)!.inbound_webhook_url).toBe('https://switchboard.example/api/providers/retell/inbound');
    await insertContact(acct.accountId, { firstName: 'Grace', phones: [{ number: '+14155550177' }] });
    const res = await send.inbound({ event: 'call_inbound', call_inbound: { from_number: '+14155550177', to_number: NUMBER } });
    expect(res.status).toBe(200);
    expect(res.body.call_inbound).toMatchObject({
      override_agent_id: inbound.assistantId,
      dynamic_variables: expect.objectContaining({ first_name: 'Grace' }),
      metadata: { switchboard_call_id: expect.stringMatching(/^call_/) },
      agent_override: { agent: { max_call_duration_ms: expect.any(Number) } },
    });
    const ours = res.body.call_inbound.metadata.switchboard_call_id;
    await send.event({ event: 'call_started', call: { call_id: 'call_inbound_1', metadata: { switchboard_call_id: ours }, start_timestamp: Date.now() } });
    const [row] = await db.query.calls.findMany({ where: (c, { eq: is }) => is(c.callId, ours) });
    expect(row).toMatchObject({ type: 'inbound', provider: 'retell', providerCallId: 'call_inbound_1', status: 'in_progress', agentId: inbound.id });
  });

  it('declines a number no account owns, and refuses an unsigned request', async () => {
    expect((await send.inbound({ event: 'call_inbound', call_inbound: { from_number: '+14155550177', to_number: '+14155550555' } })).body).toEqual({ call_inbound: {} });
    expect((await send.inbound({ event: 'call_inbound', call_inbound: { to_number: NUMBER } }, 'wrong')).status).toBe(401);
  });

  it("never answers a Retell line with an agent of another provider, even one typed with the line's number", async () => {
    await db.insert(providerResources).values({ accountId: acct.accountId, provider: 'retell', kind: 'phone_number', providerId: '+14155550666' });
    await createAgent(db, await actorOf(acct.userId), { name: 'Simulated desk', role: 'inbound', provider: 'simulator', phone_number: '+14155550666' });
    const res = await send.inbound({ event: 'call_inbound', call_inbound: { from_number: '+14155550177', to_number: '+14155550666' } });
    expect(res.body).toEqual({ call_inbound: {} });
  });
});

describe('a retried Retell inbound webhook', () => {
  // Retell retries call_inbound when it has no answer within 10 seconds; the request carries no call id.
  const LINE = '+14155550188';
  let desk: AgentRow;
  beforeAll(async () => {
    retell.addPhoneNumber(LINE);
    await db.insert(providerResources).values({ accountId: acct.accountId, provider: 'retell', kind: 'phone_number', providerId: LINE });
    desk = await createAgent(db, await actorOf(acct.userId), { name: 'Retry desk', role: 'inbound', provider: 'retell', provider_phone_number_id: LINE });
  });
  const ring = (from?: string) => send.inbound({ event: 'call_inbound', call_inbound: { agent_id: desk.assistantId, ...(from ? { from_number: from } : {}), to_number: LINE } });
  const callsOfDesk = () => db.query.calls.findMany({ where: (c, { eq: is }) => is(c.agentId, desk.id), orderBy: (c, { asc }) => asc(c.id) });
  const idOf = (res: { body: any }) => res.body.call_inbound.metadata.switchboard_call_id as string;

  it('is answered with the call the first request recorded, at once or while the first is still being answered', async () => {
    const first = await ring('+14155550901');
    const again = await ring('+1 (415) 555-0901');
    expect(again.body).toEqual(first.body);
    const together = await Promise.all([ring('+14155550902'), ring('+14155550902'), ring('+14155550902')]);
    expect(new Set(together.map(idOf)).size).toBe(1);
    expect((await callsOfDesk()).map((c) => [c.callId, c.phoneNumber])).toEqual([[idOf(first), '+14155550901'], [idOf(together[0]), '+14155550902']]);
  });

  it("is a new call once the first is linked to Retell's call, past the retry window, from another caller, or with the number withheld", async () => {
    const before = (await callsOfDesk()).length;
    const first = await ring('+14155550903');
    await send.event({ event: 'call_started', call: { call_id: 'call_retry_linked', metadata: { switchboard_call_id: idOf(first) }, start_timestamp: Date.now() } });
    const afterLink = await ring('+14155550903');
    expect(idOf(afterLink)).not.toBe(idOf(first));

    const old = await ring('+14155550904');
    await db.update(calls).set({ createdAt: new Date(Date.now() - RETELL_INBOUND_RETRY_MS - 1000) }).where(eq(calls.callId, idOf(old)));
    expect(idOf(await ring('+14155550904'))).not.toBe(idOf(old));

    expect(idOf(await ring('+14155550905'))).not.toBe(idOf(await ring('+14155550906')));
    expect(idOf(await ring())).not.toBe(idOf(await ring()));
    expect(await callsOfDesk()).toHaveLength(before + 8);
  });
});

describe('Retell custom functions', () => {
  async function answered() {
    const call = await placed();
    await send.event({ event: 'call_started', call: { call_id: call.retellId } });
    return call;
  }
  const invocation = (id: string, name: string, args: unknown) => ({ role: 'tool_call_invocation', tool_call_id: id, name, arguments: JSON.stringify(args) });
  const tool = (call: { retellId: string }, name: string, args: unknown, id = `tc-${name}-${Math.random()}`) =>
    send.tool(name, { name, args, call: { call_id: call.retellId, transcript_with_tool_calls: [invocation(id, name, args)] } });

  it("transfer_to_human answers the free person's number for Retell's transfer_call", async () => {
    // Open around the clock, so the person is free whatever the hour the test runs at (outside the hours the tool
    // offers a callback instead).
    await setBusinessCalendar(db, acct.accountId, { timezone: 'UTC', business_hours: allDay });
    await person(acct.accountId, 'Dana Desk', { phone: '+14155550202', teamId: acct.teamId });
    const call = await answered();
    const res = await tool(call, 'transfer_to_human', { reason: 'wants a person' });
    expect(res.body).toMatchObject({ transfer_number: '+14155550202', result: expect.stringMatching(/\S/) });
    expect((await callRowOf(call.id)).transferredToName).toBe('Dana Desk');
  });

  it('gives Retell no transfer_number for a number the destination policy refuses now, and books the callback', async () => {
    // An account of its own, whose only person's number was stored before the operator's floor refused it.
    const other = await toolAccount(['transfer_to_human']);
    const number = '+14155550109';
    retell.addPhoneNumber(number);
    await db.insert(providerResources).values({ accountId: other.accountId, provider: 'retell', kind: 'phone_number', providerId: number });
    await setBusinessCalendar(db, other.accountId, { timezone: 'UTC', business_hours: allDay });
    const premium = await person(other.accountId, 'Pat Premium', { phone: '+19005550123', teamId: other.teamId });
    const owner = await actorOf(other.userId);
    const desk = await createAgent(db, owner, { name: 'Retell Desk', provider: 'retell', phone_number: number, provider_phone_number_id: number, team_id: other.teamId, tools: ['transfer_to_human'] });
    const placedCall = await initiateCall(db, owner, { purpose: 'informational', phone_number: '+14155550142', agent_id: desk.id, contact_id: other.contactId });
    await drainJobs(new Date(Date.now() + 1000));
    const retellId = (await callRowOf(placedCall.id)).providerCallId!;
    await send.event({ event: 'call_started', call: { call_id: retellId } });

    const res = await tool({ retellId }, 'transfer_to_human', { reason: 'wants a person' });
    expect(res.status).toBe(200);
    expect(res.body.transfer_number).toBeUndefined();
    expect(res.body.result).toMatch(/^Nobody can take the call right now\. Pat Premium will call you back on /);
    expect(await callRowOf(placedCall.id)).toMatchObject({ transferredToUserId: null });
    const [event] = await db.select().from(calendarEvents).where(eq(calendarEvents.callId, placedCall.id));
    expect(event).toMatchObject({ eventType: 'voice_call', ownerUserId: premium });
  });

  it('answers why when a tool cannot run, and refuses a wrong signature with 401', async () => {
    const call = await answered();
    expect((await tool(call, 'launch_rocket', {})).body.result).toMatch(/No tool is named/);
    expect((await send.tool('opt_out', { name: 'opt_out', args: {}, call: { call_id: 'call_unknown' } })).body.result).toMatch(/not known/);
    const res = await send.tool('opt_out', { name: 'opt_out', args: {}, call: { call_id: call.retellId } }, 'stale');
    expect(res.status).toBe(401);
    expect(retell.stopped).not.toContain(call.retellId);
  });

  // Last: the caller's number is on the do-not-call list from here on.
  it('opt_out stops the call at Retell after the commit', async () => {
    const call = await answered();
    const res = await tool(call, 'opt_out', {});
    expect(res.status).toBe(200);
    expect(retell.stopped).toContain(call.retellId);
  });
});

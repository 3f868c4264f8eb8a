import type { Vapi } from '@vapi-ai/server-sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { getDb } from '../../../db/client';
import { agents } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { setBusinessCalendar } from '../../calendar/settings';
import { callRowOf, drainJobs } from '../../../testing/call-fixtures';
import { startFakeVapi } from '../../../testing/fake-vapi-server';
import { callRoute } from '../../../testing/http';
import { eventsOfCall, liveCall, toolAccount, type ToolTestAccount } from '../../../testing/tool-fixtures';
import { busy, person } from '../../../testing/transfer-fixtures';
import { POST as vapiEvents } from '../../../../app/api/providers/vapi/events/route';
import { endVapiCall } from './control';

const SECRET = 'vapi-transfer-secret';
let db: Database;
let vapi: Awaited<ReturnType<typeof startFakeVapi>>;
/** A server that is not the configured Vapi, standing for any host a message might name. */
let elsewhere: Awaited<ReturnType<typeof startFakeVapi>>;

beforeAll(async () => {
  db = await getDb();
  vapi = await startFakeVapi();
  elsewhere = await startFakeVapi();
  Object.assign(config, { VOICE_PROVIDER: 'vapi', VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key', VAPI_WEBHOOK_SECRET: SECRET });
});

afterAll(async () => {
  await vapi.close();
  await elsewhere.close();
});

const post = (message: Record<string, unknown>) =>
  callRoute(vapiEvents, { method: 'POST', path: '/api/providers/vapi/events', body: { message }, headers: { 'x-vapi-secret': SECRET } });

const allDay = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['00:00', '24:00']]]));

/** An account open around the clock (these messages run on the real clock), with Dana Smith on its agent's team. */
async function account(phone = '+14155550301'): Promise<{ acct: ToolTestAccount; dana: number }> {
  const acct = await toolAccount(['transfer_to_human']);
  await db.update(agents).set({ providerPhoneNumberId: 'pn-123' }).where(eq(agents.id, acct.agent.id));
  await setBusinessCalendar(db, acct.accountId, { timezone: 'UTC', business_hours: allDay });
  const dana = await person(acct.accountId, 'Dana Smith', { phone, teamId: acct.teamId });
  return { acct, dana };
}

/** A call Vapi has placed and answered, with its live control URL at the fake Vapi. */
async function answeredCall(acct: ToolTestAccount) {
  const call = await liveCall(acct);
  await drainJobs(new Date(Date.now() + 1000));
  const row = await callRowOf(call.id);
  await post({ type: 'status-update', status: 'in-progress', call: { id: row.providerCallId } });
  return { ...call, vapiCallId: row.providerCallId!, controlUrl: `${vapi.url}/${row.providerCallId}/control` };
}

const controlsOf = (vapiCallId: string) => vapi.requests.filter((r) => r.method === 'POST' && r.path === `/${vapiCallId}/control`);

describe('transfer_to_human through Vapi', () => {
  it("answers the function tool, then moves the call to the member's number with live call control", async () => {
    const { acct, dana } = await account();
    const call = await answeredCall(acct);
    const message = {
      type: 'tool-calls',
      call: { id: call.vapiCallId, monitor: { controlUrl: call.controlUrl } },
      toolCallList: [{ id: 'tc-person', type: 'function', function: { name: 'transfer_to_human', arguments: '{"reason":"wants a person"}' } }],
    };
    const res = await post(message);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ results: [{ name: 'transfer_to_human', toolCallId: 'tc-person', result: 'Putting you through to Dana Smith now.' }] });

    const expected: Vapi.ClientInboundMessageMessage.Transfer = {
      type: 'transfer',
      destination: { type: 'number', number: '+14155550301', message: 'Putting you through to Dana Smith now.' },
    };
    expect(controlsOf(call.vapiCallId).map((r) => r.body)).toEqual([expected]);
    expect(await callRowOf(call.id)).toMatchObject({ transferredToUserId: dana, transferredToName: 'Dana Smith', status: 'in_progress' });

    // Vapi retries the message: the same answer, and the call is not moved twice.
    expect((await post(message)).body).toEqual(res.body);
    expect(controlsOf(call.vapiCallId)).toHaveLength(1);

    // Vapi reports the forwarded call's end: the agent's conversation is over.
    await post({ type: 'end-of-call-report', endedReason: 'assistant-forwarded-call', durationSeconds: 42, call: { id: call.vapiCallId } });
    expect(await callRowOf(call.id)).toMatchObject({ status: 'completed', endedReason: 'assistant-ended-call', transferredToName: 'Dana Smith' });
  });

  it('reads the control URL from the call at Vapi when the message has none', async () => {
    const { acct } = await account();
    const call = await answeredCall(acct);
    await post({
      type: 'tool-calls',
      call: { id: call.vapiCallId },
      toolCallList: [{ id: 'tc-no-url', function: { name: 'transfer_to_human', arguments: {} } }],
    });
    expect(controlsOf(call.vapiCallId).map((r) => (r.body as { destination: { number: string } }).destination.number)).toEqual(['+14155550301']);
  });
});

describe('transfer-destination-request', () => {
  it("answers the free member's number for Vapi to transfer to, without live call control, the same when repeated", async () => {
    const { acct, dana } = await account();
    const call = await answeredCall(acct);
    const res = await post({ type: 'transfer-destination-request', call: { id: call.vapiCallId, monitor: { controlUrl: call.controlUrl } } });
    expect(res.status).toBe(200);
    const expected: Vapi.ServerMessageResponseTransferDestinationRequest = {
      destination: { type: 'number', number: '+14155550301', message: 'Putting you through to Dana Smith now.' },
    };
    expect(res.body).toEqual(expected);
    expect(await callRowOf(call.id)).toMatchObject({ transferredToUserId: dana });
    expect(controlsOf(call.vapiCallId)).toEqual([]);
    expect((await post({ type: 'transfer-destination-request', call: { id: call.vapiCallId } })).body).toEqual(expected);
  });

  it('answers an error saying when the callback is, when nobody is free, booking it once', async () => {
    const { acct, dana } = await account();
    await busy(dana, new Date(Date.now() - 3_600_000), new Date(Date.now() + 3 * 3_600_000));
    const call = await answeredCall(acct);
    const first = await post({ type: 'transfer-destination-request', call: { id: call.vapiCallId } });
    expect(first.body).toEqual({ error: expect.stringMatching(/^Nobody can take the call right now\. Dana Smith will call you back on .+ \(UTC\)/) });
    expect((first.body as { destination?: unknown }).destination).toBeUndefined();
    expect((await post({ type: 'transfer-destination-request', call: { id: call.vapiCallId } })).body).toEqual(first.body);
    const events = await eventsOfCall(call.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ eventType: 'voice_call', ownerUserId: dana });
  });

  it('answers an error for an unknown call, and for an agent without the tool', async () => {
    expect((await post({ type: 'transfer-destination-request', call: { id: 'vapi-call-unknown' } })).body)
      .toEqual({ error: expect.stringMatching(/^The call cannot be transferred: /) });
    const { acct } = await account();
    await db.update(agents).set({ tools: [] }).where(eq(agents.id, acct.agent.id));
    const call = await answeredCall(acct);
    expect((await post({ type: 'transfer-destination-request', call: { id: call.vapiCallId } })).body)
      .toEqual({ error: expect.stringMatching(/does not have the transfer_to_human tool/) });
    expect((await callRowOf(call.id)).transferredToUserId).toBeNull();
  });
});

describe('transfer_to_human through Vapi, to a number the destination policy refuses', () => {
  // Dana's number was stored before the operator's floor refused it (the Team page refuses it today).
  it('sends Vapi no transfer and books the callback, through the function tool', async () => {
    const { acct, dana } = await account('+19005550123');
    const call = await answeredCall(acct);
    const res = await post({
      type: 'tool-calls',
      call: { id: call.vapiCallId, monitor: { controlUrl: call.controlUrl } },
      toolCallList: [{ id: 'tc-premium', type: 'function', function: { name: 'transfer_to_human', arguments: {} } }],
    });
    expect(res.body).toEqual({ results: [{ name: 'transfer_to_human', toolCallId: 'tc-premium', result: expect.stringMatching(/^Nobody can take the call right now\. Dana Smith will call you back on /) }] });
    expect(controlsOf(call.vapiCallId)).toEqual([]);
    expect(await callRowOf(call.id)).toMatchObject({ transferredToUserId: null, status: 'in_progress' });
    expect(await eventsOfCall(call.id)).toEqual([expect.objectContaining({ eventType: 'voice_call', ownerUserId: dana })]);
  });

  it('answers transfer-destination-request with no destination, saying when the callback is', async () => {
    const { acct } = await account('+882164000000');
    const call = await answeredCall(acct);
    const res = await post({ type: 'transfer-destination-request', call: { id: call.vapiCallId } });
    expect(res.body).toEqual({ error: expect.stringMatching(/^Nobody can take the call right now\. Dana Smith will call you back on /) });
    expect(JSON.stringify(res.body)).not.toContain('882164000000');
    expect((await callRowOf(call.id)).transferredToUserId).toBeNull();
    expect(await eventsOfCall(call.id)).toHaveLength(1);
  });
});

describe('the live control URL a message names', () => {
  it('is never posted to off Vapi\'s hosts: the transfer and the hang-up use the URL Vapi holds for the call', async () => {
    const { acct } = await account();
    const call = await answeredCall(acct);
    const foreign = `${elsewhere.url}/${call.vapiCallId}/control`;
    await post({
      type: 'tool-calls',
      call: { id: call.vapiCallId, monitor: { controlUrl: foreign } },
      toolCallList: [{ id: 'tc-foreign-url', type: 'function', function: { name: 'transfer_to_human', arguments: {} } }],
    });
    expect(elsewhere.requests).toEqual([]);
    expect(controlsOf(call.vapiCallId).map((r) => (r.body as { type: string }).type)).toEqual(['transfer']);

    expect(await endVapiCall({ id: call.id, providerCallId: call.vapiCallId }, 'http://169.254.169.254/latest/meta-data')).toBe(true);
    expect(await endVapiCall({ id: call.id, providerCallId: call.vapiCallId }, foreign)).toBe(true);
    expect(elsewhere.requests).toEqual([]);
    expect(controlsOf(call.vapiCallId).map((r) => (r.body as { type: string }).type)).toEqual(['transfer', 'end-call', 'end-call']);
  });

  it('moves nothing when Vapi holds no URL of its own either', async () => {
    const { acct } = await account();
    const call = await answeredCall(acct);
    const key = config.VAPI_API_KEY;
    // Without the API key the call cannot be read at Vapi: the message's URL was the only one.
    Object.assign(config, { VAPI_API_KEY: undefined });
    try {
      expect(await endVapiCall({ id: call.id, providerCallId: call.vapiCallId }, `${elsewhere.url}/${call.vapiCallId}/control`)).toBe(false);
    } finally {
      Object.assign(config, { VAPI_API_KEY: key });
    }
    expect(elsewhere.requests).toEqual([]);
    expect(controlsOf(call.vapiCallId)).toEqual([]);
  });
});

import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { getDb } from '../../../db/client';
import { agents } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { actorOf, outboxOf } from '../../../testing/fixtures';
import { callRoute } from '../../../testing/http';
import { POST as vapiEvents } from '../../../../app/api/providers/vapi/events/route';
import { initiateCall } from '../../calls/initiate';
import { balanceAndLedgerSum, callRowOf, drainJobs, fundedAccount, type CallTestAccount } from '../../../testing/call-fixtures';
import { startFakeVapi } from '../../../testing/fake-vapi-server';

const SECRET = 'vapi-shared-secret';
let db: Database;
let acct: CallTestAccount;
let vapi: Awaited<ReturnType<typeof startFakeVapi>>;

beforeAll(async () => {
  db = await getDb();
  vapi = await startFakeVapi();
  Object.assign(config, { VOICE_PROVIDER: 'vapi', VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key', VAPI_WEBHOOK_SECRET: SECRET });
  acct = await fundedAccount({
    balanceCents: 1_000,
    agent: { name: 'Vapi Agent', provider_phone_number_id: 'pn-123', first_message: 'Hi {{first_name}}' },
  });
});

afterAll(async () => {
  await vapi.close();
});

const send = (message: Record<string, unknown>, secret: string | null = SECRET, headers: Record<string, string> = {}) =>
  callRoute(vapiEvents, {
    method: 'POST',
    path: '/api/providers/vapi/events',
    body: { message },
    headers: { ...(secret === null ? {} : { 'x-vapi-secret': secret }), ...headers },
  });

async function placeAndStart(variables: Record<string, unknown> = {}) {
  const res = await initiateCall(db, await actorOf(acct.userId), {
    purpose: 'informational', phone_number: '+14155550123',
    agent_id: acct.agent.assistantId,
    variables: { first_name: 'Ada', count: 3, vip: true, custom_context: { plan: 'gold' }, ...variables },
  });
  await drainJobs(new Date(Date.now() + 1000));
  return callRowOf(res.id);
}

const eventsOf = async (callId: number) =>
  (await outboxOf(acct.accountId)).filter((e) => (e.payload as { call: { id: number } }).call.id === callId);

describe('Vapi adapter: placing calls', () => {
  it('posts the call to Vapi with the assistant, phone number id, customer and string variables', async () => {
    const before = vapi.requests.length;
    const row = await placeAndStart();
    const [req] = vapi.requests.slice(before);
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/call');
    expect(req.headers.authorization).toBe('Bearer vapi-key');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.body).toEqual({
      assistantId: acct.agent.assistantId,
      phoneNumberId: 'pn-123',
      customer: { number: '+14155550123' },
      assistantOverrides: {
        variableValues: expect.objectContaining({ first_name: 'Ada', count: '3', vip: 'true', plan: 'gold', business_name: 'Test Co' }),
        // Vapi ends the call at the duration its funds hold covers (the account's longest call here).
        maxDurationSeconds: 600,
      },
    });
    expect(Object.values(req.body.assistantOverrides.variableValues).every((v) => typeof v === 'string')).toBe(true);
    expect(row).toMatchObject({ provider: 'vapi', providerCallId: expect.stringMatching(/^vapi-call-\d+$/), status: 'queued' });
  });

  it('fails the call with the reason when Vapi refuses it, without retrying', async () => {
    vapi.failNext(400);
    const before = vapi.requests.length;
    const row = await placeAndStart();
    expect(vapi.requests.length - before).toBe(1);
    expect(row).toMatchObject({ status: 'failed', failureReason: 'provider-rejected-400', providerCallId: null, costCents: 0 });
    expect((await eventsOf(row.id)).map((e) => e.eventType)).toEqual(['call.failed']);
  });
});

describe('Vapi adapter: the phone number id', () => {
  it('never asks Vapi for a call without a phone number id: a call whose agent lost it meanwhile fails at once', async () => {
    const res = await initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', phone_number: '+14155550123', agent_id: acct.agent.id });
    await db.update(agents).set({ providerPhoneNumberId: null }).where(eq(agents.id, acct.agent.id));
    try {
      const before = vapi.requests.length;
      await drainJobs(new Date(Date.now() + 1000));
      expect(vapi.requests.length).toBe(before);
      expect(await callRowOf(res.id)).toMatchObject({ status: 'failed', failureReason: 'no-provider-phone-number', providerCallId: null });
      await expect(initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', phone_number: '+14155550123', agent_id: acct.agent.id }))
        .rejects.toMatchObject({ code: 'no_phone_number', status: 404 });
    } finally {
      await db.update(agents).set({ providerPhoneNumberId: 'pn-123' }).where(eq(agents.id, acct.agent.id));
    }
  });
});

describe('Vapi adapter: server messages', () => {
  it('refuses a missing or wrong secret with 401 and changes nothing', async () => {
    const row = await placeAndStart();
    for (const secret of [null, 'wrong', '']) {
      const res = await send({ type: 'status-update', status: 'ringing', call: { id: row.providerCallId } }, secret);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('invalid_secret');
    }
    expect((await callRowOf(row.id)).status).toBe('queued');
    // The secret may also come as a bearer token.
    const ok = await send({ type: 'status-update', status: 'ringing', call: { id: row.providerCallId } }, null, { authorization: `Bearer ${SECRET}` });
    expect(ok.status).toBe(200);
    expect((await callRowOf(row.id)).status).toBe('ringing');
  });

  it('runs a call through status updates, live transcript and the end-of-call report', async () => {
    const [agentBefore] = await db.select().from(agents).where(eq(agents.id, acct.agent.id));
    const balanceBefore = (await balanceAndLedgerSum(acct.accountId)).balance;
    const row = await placeAndStart();
    const call = { id: row.providerCallId };
    expect((await send({ type: 'status-update', status: 'queued', call })).status).toBe(200);
    expect((await callRowOf(row.id)).status).toBe('queued');
    await send({ type: 'status-update', status: 'ringing', call });
    expect((await callRowOf(row.id)).status).toBe('ringing');
    await send({ type: 'status-update', status: 'in-progress', call: { ...call, startedAt: '2026-03-01T10:00:00.000Z' } });
    expect((await callRowOf(row.id)).startedAt).toEqual(new Date('2026-03-01T10:00:00Z'));
    await send({ type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: 'Hi A', call });
    await send({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hi Ada', call });
    expect((await callRowOf(row.id)).transcript).toEqual([{ role: 'agent', text: 'Hi Ada', start_seconds: expect.any(Number) }]);

    const report = {
      type: 'end-of-call-report',
      call,
      endedReason: 'customer-ended-call',
      startedAt: '2026-03-01T10:00:00.000Z',
      endedAt: '2026-03-01T10:02:05.500Z',
      durationSeconds: 125.5,
      artifact: {
        messages: [
          { role: 'system', message: 'prompt', secondsFromStart: 0 },
          { role: 'bot', message: 'Hi Ada', secondsFromStart: 0.5 },
          { role: 'user', message: 'Hello!', secondsFromStart: 2 },
        ],
        recordingUrl: 'https://storage.vapi.test/rec.wav',
      },
      analysis: { summary: 'Ada said hello.' },
    };
    expect((await send(report)).body).toEqual({ received: true });
    await send(report); // Vapi may deliver a message twice

    const done = await callRowOf(row.id);
    expect(done).toMatchObject({
      status: 'completed',
      durationSeconds: 126,
      costCents: 30,
      endedAt: new Date('2026-03-01T10:02:05.500Z'),
      recordingUrl: 'https://storage.vapi.test/rec.wav',
      summary: 'Ada said hello.',
      transcript: [
        { role: 'agent', text: 'Hi Ada', start_seconds: 0.5 },
        { role: 'customer', text: 'Hello!', start_seconds: 2 },
      ],
    });
    const events = await eventsOf(row.id);
    expect(events.map((e) => e.eventType)).toEqual(['call.started', 'call.ended', 'call.transcript', 'call.recording', 'call.summary', 'call.compliance_flagged']);
    expect((events[1].payload as any).call).toMatchObject({ status: 'completed', duration_seconds: 126, started_at: '2026-03-01T10:00:00Z' });
    expect(await balanceAndLedgerSum(acct.accountId)).toEqual({ balance: balanceBefore - 30, ledgerSum: balanceBefore - 30 });
    const [agentAfter] = await db.select().from(agents).where(eq(agents.id, acct.agent.id));
    expect(agentAfter.totalCalls).toBe(agentBefore.totalCalls + 1);
    expect(agentAfter.secondsUsed).toBe(agentBefore.secondsUsed + 180);
  });

  it.each([
    ['customer-busy', 'busy'],
    ['customer-did-not-answer', 'no_answer'],
    ['twilio-failed-to-connect-call', 'failed'],
    ['manually-canceled', 'canceled'],
  ])('maps endedReason %s before an answer to %s with the reason', async (reason, status) => {
    const row = await placeAndStart();
    await send({ type: 'status-update', status: 'ringing', call: { id: row.providerCallId } });
    await send({ type: 'status-update', status: 'ended', endedReason: reason, call: { id: row.providerCallId } });
    expect(await callRowOf(row.id)).toMatchObject({ status, failureReason: reason, costCents: 0 });
    // The report that follows adds nothing to a call without a conversation.
    await send({ type: 'end-of-call-report', endedReason: reason, call: { id: row.providerCallId }, artifact: { messages: [] } });
    expect((await eventsOf(row.id)).map((e) => e.eventType)).toEqual(status === 'canceled' ? [] : ['call.failed']);
  });

  it('fails an answered call that ends with an error, and walks states the report skipped', async () => {
    const row = await placeAndStart();
    await send({ type: 'status-update', status: 'in-progress', call: { id: row.providerCallId } });
    await send({ type: 'status-update', status: 'ended', endedReason: 'pipeline-error-openai-llm-failed', call: { id: row.providerCallId } });
    expect(await callRowOf(row.id)).toMatchObject({ status: 'failed', failureReason: 'pipeline-error-openai-llm-failed' });

    const skipped = await placeAndStart();
    await send({ type: 'end-of-call-report', endedReason: 'assistant-ended-call', durationSeconds: 30, call: { id: skipped.providerCallId } });
    expect(await callRowOf(skipped.id)).toMatchObject({ status: 'completed', durationSeconds: 30 });
    expect((await eventsOf(skipped.id)).map((e) => e.eventType)).toEqual(['call.started', 'call.ended']);
  });

  it('acknowledges messages for unknown calls and of other types', async () => {
    expect((await send({ type: 'status-update', status: 'ringing', call: { id: 'nope' } })).body).toEqual({ received: true });
    expect((await send({ type: 'speech-update', call: { id: 'nope' } })).status).toBe(200);
    const bad = await callRoute(vapiEvents, { method: 'POST', path: '/api/providers/vapi/events', rawBody: 'nope', headers: { 'x-vapi-secret': SECRET } });
    expect(bad.body.error).toBe('invalid_json');
  });

  it("accepts Vapi's HMAC credential beside the secret: over the body, or over {timestamp}.{body} within five minutes", async () => {
    const row = await placeAndStart();
    const raw = JSON.stringify({ message: { type: 'status-update', status: 'ringing', call: { id: row.providerCallId } } });
    const post = (headers: Record<string, string>) =>
      callRoute(vapiEvents, { method: 'POST', path: '/api/providers/vapi/events', rawBody: raw, headers });
    const mac = (payload: string, enc: 'hex' | 'base64' = 'hex') => createHmac('sha256', SECRET).update(payload).digest(enc);
    const now = Math.floor(Date.now() / 1000);

    const refusals: Record<string, string>[] = [
      { 'x-vapi-signature': mac(raw + ' ') },
      { 'x-vapi-signature': createHmac('sha256', 'other').update(raw).digest('hex') },
      { 'x-vapi-signature': mac(`${now - 600}.${raw}`), 'x-vapi-timestamp': String(now - 600) },
      // The timestamp sent is not the one signed.
      { 'x-vapi-signature': mac(`${now}.${raw}`), 'x-vapi-timestamp': String(now - 1) },
      // A signature header present but wrong is not rescued by a right secret.
      { 'x-vapi-signature': 'nope', 'x-vapi-secret': SECRET },
    ];
    for (const refused of refusals) {
      const res = await post(refused);
      expect([res.status, res.body.error]).toEqual([401, 'invalid_secret']);
    }
    expect((await callRowOf(row.id)).status).toBe('queued');

    expect((await post({ 'x-vapi-signature': mac(raw) })).status).toBe(200);
    expect((await post({ 'x-signature': `sha256=${mac(raw, 'base64')}` })).status).toBe(200);
    expect((await post({ 'x-vapi-signature': mac(`${now}.${raw}`), 'x-vapi-timestamp': String(now) })).status).toBe(200);
    expect((await callRowOf(row.id)).status).toBe('ringing');
  });

  it('stores what it can of a malformed message and never answers 500', async () => {
    const row = await placeAndStart();
    const call = { id: row.providerCallId };
    await send({ type: 'status-update', status: 'in-progress', call: { ...call, startedAt: '+275760-09-13T00:00:00.000Z' } });
    expect(await callRowOf(row.id)).toMatchObject({ status: 'in_progress' });
    expect((await callRowOf(row.id)).startedAt!.getUTCFullYear()).toBeLessThan(2100);
    const live = await send({ type: 'transcript[transcriptType="final"]', role: 'user', transcript: 'Hel\u0000lo \ud800there', call });
    expect(live.status).toBe(200);
    expect((await callRowOf(row.id)).transcript).toEqual([{ role: 'customer', text: 'Hello \ufffdthere', start_seconds: expect.any(Number) }]);
    const report = await send({
      type: 'end-of-call-report', call, endedReason: 'customer-ended-call', durationSeconds: 1e12,
      startedAt: 'not a date', endedAt: '+275760-09-13T00:00:00.000Z',
      artifact: { messages: [{ role: 'bot', message: 'A\u0000B', secondsFromStart: 1e300 }], recordingUrl: 'javascript:alert(1)' },
      analysis: { summary: '\udfff' },
    });
    expect(report.status).toBe(200);
    const done = await callRowOf(row.id);
    expect(done).toMatchObject({ status: 'completed', recordingUrl: null, transcript: [{ role: 'agent', text: 'AB', start_seconds: 0 }] });
    // The absurd duration is ignored: the call is billed on what was seen of it.
    expect(done.durationSeconds).toBeLessThan(3600);
  });

  it('ends a call a machine answered as voicemail', async () => {
    const row = await placeAndStart();
    await send({ type: 'status-update', status: 'ringing', call: { id: row.providerCallId } });
    await send({ type: 'status-update', status: 'ended', endedReason: 'voicemail', call: { id: row.providerCallId } });
    expect(await callRowOf(row.id)).toMatchObject({ status: 'voicemail', endedReason: 'voicemail' });
  });
});

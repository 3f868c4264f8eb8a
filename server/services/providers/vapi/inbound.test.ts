import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../config';
import { getDb } from '../../../db/client';
import { accounts, agents, calls, contactPhoneNumbers, contacts, providerResources } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { actorOf } from '../../../testing/fixtures';
import { serveRoute } from '../../../testing/route-server';
import { startReceiver, type Receiver } from '../../../testing/webhook-receiver';
import { startFakeVapi } from '../../../testing/fake-vapi-server';
import { balanceAndLedgerSum, callRowOf, drainJobs, fundedAccount, insertContact, ledgerOf } from '../../../testing/call-fixtures';
import { createWebhook } from '../../webhooks/service';
import { POST as vapiEvents } from '../../../../app/api/providers/vapi/events/route';
import recorded from './fixtures/inbound-call.json';
import { NO_AGENT_MESSAGE, UNAVAILABLE_MESSAGE } from './webhooks';

const SECRET = 'vapi-inbound-secret';
const CALLER = '+14155550123';
let db: Database;
let vapi: Awaited<ReturnType<typeof startFakeVapi>>;
let receiver: Receiver;
let server: { url: string; close: () => Promise<void> };
let seq = 0;

beforeAll(async () => {
  db = await getDb();
  vapi = await startFakeVapi();
  receiver = await startReceiver();
  server = await serveRoute(vapiEvents as never);
  Object.assign(config, {
    VOICE_PROVIDER: 'vapi', VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key', VAPI_WEBHOOK_SECRET: SECRET, ALLOW_PRIVATE_WEBHOOK_URLS: true,
  });
});

afterAll(async () => {
  await server.close();
  await receiver.close();
  await vapi.close();
});

type Kind = keyof typeof recorded;

/**
 * One of the recorded messages of an inbound call, for a call id and numbers of this test, with its times moved so
 * that the call started `talk` seconds ago and ends now (the route reads our clock for the status updates).
 */
function message(kind: Kind, ids: { callId: string; phoneNumberId: string; number: string; from?: string | null }, talk = 37.9) {
  const text = JSON.stringify(recorded[kind])
    .replaceAll('3f1a9c52-7d4e-4b8a-9f0e-2c6d8b1e5a70', ids.callId)
    .replaceAll('9c8b7a65-4d3e-2f1a-0b9c-8d7e6f5a4b3c', ids.phoneNumberId)
    .replaceAll('+14155550100', ids.number)
    .replaceAll(CALLER, ids.from ?? CALLER)
    .replaceAll('2026-03-31T10:00:02.000Z', new Date(Date.now() - talk * 1000).toISOString())
    .replaceAll('2026-03-31T10:00:39.900Z', new Date().toISOString());
  const body = JSON.parse(text);
  if (ids.from === null) {
    delete body.message.customer;
    delete body.message.call.customer;
  }
  return body;
}

async function post(body: unknown) {
  const res = await fetch(`${server.url}/api/providers/vapi/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vapi-secret': SECRET },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** An account with an inbound agent on its own number and Vapi phone number id. */
async function inboundAccount(opts: { balanceCents?: number; saveUnknownCallers?: boolean; maxLiveCalls?: number } = {}) {
  const n = ++seq;
  const number = `+1415555${String(7000 + n).padStart(4, '0')}`;
  const acct = await fundedAccount({
    balanceCents: opts.balanceCents ?? 1_000,
    maxLiveCalls: opts.maxLiveCalls,
    agent: {
      name: 'Front Desk', role: 'inbound', phone_number: number, provider_phone_number_id: `pn-inbound-${process.pid}-${n}`,
      first_message: 'Hello {{first_name}}, thanks for calling {{business_name}}.',
    },
  });
  if (opts.saveUnknownCallers === false) await db.update(agents).set({ saveUnknownCallers: false }).where(eq(agents.id, acct.agent.id));
  return { acct, ids: { phoneNumberId: acct.agent.providerPhoneNumberId!, number } };
}

/** An account owning a Vapi number id whose inbound agent names only the number itself (no provider id on it). */
async function numberOnlyAccount() {
  const n = ++seq;
  const number = `+1415555${String(7500 + n).padStart(4, '0')}`;
  const phoneNumberId = `pn-number-only-${process.pid}-${n}`;
  const acct = await fundedAccount({ balanceCents: 1_000, agent: { name: 'Front Desk', role: 'inbound', phone_number: number } });
  await db.insert(providerResources).values({ accountId: acct.accountId, provider: 'vapi', kind: 'phone_number', providerId: phoneNumberId });
  return { acct, number, phoneNumberId };
}

const callByProviderId = async (id: string) => (await db.select().from(calls).where(and(eq(calls.provider, 'vapi'), eq(calls.providerCallId, id))))[0];

describe('Vapi inbound calls: assistant-request', () => {
  it('drives a whole inbound call over HTTP: answer, status updates, report, billing and webhooks with type inbound', async () => {
    const { acct, ids } = await inboundAccount();
    const contactId = await insertContact(acct.accountId, { firstName: 'Ada', customContext: { plan: 'gold' }, phones: [{ number: CALLER }] });
    const hook = await createWebhook(db, await actorOf(acct.userId), {
      name: 'calls', url: `${receiver.url}/inbound`, subscribed_events: ['call.started', 'call.ended', 'call.transcript', 'call.recording', 'call.summary'],
    });
    const balanceBefore = (await balanceAndLedgerSum(acct.accountId)).balance;
    const call = { ...ids, callId: `vapi-in-${process.pid}-whole` };

    const answer = await post(message('assistant-request', call));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      assistantId: acct.agent.assistantId,
      assistantOverrides: {
        variableValues: expect.objectContaining({ first_name: 'Ada', plan: 'gold', phone_number: CALLER, business_name: 'Test Co' }),
        maxDurationSeconds: 600,
      },
    });
    const ringing = await callByProviderId(call.callId);
    expect(ringing).toMatchObject({
      type: 'inbound', status: 'ringing', provider: 'vapi', agentId: acct.agent.id, contactId, contactName: 'Ada Lovelace',
      phoneNumber: CALLER, fromNumber: ids.number, firstMessage: 'Hello Ada, thanks for calling Test Co.', holdCents: 100, createdByUserId: null,
    });
    const [held] = await db.select({ held: accounts.heldCents }).from(accounts).where(eq(accounts.id, acct.accountId));
    expect(held.held).toBe(100);

    for (const kind of ['status-update-in-progress', 'status-update-ended', 'end-of-call-report'] as const) {
      expect((await post(message(kind, call))).body).toEqual({ received: true });
    }
    const done = await callRowOf(ringing.id);
    expect(done).toMatchObject({
      status: 'completed', type: 'inbound', durationSeconds: 38, costCents: 10, holdCents: 0, endedReason: 'customer-ended-call',
      summary: 'The caller asked to move an appointment; a call back was promised for today.',
    });
    expect(done.transcript).toHaveLength(3);
    expect(await balanceAndLedgerSum(acct.accountId)).toEqual({ balance: balanceBefore - 10, ledgerSum: balanceBefore - 10 });
    expect((await ledgerOf(acct.accountId)).filter((l) => l.callId === done.id).map((l) => l.amountCents)).toEqual([-10]);
    const [after] = await db.select({ held: accounts.heldCents }).from(accounts).where(eq(accounts.id, acct.accountId));
    expect(after.held).toBe(0);

    await drainJobs(new Date(Date.now() + 1000));
    const got = receiver.requests.filter((r) => r.path === '/inbound').map((r) => JSON.parse(r.body));
    // Deliveries run side by side on PostgreSQL: they arrive in any order.
    expect(got.map((p) => p.event_type).sort()).toEqual(['call.ended', 'call.recording', 'call.started', 'call.summary', 'call.transcript']);
    for (const p of got) {
      expect(p.call).toMatchObject({ id: done.id, type: 'inbound', phone_number: CALLER, agent_id: acct.agent.id, contact: { id: contactId, name: 'Ada Lovelace' } });
    }
    expect(got.find((p) => p.event_type === 'call.summary').call).toMatchObject({ status: 'completed', duration_seconds: 38 });
    expect(hook.id).toBeGreaterThan(0);
  });

  it('saves an unknown caller as a contact once, and does not greet anyone by the placeholder name', async () => {
    const { acct, ids } = await inboundAccount();
    const from = '+14155550987';
    const first = await post(message('assistant-request', { ...ids, callId: `vapi-in-${process.pid}-unknown-1`, from }));
    expect(first.body.assistantOverrides.variableValues).toMatchObject({ first_name: '', phone_number: from });
    const saved = await db.select().from(contactPhoneNumbers).where(and(eq(contactPhoneNumbers.accountId, acct.accountId), eq(contactPhoneNumbers.phoneNumber, from)));
    expect(saved).toHaveLength(1);
    const [contact] = await db.select().from(contacts).where(eq(contacts.id, saved[0].contactId));
    expect(contact).toMatchObject({ firstName: 'Unknown caller', country: 'US', ownerUserId: acct.userId });
    expect(await callByProviderId(`vapi-in-${process.pid}-unknown-1`)).toMatchObject({ contactId: contact.id, firstMessage: 'Hello, thanks for calling Test Co.' });

    await post(message('assistant-request', { ...ids, callId: `vapi-in-${process.pid}-unknown-2`, from }));
    expect(await db.select().from(contactPhoneNumbers).where(and(eq(contactPhoneNumbers.accountId, acct.accountId), eq(contactPhoneNumbers.phoneNumber, from)))).toHaveLength(1);
    expect(await callByProviderId(`vapi-in-${process.pid}-unknown-2`)).toMatchObject({ contactId: contact.id });
  });

  it('saves no contact when the agent says so, and answers a caller who withheld the number', async () => {
    const { acct, ids } = await inboundAccount({ saveUnknownCallers: false });
    const res = await post(message('assistant-request', { ...ids, callId: `vapi-in-${process.pid}-nosave`, from: '+14155550988' }));
    expect(res.body.assistantId).toBe(acct.agent.assistantId);
    expect(await callByProviderId(`vapi-in-${process.pid}-nosave`)).toMatchObject({ contactId: null, phoneNumber: '+14155550988' });
    expect(await db.select().from(contacts).where(eq(contacts.accountId, acct.accountId))).toHaveLength(0);

    const hidden = await post(message('assistant-request', { ...ids, callId: `vapi-in-${process.pid}-hidden`, from: null }));
    expect(hidden.body.assistantId).toBe(acct.agent.assistantId);
    expect(await callByProviderId(`vapi-in-${process.pid}-hidden`)).toMatchObject({ contactId: null, phoneNumber: 'anonymous', type: 'inbound' });
  });

  it('finds the agent by the called number within the account that owns the number id', async () => {
    const { acct, number, phoneNumberId } = await numberOnlyAccount();
    const res = await post(message('assistant-request', { phoneNumberId, number, callId: `vapi-in-${process.pid}-by-number` }));
    expect(res.body.assistantId).toBe(acct.agent.assistantId);
  });

  it('answers calls at once from several new numbers, each with its own contact (on PostgreSQL, without deadlocks)', async () => {
    const { acct, ids } = await inboundAccount();
    const froms = Array.from({ length: 8 }, (_, i) => `+1415555${String(8100 + i)}`);
    const answers = await Promise.all(froms.map((from, i) => post(message('assistant-request', { ...ids, from, callId: `vapi-in-${process.pid}-burst-${i}` }))));
    expect(answers.map((a) => [a.status, a.body.assistantId])).toEqual(froms.map(() => [200, acct.agent.assistantId]));
    expect(await db.select().from(contacts).where(eq(contacts.accountId, acct.accountId))).toHaveLength(8);
    expect(await db.select().from(calls).where(eq(calls.accountId, acct.accountId))).toHaveLength(8);
  });

  it('answers a repeated assistant-request with the same call, holding once', async () => {
    const { acct, ids } = await inboundAccount();
    const msg = message('assistant-request', { ...ids, callId: `vapi-in-${process.pid}-twice` });
    const [a, b] = await Promise.all([post(msg), post(msg)]);
    expect(b.body).toEqual(a.body);
    expect(await db.select().from(calls).where(eq(calls.accountId, acct.accountId))).toHaveLength(1);
    const [row] = await db.select({ held: accounts.heldCents }).from(accounts).where(eq(accounts.id, acct.accountId));
    expect(row.held).toBe(100);
  });

  it('turns callers away politely, recording nothing, for a number with no answering agent', async () => {
    const outbound = await fundedAccount({ balanceCents: 1_000, agent: { phone_number: '+14155556999', provider_phone_number_id: `pn-out-${process.pid}` } });
    const { acct: archived, ids: archivedIds } = await inboundAccount();
    await db.update(agents).set({ archivedAt: new Date() }).where(eq(agents.id, archived.agent.id));
    const cases = [
      { phoneNumberId: `pn-out-${process.pid}`, number: '+14155556999' },
      archivedIds,
      { phoneNumberId: 'pn-nobody', number: '+14155556998' },
    ];
    for (const [i, c] of cases.entries()) {
      const res = await post(message('assistant-request', { ...c, callId: `vapi-in-${process.pid}-nobody-${i}` }));
      expect(res).toEqual({ status: 200, body: { error: NO_AGENT_MESSAGE } });
    }
    for (const accountId of [outbound.accountId, archived.accountId]) {
      expect(await db.select().from(calls).where(eq(calls.accountId, accountId))).toHaveLength(0);
    }
  });

  it('turns callers away politely when the wallet cannot pay a minute or the account is at its live-call cap', async () => {
    const { acct: broke, ids: brokeIds } = await inboundAccount({ balanceCents: 5 });
    const res = await post(message('assistant-request', { ...brokeIds, callId: `vapi-in-${process.pid}-broke`, from: '+14155550989' }));
    expect(res).toEqual({ status: 200, body: { error: UNAVAILABLE_MESSAGE } });
    expect(await db.select().from(calls).where(eq(calls.accountId, broke.accountId))).toHaveLength(0);
    // Nothing is written for a refused call, not even the unknown caller's contact.
    expect(await db.select().from(contacts).where(eq(contacts.accountId, broke.accountId))).toHaveLength(0);

    const { acct: busy, ids: busyIds } = await inboundAccount({ maxLiveCalls: 1 });
    expect((await post(message('assistant-request', { ...busyIds, callId: `vapi-in-${process.pid}-cap-1` }))).body.assistantId).toBe(busy.agent.assistantId);
    const second = await post(message('assistant-request', { ...busyIds, callId: `vapi-in-${process.pid}-cap-2` }));
    expect(second.body).toEqual({ error: UNAVAILABLE_MESSAGE });
    expect(await db.select().from(calls).where(eq(calls.accountId, busy.accountId))).toHaveLength(1);
  });
});

describe('Vapi inbound calls: routing stays within the account that owns the number', () => {
  it("never routes a line by a number another account typed on its agent, nor blocks it", async () => {
    const bob = await numberOnlyAccount();
    // Another tenant claims bob's number on an inbound agent of its own.
    const alice = await fundedAccount({ balanceCents: 1_000, agent: { name: 'Hijack', role: 'inbound', phone_number: bob.number } });
    const request = (i: number) => message('assistant-request', { phoneNumberId: bob.phoneNumberId, number: bob.number, callId: `vapi-in-${process.pid}-claimed-${i}` });

    expect((await post(request(1))).body.assistantId).toBe(bob.acct.agent.assistantId);
    // With bob's agent archived his line answers nothing; it does not fall to the other account's agent.
    await db.update(agents).set({ archivedAt: new Date() }).where(eq(agents.id, bob.acct.agent.id));
    expect(await post(request(2))).toEqual({ status: 200, body: { error: NO_AGENT_MESSAGE } });
    expect(await db.select().from(calls).where(eq(calls.accountId, alice.accountId))).toHaveLength(0);
  });

  it('answers nothing for a number id no account owns, even one an agent names or whose number an agent has', async () => {
    const { acct, ids } = await inboundAccount();
    const unowned = `pn-unowned-${process.pid}`;
    // An agent saved with a provider id that is not its account's (written before ids were checked).
    await db.update(agents).set({ providerPhoneNumberId: unowned }).where(eq(agents.id, acct.agent.id));
    for (const [i, called] of [{ phoneNumberId: unowned, number: ids.number }, { phoneNumberId: 'pn-nobody-at-all', number: ids.number }].entries()) {
      const res = await post(message('assistant-request', { ...called, callId: `vapi-in-${process.pid}-unowned-${i}` }));
      expect(res).toEqual({ status: 200, body: { error: NO_AGENT_MESSAGE } });
    }
    const withoutId = message('assistant-request', { ...ids, callId: `vapi-in-${process.pid}-no-id` });
    delete withoutId.message.phoneNumber.id;
    delete withoutId.message.call.phoneNumberId;
    expect((await post(withoutId)).body).toEqual({ error: NO_AGENT_MESSAGE });
    expect(await db.select().from(calls).where(eq(calls.accountId, acct.accountId))).toHaveLength(0);
  });

  it("refuses a call id already recorded for another account's agent, without its variables", async () => {
    const bob = await inboundAccount();
    await insertContact(bob.acct.accountId, { firstName: 'Victor', email: 'victor@victim.test', phones: [{ number: CALLER }] });
    const callId = `vapi-in-${process.pid}-bobs`;
    expect((await post(message('assistant-request', { ...bob.ids, callId }))).body.assistantId).toBe(bob.acct.agent.assistantId);

    const alice = await inboundAccount();
    const res = await post(message('assistant-request', { ...alice.ids, callId }));
    expect(res).toEqual({ status: 200, body: { error: UNAVAILABLE_MESSAGE } });
    expect(JSON.stringify(res.body)).not.toContain('Victor');
    expect(await db.select().from(calls).where(eq(calls.accountId, alice.acct.accountId))).toHaveLength(0);
    expect(await callByProviderId(callId)).toMatchObject({ accountId: bob.acct.accountId, agentId: bob.acct.agent.id });
  });
});

describe('Vapi inbound calls: malformed assistant-requests', () => {
  it('answers a polite error or the agent, never a 500', async () => {
    const { acct, ids } = await inboundAccount();
    const base = message('assistant-request', { ...ids, callId: 'x' });
    const bodies = [
      { message: { ...base.message, call: { ...base.message.call, id: 'v'.repeat(5_000) } } },
      { message: { ...base.message, call: { ...base.message.call, id: 12 } } },
      { message: { ...base.message, call: undefined } },
      { message: { ...base.message, phoneNumber: { number: 'x'.repeat(10_000) }, call: { id: `vapi-in-${process.pid}-bad` } } },
      { message: { ...base.message, call: { id: `vapi-in-${process.pid}-bad-2` }, customer: { number: 'not a number' } } },
    ];
    const answers = [];
    for (const body of bodies) {
      const res = await post(body);
      expect(res.status).toBe(200);
      answers.push(res.body);
    }
    expect(answers.slice(0, 4)).toEqual([{ error: UNAVAILABLE_MESSAGE }, { error: UNAVAILABLE_MESSAGE }, { error: UNAVAILABLE_MESSAGE }, { error: NO_AGENT_MESSAGE }]);
    // A caller number that is no number is a withheld one: the call is answered without a contact.
    expect(answers[4].assistantId).toBe(acct.agent.assistantId);
    expect(await callByProviderId(`vapi-in-${process.pid}-bad-2`)).toMatchObject({ phoneNumber: 'anonymous', contactId: null });
  });
});

import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../db/client';
import { accounts, agents, callStatuses, type CallStatus } from '../../db/schema';
import type { Database } from '../../db/types';
import { logger } from '../../logger';
import { actorOf, outboxOf } from '../../testing/fixtures';
import { initiateCall } from './initiate';
import { advanceCall, changeCallStatus, recordArtifacts } from './lifecycle';
import { isTerminal, pathTo } from './statuses';
import {
  balanceAndLedgerSum, callRowOf, fundedAccount, insertContact, ledgerOf, type CallTestAccount,
} from '../../testing/call-fixtures';

const legal: [CallStatus, CallStatus][] = [
  ['queued', 'ringing'], ['ringing', 'in_progress'], ['in_progress', 'completed'],
  ['queued', 'failed'], ['queued', 'busy'], ['queued', 'no_answer'], ['queued', 'canceled'],
  ['ringing', 'failed'], ['ringing', 'busy'], ['ringing', 'no_answer'], ['ringing', 'canceled'],
  ['in_progress', 'failed'],
  ['scheduled', 'queued'], ['scheduled', 'canceled'], ['queued', 'scheduled'],
  ['queued', 'voicemail'], ['ringing', 'voicemail'], ['in_progress', 'voicemail'],
];
const illegal = callStatuses
  .flatMap((from) => callStatuses.map((to) => [from, to] as [CallStatus, CallStatus]))
  .filter(([f, t]) => !legal.some(([lf, lt]) => lf === f && lt === t));

const t0 = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

let db: Database;
let acct: CallTestAccount;
let contactId: number;

beforeAll(async () => {
  db = await getDb();
  acct = await fundedAccount({ balanceCents: 1_000_000 });
  contactId = await insertContact(acct.accountId, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.test' });
});

afterEach(() => vi.restoreAllMocks());

async function newCall(a: CallTestAccount = acct, body: Record<string, unknown> = {}) {
  const res = await initiateCall(db, await actorOf(a.userId), { purpose: 'informational', phone_number: '+14155550123', agent_id: a.agent.id, ...body });
  return res.id;
}

/** A call brought to `status` through legal moves, ringing at 0 s and answered at 10 s. */
async function callIn(status: CallStatus, a: CallTestAccount = acct) {
  const id = await newCall(a);
  const times: Record<string, number> = { ringing: 0, in_progress: 10 };
  for (const to of pathTo('queued', status)) {
    await changeCallStatus(db, id, { to, at: at(times[to] ?? 40), failureReason: to === 'failed' ? 'x' : undefined });
  }
  return id;
}

describe('legal transitions', () => {
  it.each(legal)('%s → %s is applied with its times and event', async (from, to) => {
    const id = await callIn(from);
    const eventsBefore = (await outboxOf(acct.accountId)).length;
    const updated = await changeCallStatus(db, id, { to, at: at(100), failureReason: 'why' });
    expect(updated?.status).toBe(to);
    const row = await callRowOf(id);
    expect(row.status).toBe(to);
    if (to === 'in_progress') expect(row.startedAt).toEqual(at(100));
    const terminal = isTerminal(to);
    if (terminal) {
      expect(row.endedAt).toEqual(at(100));
      expect(row.durationSeconds).toBe(from === 'in_progress' ? 90 : 0);
      expect(row.failureReason).toBe(to === 'completed' ? null : 'why');
      expect((await ledgerOf(acct.accountId)).filter((l) => l.callId === id)).toHaveLength(1);
    } else {
      expect(row.endedAt).toBeNull();
    }
    const expectedEvent = { in_progress: 'call.started', completed: 'call.ended', voicemail: 'call.ended', failed: 'call.failed', busy: 'call.failed', no_answer: 'call.failed' }[to as string];
    const events = (await outboxOf(acct.accountId)).slice(eventsBefore).map((e) => e.eventType);
    expect(events).toEqual(expectedEvent ? [expectedEvent] : []);
  });
});

describe('illegal transitions', () => {
  it.each(illegal)('%s → %s is refused, logged and not applied', async (from, to) => {
    const id = await callIn(from);
    const before = await callRowOf(id);
    const events = (await outboxOf(acct.accountId)).length;
    const ledger = (await ledgerOf(acct.accountId)).length;
    const [agentBefore] = await db.select().from(agents).where(eq(agents.id, acct.agent.id));
    const warn = vi.spyOn(logger, 'warn');
    expect(await changeCallStatus(db, id, { to, at: at(500) })).toBeNull();
    expect(warn).toHaveBeenCalledWith('illegal call transition refused', { call_id: id, from, to });
    expect(await callRowOf(id)).toEqual(before);
    expect((await outboxOf(acct.accountId)).length).toBe(events);
    expect((await ledgerOf(acct.accountId)).length).toBe(ledger);
    const [agentAfter] = await db.select().from(agents).where(eq(agents.id, acct.agent.id));
    expect(agentAfter).toEqual(agentBefore);
  });
});

describe('wallet and counters', () => {
  it('debits per started minute at the account rate, once, and keeps the balance equal to the ledger', async () => {
    const a = await fundedAccount({ balanceCents: 100, rateCents: 7 });
    const cases: [number | null, number, number][] = [
      // provider duration, ended at (s after answer at 10 s), expected cost
      [null, 10 + 61, 14], // 61 s → 2 minutes
      [60, 10 + 75, 7], // the provider's 60 s wins over the clock
      [null, 10, 0], // answered and hung up at once: 0 s
      [1, 11, 7],
    ];
    let balance = 100;
    for (const [duration, endedAt, cost] of cases) {
      const id = await callIn('in_progress', a);
      await changeCallStatus(db, id, { to: 'completed', at: at(endedAt), durationSeconds: duration });
      balance -= cost;
      const row = await callRowOf(id);
      expect(row.costCents).toBe(cost);
      const entries = (await ledgerOf(a.accountId)).filter((l) => l.callId === id);
      expect(entries).toEqual([expect.objectContaining({ kind: 'call_debit', amountCents: 0 - cost, balanceAfterCents: balance })]);
      expect(await balanceAndLedgerSum(a.accountId)).toEqual({ balance, ledgerSum: balance });
    }
    // Unanswered outcomes cost nothing but still leave one (zero) entry.
    for (const to of ['busy', 'no_answer', 'canceled', 'failed'] as const) {
      const id = await callIn('ringing', a);
      await changeCallStatus(db, id, { to, at: at(30) });
      expect((await callRowOf(id)).costCents).toBe(0);
      expect((await ledgerOf(a.accountId)).filter((l) => l.callId === id).map((l) => l.amountCents)).toEqual([0]);
    }
    // A call that fails mid-conversation is billed for the time talked.
    const dropped = await callIn('in_progress', a);
    await changeCallStatus(db, dropped, { to: 'failed', at: at(10 + 30), failureReason: 'pipeline-error' });
    expect((await callRowOf(dropped)).costCents).toBe(7);
    expect(await balanceAndLedgerSum(a.accountId)).toEqual({ balance: balance - 7, ledgerSum: balance - 7 });

    const [agent] = await db.select().from(agents).where(eq(agents.id, a.agent.id));
    expect(agent.totalCalls).toBe(9);
    expect(agent.secondsUsed).toBe((2 + 1 + 0 + 1 + 1) * 60);
  });

  it('never lets the balance go below zero: a call holds what it may cost, and is charged no more than that', async () => {
    const a = await fundedAccount({ balanceCents: 10, rateCents: 10 });
    const first = await callIn('in_progress', a);
    // The first call holds the only minute the wallet pays for: a second one is refused, nothing queued.
    await expect(initiateCall(db, await actorOf(a.userId), { purpose: 'informational', phone_number: '+14155550123', agent_id: a.agent.id })).rejects.toMatchObject({
      status: 402, code: 'insufficient_funds', extra: expect.objectContaining({ balance: 0.1, held: 0.1, available: 0, required: 0.1, currency: 'USD' }),
    });
    expect(await callRowOf(first)).toMatchObject({ holdCents: 10, maxDurationSeconds: 60 });
    // A provider that overran its maximum (5 minutes reported) is charged the held minute, never more.
    await changeCallStatus(db, first, { to: 'completed', at: at(10 + 300) });
    expect(await callRowOf(first)).toMatchObject({ costCents: 10, holdCents: 0 });
    expect(await balanceAndLedgerSum(a.accountId)).toEqual({ balance: 0, ledgerSum: 0 });
    const [row] = await db.select({ held: accounts.heldCents }).from(accounts).where(eq(accounts.id, a.accountId));
    expect(row.held).toBe(0);
  });

  it('releases the unused part of a hold when the call ends', async () => {
    const a = await fundedAccount({ balanceCents: 1_000, rateCents: 10 });
    const id = await callIn('in_progress', a);
    expect(await callRowOf(id)).toMatchObject({ holdCents: 100, maxDurationSeconds: 600 });
    const [during] = await db.select({ held: accounts.heldCents }).from(accounts).where(eq(accounts.id, a.accountId));
    expect(during.held).toBe(100);
    await changeCallStatus(db, id, { to: 'completed', at: at(10 + 61) }); // 2 started minutes
    const [after] = await db.select({ held: accounts.heldCents, balance: accounts.walletBalanceCents }).from(accounts).where(eq(accounts.id, a.accountId));
    expect(after).toEqual({ held: 0, balance: 980 });
  });
});

describe('events', () => {
  it('records the contract payload for each transition and artifact', async () => {
    const id = await newCall(acct, { contact_id: contactId });
    const row = await callRowOf(id);
    const before = (await outboxOf(acct.accountId)).length;
    await changeCallStatus(db, id, { to: 'ringing', at: at(0) });
    await changeCallStatus(db, id, { to: 'in_progress', at: at(5) });
    await changeCallStatus(db, id, { to: 'completed', at: at(70) });
    await db.transaction((tx) =>
      recordArtifacts(tx, id, { transcript: [{ role: 'agent', text: 'Hello', start_seconds: 0 }], recordingUrl: 'https://r.test/1.mp3', summary: 'Fine.' }, at(80)),
    );
    // Repeated reports change nothing.
    await db.transaction((tx) => recordArtifacts(tx, id, { transcript: [{ role: 'agent', text: 'Again', start_seconds: 0 }], recordingUrl: 'https://r.test/1.mp3', summary: 'Fine.' }, at(90)));
    const events = (await outboxOf(acct.accountId)).slice(before);
    expect(events.map((e) => e.eventType)).toEqual(['call.started', 'call.ended', 'call.transcript', 'call.recording', 'call.summary', 'call.compliance_flagged']);
    const base = {
      id,
      klen_call_id: row.callId,
      agent_id: acct.agent.id,
      agent_name: 'Sales Agent',
      type: 'outbound',
      phone_number: '+14155550123',
      from_number: '+14155550100',
      contact: { id: contactId, name: 'Grace Hopper', email: 'grace@example.test' },
      ended_reason: null,
      attempt: 1,
      retry_of: null,
      campaign_id: null,
      disclosures: row.disclosures,
      disclosure_check: null,
    };
    expect(events[0].payload).toEqual({
      event_type: 'call.started',
      call: {
        ...base, status: 'in_progress', started_at: '2026-03-01T10:00:05Z', ended_at: null, duration_seconds: null, recording_url: null, summary: null,
        cost_cents: null, cost: null, cost_breakdown: { billed_cents: null, provider_cents: null, components: null }, latency: null,
      },
      timestamp: '2026-03-01T10:00:05Z',
    });
    // Two billed minutes at the default 10 cents, the ledger's debit; no provider report reached this call.
    const ended = {
      ...base, status: 'completed', started_at: '2026-03-01T10:00:05Z', ended_at: '2026-03-01T10:01:10Z', duration_seconds: 65, ended_reason: 'customer-ended-call',
      cost_cents: 20, cost: 0.2, cost_breakdown: { billed_cents: 20, provider_cents: null, components: null }, latency: null,
    };
    expect(events[1].payload).toEqual({
      event_type: 'call.ended',
      call: { ...ended, recording_url: null, summary: null },
      timestamp: '2026-03-01T10:01:10Z',
    });
    expect(events[2].payload).toEqual({
      event_type: 'call.transcript',
      call: { ...ended, recording_url: null, summary: null, transcript: [{ role: 'agent', text: 'Hello', start_seconds: 0 }] },
      timestamp: '2026-03-01T10:01:20Z',
    });
    expect(events[3].payload).toMatchObject({ event_type: 'call.recording', call: { recording_url: 'https://r.test/1.mp3', summary: null } });
    expect(events[4].payload).toMatchObject({ event_type: 'call.summary', call: { recording_url: 'https://r.test/1.mp3', summary: 'Fine.' } });
    // "Hello" says none of what a call to a California number must: flagged once, after the transcript was stored.
    expect(events[5].payload).toMatchObject({
      event_type: 'call.compliance_flagged',
      call: { disclosure_check: 'missing', disclosure_missing: ['ai', 'recording', 'recording_consent'] },
    });
    expect((await callRowOf(id)).transcript).toEqual([{ role: 'agent', text: 'Hello', start_seconds: 0 }]);
  });

  it('adds failure_reason to call.failed and sets contact null without a contact', async () => {
    const id = await callIn('ringing');
    await changeCallStatus(db, id, { to: 'no_answer', at: at(30), failureReason: 'customer-did-not-answer' });
    const [event] = (await outboxOf(acct.accountId)).filter((e) => (e.payload as any).call.id === id);
    expect(event.eventType).toBe('call.failed');
    expect(event.payload).toMatchObject({
      event_type: 'call.failed',
      call: { status: 'no_answer', failure_reason: 'customer-did-not-answer', contact: null, started_at: null, duration_seconds: 0 },
    });
  });

  it('walks the intermediate states when a provider reports a later one', async () => {
    const id = await newCall();
    const before = (await outboxOf(acct.accountId)).length;
    await db.transaction((tx) => advanceCall(tx, id, { to: 'completed', at: at(60), startedAt: at(20), durationSeconds: 40 }));
    const row = await callRowOf(id);
    expect(row).toMatchObject({ status: 'completed', startedAt: at(20), durationSeconds: 40, costCents: 10 });
    const events = (await outboxOf(acct.accountId)).slice(before).map((e) => e.eventType);
    expect(events).toEqual(['call.started', 'call.ended']);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Vapi } from '@vapi-ai/server-sdk';
import type { SentMessage, SentReport } from '../../../testing/vapi-messages';
import { getDb } from '../../../db/client';
import { accounts, agents } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { outboxOf } from '../../../testing/fixtures';
import { balanceAndLedgerSum, callRowOf, fundedAccount, ledgerOf, type CallTestAccount } from '../../../testing/call-fixtures';
import { vapiEventsSetup } from '../../../../app/_testing/vapi-events';

// Vapi's normal order is the `ended` status update, settled on our clock, then the end-of-call report with Vapi's
// own timing. The report's timing must win in either order, and the money follow it exactly once.

let db: Database;
beforeAll(async () => {
  db = await getDb();
});
const { send, placedCall } = vapiEventsSetup('vapi-timing-secret');

/** Vapi places calls only from a number it knows by id (each account its own). */
let numbers = 0;
const vapiAgent = () => ({ name: 'Vapi Agent', provider_phone_number_id: `pn-timing-${++numbers}-${Date.now()}` });
const answeredCall = (acct: CallTestAccount) => placedCall(acct, { answered: true });

const report = (providerCallId: string | null, durationSeconds = 37.9) => {
  const startedAt = new Date(Date.now() - 60_000);
  return {
    type: 'end-of-call-report', endedReason: 'customer-ended-call', call: { id: providerCallId },
    startedAt: startedAt.toISOString(), endedAt: new Date(startedAt.getTime() + durationSeconds * 1000).toISOString(), durationSeconds,
  } satisfies SentReport;
};
const ended = (providerCallId: string | null) =>
  ({ type: 'status-update', status: 'ended', endedReason: 'customer-ended-call', call: { id: providerCallId } }) satisfies SentMessage<Vapi.ServerMessageStatusUpdate>;

async function moneyOf(acct: CallTestAccount, callId: number) {
  const [a] = await db.select({ held: accounts.heldCents }).from(accounts).where(eq(accounts.id, acct.accountId));
  const [agent] = await db.select({ seconds: agents.secondsUsed }).from(agents).where(eq(agents.id, acct.agent.id));
  return {
    ...(await balanceAndLedgerSum(acct.accountId)),
    held: a.held,
    entries: (await ledgerOf(acct.accountId)).filter((l) => l.callId === callId).map((l) => l.amountCents),
    agentSeconds: agent.seconds,
  };
}

describe("Vapi end-of-call report timing, in either order", () => {
  it('applies the report after the ended status update: a 125.5 s call stored as 1 s becomes 126 s and three minutes', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: vapiAgent() });
    const row = await answeredCall(acct);
    await send(ended(row.providerCallId));
    const early = await callRowOf(row.id);
    expect(early).toMatchObject({ status: 'completed', costCents: 10 });
    expect(early.durationSeconds).toBeLessThanOrEqual(2);

    await send(report(row.providerCallId, 125.5));
    const done = await callRowOf(row.id);
    expect(done).toMatchObject({ status: 'completed', durationSeconds: 126, costCents: 30, holdCents: 0 });
    expect(done.endedAt!.getTime() - done.startedAt!.getTime()).toBe(125_500);
    expect(await moneyOf(acct, row.id)).toEqual({ balance: 970, ledgerSum: 970, held: 0, entries: [-30], agentSeconds: 180 });
    // The report's own artifacts and events carry the corrected timing; no second call.ended is sent.
    const events = (await outboxOf(acct.accountId)).filter((e) => (e.payload as { call: { id: number } }).call.id === row.id);
    expect(events.map((e) => e.eventType)).toEqual(['call.started', 'call.ended']);
  });

  it('applies the report when it comes first, and the ended status update after it changes nothing', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: vapiAgent() });
    const row = await answeredCall(acct);
    await send(report(row.providerCallId, 125.5));
    await send(ended(row.providerCallId));
    expect(await callRowOf(row.id)).toMatchObject({ status: 'completed', durationSeconds: 126, costCents: 30 });
    expect(await moneyOf(acct, row.id)).toEqual({ balance: 970, ledgerSum: 970, held: 0, entries: [-30], agentSeconds: 180 });
  });

  it('charges a repeated report once', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: vapiAgent() });
    const row = await answeredCall(acct);
    await send(ended(row.providerCallId));
    const msg = report(row.providerCallId, 125.5);
    await send(msg);
    await send(msg);
    await Promise.all([send(msg), send(msg)]);
    expect(await moneyOf(acct, row.id)).toEqual({ balance: 970, ledgerSum: 970, held: 0, entries: [-30], agentSeconds: 180 });
  });

  it('refunds when the report is shorter than our clock measured', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: vapiAgent() });
    const row = await placedCall(acct);
    const longAgo = new Date(Date.now() - 250_000).toISOString();
    await send({ type: 'status-update', status: 'in-progress', call: { id: row.providerCallId, startedAt: longAgo } } satisfies SentMessage<Vapi.ServerMessageStatusUpdate>);
    await send(ended(row.providerCallId));
    expect(await callRowOf(row.id)).toMatchObject({ costCents: 50 });
    await send(report(row.providerCallId, 37.9));
    expect(await callRowOf(row.id)).toMatchObject({ durationSeconds: 38, costCents: 10 });
    expect(await moneyOf(acct, row.id)).toEqual({ balance: 990, ledgerSum: 990, held: 0, entries: [-10], agentSeconds: 60 });
  });

  it('never charges more than the call held, whatever the report says', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, maxCallSeconds: 120, agent: vapiAgent() });
    const row = await answeredCall(acct);
    expect(row.holdCents).toBe(20);
    await send(ended(row.providerCallId));
    await send(report(row.providerCallId, 300));
    // Nor records it as lasting longer than it was allowed to: Vapi ends the call at its max duration.
    expect(await callRowOf(row.id)).toMatchObject({ durationSeconds: 120, costCents: 20 });
    expect(await moneyOf(acct, row.id)).toMatchObject({ balance: 980, ledgerSum: 980, held: 0, entries: [-20], agentSeconds: 120 });
  });

  it('bounds a length read from times years apart by the call\'s max duration, and reads an end before the start as no time', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: vapiAgent() });
    const row = await answeredCall(acct);
    expect(row.maxDurationSeconds).toBeGreaterThan(0);
    await send(ended(row.providerCallId));
    await send({
      type: 'end-of-call-report', endedReason: 'customer-ended-call', call: { id: row.providerCallId },
      startedAt: '2026-01-01T00:00:00.000Z', endedAt: '2030-01-01T00:00:00.000Z',
    });
    const done = await callRowOf(row.id);
    expect(done.durationSeconds).toBe(row.maxDurationSeconds);
    expect(await moneyOf(acct, row.id)).toMatchObject({ held: 0, entries: [-row.holdCents!], agentSeconds: Math.ceil(row.maxDurationSeconds! / 60) * 60 });

    // A report with no duration and an end before its start is no time at all.
    const other = await answeredCall(acct);
    await send({
      type: 'end-of-call-report', endedReason: 'customer-ended-call', call: { id: other.providerCallId },
      startedAt: '2026-01-01T00:10:00.000Z', endedAt: '2026-01-01T00:00:00.000Z', durationSeconds: -5,
    });
    expect(await callRowOf(other.id)).toMatchObject({ status: 'completed', durationSeconds: 0, costCents: 0 });
  });

  it('leaves a call that ended unanswered as it is', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: vapiAgent() });
    const row = await placedCall(acct);
    await send({ type: 'status-update', status: 'ended', endedReason: 'customer-did-not-answer', call: { id: row.providerCallId } } satisfies SentMessage<Vapi.ServerMessageStatusUpdate>);
    await send({ ...report(row.providerCallId, 12), endedReason: 'customer-did-not-answer' });
    expect(await callRowOf(row.id)).toMatchObject({ status: 'no_answer', durationSeconds: 0, costCents: 0 });
    expect(await moneyOf(acct, row.id)).toMatchObject({ balance: 1_000, ledgerSum: 1_000, held: 0, entries: [0] });
  });
});

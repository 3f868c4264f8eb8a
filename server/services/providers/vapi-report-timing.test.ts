import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { accounts, agents } from '../../db/schema';
import type { Database } from '../../db/types';
import { actorOf, outboxOf } from '../../testing/fixtures';
import { callRoute } from '../../testing/http';
import { startFakeVapi } from '../../testing/fake-vapi-server';
import { balanceAndLedgerSum, callRowOf, drainJobs, fundedAccount, ledgerOf, type CallTestAccount } from '../../testing/call-fixtures';
import { POST as vapiEvents } from '../../../app/api/providers/vapi/events/route';
import { initiateCall } from '../calls/initiate';

// Vapi's normal order is the `ended` status update, settled on our clock, then the end-of-call report with Vapi's
// own timing. The report's timing must win in either order, and the money follow it exactly once.

const SECRET = 'vapi-timing-secret';
let db: Database;
let vapi: Awaited<ReturnType<typeof startFakeVapi>>;

beforeAll(async () => {
  db = await getDb();
  vapi = await startFakeVapi();
  Object.assign(config, { VOICE_PROVIDER: 'vapi', VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key', VAPI_WEBHOOK_SECRET: SECRET });
});

afterAll(async () => {
  await vapi.close();
});

/** Vapi places calls only from a number it knows by id (each account its own). */
let numbers = 0;
const vapiAgent = () => ({ name: 'Vapi Agent', provider_phone_number_id: `pn-timing-${++numbers}-${Date.now()}` });

const send = (message: Record<string, unknown>) =>
  callRoute(vapiEvents, { method: 'POST', path: '/api/providers/vapi/events', body: { message }, headers: { 'x-vapi-secret': SECRET } });

async function answeredCall(acct: CallTestAccount) {
  const res = await initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', phone_number: '+14155550123', agent_id: acct.agent.id });
  await drainJobs(new Date(Date.now() + 1000));
  const row = await callRowOf(res.id);
  await send({ type: 'status-update', status: 'in-progress', call: { id: row.providerCallId } });
  return row;
}

const report = (providerCallId: string | null, durationSeconds = 37.9) => {
  const startedAt = new Date(Date.now() - 60_000);
  return {
    type: 'end-of-call-report', endedReason: 'customer-ended-call', call: { id: providerCallId },
    startedAt: startedAt.toISOString(), endedAt: new Date(startedAt.getTime() + durationSeconds * 1000).toISOString(), durationSeconds,
  };
};
const ended = (providerCallId: string | null) => ({ type: 'status-update', status: 'ended', endedReason: 'customer-ended-call', call: { id: providerCallId } });

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
    const res = await initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', phone_number: '+14155550123', agent_id: acct.agent.id });
    await drainJobs(new Date(Date.now() + 1000));
    const row = await callRowOf(res.id);
    const longAgo = new Date(Date.now() - 250_000).toISOString();
    await send({ type: 'status-update', status: 'in-progress', call: { id: row.providerCallId, startedAt: longAgo } });
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
    expect(await callRowOf(row.id)).toMatchObject({ durationSeconds: 300, costCents: 20 });
    expect(await moneyOf(acct, row.id)).toMatchObject({ balance: 980, ledgerSum: 980, held: 0, entries: [-20] });
  });

  it('leaves a call that ended unanswered as it is', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: vapiAgent() });
    const res = await initiateCall(db, await actorOf(acct.userId), { purpose: 'informational', phone_number: '+14155550123', agent_id: acct.agent.id });
    await drainJobs(new Date(Date.now() + 1000));
    const row = await callRowOf(res.id);
    await send({ type: 'status-update', status: 'ended', endedReason: 'customer-did-not-answer', call: { id: row.providerCallId } });
    await send({ ...report(row.providerCallId, 12), endedReason: 'customer-did-not-answer' });
    expect(await callRowOf(row.id)).toMatchObject({ status: 'no_answer', durationSeconds: 0, costCents: 0 });
    expect(await moneyOf(acct, row.id)).toMatchObject({ balance: 1_000, ledgerSum: 1_000, held: 0, entries: [0] });
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Vapi } from '@vapi-ai/server-sdk';
import type { SentMessage, SentReport } from '../../../testing/vapi-messages';
import { getDb } from '../../../db/client';
import { accounts } from '../../../db/schema';
import type { Database } from '../../../db/types';
import { outboxOf } from '../../../testing/fixtures';
import { balanceAndLedgerSum, callRowOf, fundedAccount, type CallTestAccount } from '../../../testing/call-fixtures';
import { vapiEventsSetup } from '../../../../app/_testing/vapi-events';

// Vapi's status updates beyond ringing, in-progress and ended: `not-found` (Vapi no longer has the call) ends it,
// `deletion-failed` (a scheduled call Vapi could not delete) leaves it where it is.

let db: Database;
beforeAll(async () => {
  db = await getDb();
});
const { send, placedCall } = vapiEventsSetup('vapi-status-secret');

let numbers = 0;
const vapiAgent = () => ({ name: 'Vapi Agent', provider_phone_number_id: `pn-status-${++numbers}-${Date.now()}` });

async function moneyOf(acct: CallTestAccount) {
  const [a] = await db.select({ held: accounts.heldCents }).from(accounts).where(eq(accounts.id, acct.accountId));
  return { ...(await balanceAndLedgerSum(acct.accountId)), held: a.held };
}

const eventsOf = async (acct: CallTestAccount, callId: number) =>
  (await outboxOf(acct.accountId)).filter((e) => (e.payload as { call: { id: number } }).call.id === callId).map((e) => e.eventType);

describe('Vapi status updates', () => {
  it('ends a call Vapi reports not-found before it was answered: failed, failed-to-connect, nothing charged', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: vapiAgent() });
    const row = await placedCall(acct);
    await send({ type: 'status-update', status: 'ringing', call: { id: row.providerCallId } } satisfies SentMessage<Vapi.ServerMessageStatusUpdate>);

    const res = await send({ type: 'status-update', status: 'not-found', call: { id: row.providerCallId } } satisfies SentMessage<Vapi.ServerMessageStatusUpdate>);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    expect(await callRowOf(row.id)).toMatchObject({ status: 'failed', endedReason: 'failed-to-connect', failureReason: 'not-found', costCents: 0 });
    expect(await moneyOf(acct)).toEqual({ balance: 1_000, ledgerSum: 1_000, held: 0 });
    expect(await eventsOf(acct, row.id)).toEqual(['call.failed']);

    // Vapi has nothing more to say about it; a late report of it changes nothing.
    await send({ type: 'end-of-call-report', endedReason: 'customer-ended-call', call: { id: row.providerCallId }, durationSeconds: 30 } satisfies SentReport);
    expect(await callRowOf(row.id)).toMatchObject({ status: 'failed', endedReason: 'failed-to-connect' });
  });

  it('ends an answered call Vapi reports not-found as failed with provider-error', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: vapiAgent() });
    const row = await placedCall(acct);
    await send({ type: 'status-update', status: 'in-progress', call: { id: row.providerCallId } } satisfies SentMessage<Vapi.ServerMessageStatusUpdate>);

    await send({ type: 'status-update', status: 'not-found', call: { id: row.providerCallId } } satisfies SentMessage<Vapi.ServerMessageStatusUpdate>);
    expect(await callRowOf(row.id)).toMatchObject({ status: 'failed', endedReason: 'provider-error', failureReason: 'not-found' });
    expect(await eventsOf(acct, row.id)).toEqual(['call.started', 'call.failed']);
  });

  it('leaves the call where it is on deletion-failed, and on a status it does not know', async () => {
    const acct = await fundedAccount({ balanceCents: 1_000, agent: vapiAgent() });
    const row = await placedCall(acct);
    await send({ type: 'status-update', status: 'in-progress', call: { id: row.providerCallId } } satisfies SentMessage<Vapi.ServerMessageStatusUpdate>);
    const before = await callRowOf(row.id);

    for (const status of ['deletion-failed', 'some-status-from-next-year', 42]) {
      const res = await send({ type: 'status-update', status, call: { id: row.providerCallId } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true });
    }
    expect(await callRowOf(row.id)).toEqual(before);
    expect(await eventsOf(acct, row.id)).toEqual(['call.started']);
  });
});

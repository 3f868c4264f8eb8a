import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '../../db/client';
import { accounts, calls, jobs } from '../../db/schema';
import type { Database } from '../../db/types';
import { runDueJobs } from '../../jobs/queue';
import { workJobsLane } from '../../jobs/worker';
import { balanceAndLedgerSum, callRowOf, fundedAccount, type CallTestAccount } from '../../testing/call-fixtures';
import { actorOf, outboxOf } from '../../testing/fixtures';
import { simulatorProvider } from '../providers/simulator/driver';
import { cancelCall } from './cancel';
import { dialCall } from './dial';
import { dialCallBatch } from './dial-batch';
import { DIAL_DEADLINE_MS, unconfirmedDialReasons } from './dial-handoff';
import { sweepUnconfirmedDials } from './dial-sweeper';
import { initiateCall } from './initiate';
import { liveCallCount } from './live-calls';

/**
 * The dial's state machine when its runner dies part way (dial-handoff.ts): dialed but never handed off (resumed by
 * its retried job, once), handed off with the provider's answer lost (never asked again, settled failed at the
 * deadline), and the sweeper and cancel on such calls, with the hold released and the wallet equal to its ledger.
 */
let db: Database;
beforeAll(async () => {
  db = await getDb();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const NOW = new Date('2026-11-23T18:00:00Z');
const after = (ms: number) => new Date(NOW.getTime() + ms);
let seq = 0;

async function placed(acct?: CallTestAccount) {
  const a = acct ?? await fundedAccount({ balanceCents: 10_000, rateCents: 10 });
  const call = await initiateCall(db, await actorOf(a.userId), {
    purpose: 'informational', agent_id: a.agent.id, phone_number: `+1415557${String(1000 + ++seq).padStart(4, '0')}`,
  }, NOW);
  return { acct: a, id: call.id };
}

const heldOf = async (accountId: number) =>
  Number((await db.select({ held: accounts.heldCents }).from(accounts).where(eq(accounts.id, accountId)))[0].held);

/** The simulator's scheduled far-end steps of a call: one per ring. */
const ringsOf = async (callId: number) =>
  (await db.select().from(jobs).where(sql`${jobs.kind} = 'calls.simulator_step' and (${jobs.payload} ->> 'call_id')::int = ${callId}`)).length;

/** What a runner that died right after the dial's commit leaves: the call dialed, its dial job still to run. */
const dialCommittedOnly = (id: number) => db.update(calls).set({ dialedAt: NOW }).where(eq(calls.id, id));

/** A dial whose provider was asked but whose answer was never recorded (the connection dropped as it answered). */
async function dialInDoubt(id: number) {
  const start = vi.spyOn(simulatorProvider, 'start').mockRejectedValueOnce(new Error('write CONNECTION_CLOSED'));
  await expect(dialCall(db, id, NOW)).rejects.toThrow('CONNECTION_CLOSED');
  expect(start).toHaveBeenCalledTimes(1);
  return start;
}

describe('a dial whose runner died after its commit', () => {
  it('is handed off once by its retried job when the provider was never asked', async () => {
    const { acct, id } = await placed();
    await dialCommittedOnly(id);
    const start = vi.spyOn(simulatorProvider, 'start');
    expect(await dialCall(db, id, after(60_000))).toEqual({ dialed: true });
    expect(await dialCall(db, id, after(61_000))).toEqual({ dialed: false, reason: 'not_due' });
    expect(start).toHaveBeenCalledTimes(1);
    expect(await callRowOf(id)).toMatchObject({ status: 'ringing', handoffAt: after(60_000) });
    expect(await ringsOf(id)).toBe(1);
    // Nothing for the sweeper: the call left `queued`.
    expect(await sweepUnconfirmedDials(db, after(DIAL_DEADLINE_MS * 2))).toBe(0);
    expect(await heldOf(acct.accountId)).toBeGreaterThan(0);
  });

  it('is never asked twice when the provider was asked and its answer lost, and ends failed at its deadline', async () => {
    const { acct, id } = await placed();
    const heldBefore = await heldOf(acct.accountId);
    expect(heldBefore).toBeGreaterThan(0);
    const money = await balanceAndLedgerSum(acct.accountId);
    const start = await dialInDoubt(id);
    expect(await callRowOf(id)).toMatchObject({ status: 'queued', dialedAt: NOW, handoffAt: NOW, providerCallId: null });
    // The retried job leaves it to the provider's reports: no second request.
    expect(await dialCall(db, id, after(10_000))).toEqual({ dialed: false, reason: 'not_due' });
    expect(start).toHaveBeenCalledTimes(1);
    expect(await sweepUnconfirmedDials(db, after(DIAL_DEADLINE_MS - 1000))).toBe(0);
    expect(await liveCallCount(db, acct.accountId, { atMost: 10 })).toBe(1);

    expect(await sweepUnconfirmedDials(db, after(DIAL_DEADLINE_MS))).toBe(1);
    const row = await callRowOf(id);
    expect(row).toMatchObject({ status: 'failed', failureReason: unconfirmedDialReasons.inDoubt, holdCents: 0, costCents: 0, endedReason: 'failed-to-connect' });
    expect(await heldOf(acct.accountId)).toBe(0);
    expect(await balanceAndLedgerSum(acct.accountId)).toEqual(money);
    expect(money.balance).toBe(money.ledgerSum);
    expect(await liveCallCount(db, acct.accountId, { atMost: 10 })).toBe(0);
    expect((await outboxOf(acct.accountId)).filter((e) => e.eventType === 'call.failed')).toHaveLength(1);
    // Settled once: a second sweep and the dial job find nothing.
    expect(await sweepUnconfirmedDials(db, after(DIAL_DEADLINE_MS * 2))).toBe(0);
    expect(await dialCall(db, id, after(DIAL_DEADLINE_MS * 2))).toEqual({ dialed: false, reason: 'not_due' });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('is settled at its deadline by the running server\'s own worker lane (no Inngest), with its hold released', async () => {
    const { acct, id } = await placed();
    await dialInDoubt(id);
    await workJobsLane(db, after(DIAL_DEADLINE_MS - 1000));
    expect(await callRowOf(id)).toMatchObject({ status: 'queued' });
    // Past the deadline (and past the lane's ten-second spacing of sweeps).
    await workJobsLane(db, after(DIAL_DEADLINE_MS + 15_000));
    expect(await callRowOf(id)).toMatchObject({ status: 'failed', failureReason: unconfirmedDialReasons.inDoubt, holdCents: 0 });
    expect(await heldOf(acct.accountId)).toBe(0);
  });

  it('ends failed instead of dialing late when its retried job comes after the deadline', async () => {
    const { acct, id } = await placed();
    await dialCommittedOnly(id);
    const start = vi.spyOn(simulatorProvider, 'start');
    expect(await dialCall(db, id, after(DIAL_DEADLINE_MS))).toEqual({ dialed: false, reason: 'unconfirmed' });
    expect(start).not.toHaveBeenCalled();
    expect(await callRowOf(id)).toMatchObject({ status: 'failed', failureReason: unconfirmedDialReasons.notHandedOff, holdCents: 0, handoffAt: null });
    expect(await heldOf(acct.accountId)).toBe(0);
  });

  it('is settled by the job runner and the sweeper alike through the worker pass: the dial job is done, not given up', async () => {
    const { acct, id } = await placed();
    await dialInDoubt(id);
    // The job recorded the failure and retries; its retry finds the call in doubt and ends without asking.
    expect(await runDueJobs(db, { now: after(30_000), kinds: ['calls.start'] })).toBe(1);
    const [job] = await db.select().from(jobs).where(sql`${jobs.kind} = 'calls.start' and (${jobs.payload} ->> 'call_id')::int = ${id}`);
    expect(job.doneAt).not.toBeNull();
    expect(job.lastError).toBeNull();
    expect((await callRowOf(id)).status).toBe('queued');
    expect(await sweepUnconfirmedDials(db, after(DIAL_DEADLINE_MS + 1))).toBe(1);
    expect(await heldOf(acct.accountId)).toBe(0);
  });
});

describe('cancel during the dial', () => {
  it('cancels a dialed call the provider was never asked for, and the hand-off then asks nothing', async () => {
    const { acct, id } = await placed();
    await dialCommittedOnly(id);
    const actor = await actorOf(acct.userId);
    const money = await balanceAndLedgerSum(acct.accountId);
    expect(await cancelCall(db, actor, id, after(1000))).toMatchObject({ status: 'canceled' });
    const start = vi.spyOn(simulatorProvider, 'start');
    expect(await dialCall(db, id, after(2000))).toEqual({ dialed: false, reason: 'not_due' });
    expect(start).not.toHaveBeenCalled();
    expect(await heldOf(acct.accountId)).toBe(0);
    expect(await balanceAndLedgerSum(acct.accountId)).toEqual(money);
  });

  it('refuses a call whose provider may be ringing it until its deadline passes, then cancels it', async () => {
    const { acct, id } = await placed();
    await dialInDoubt(id);
    const actor = await actorOf(acct.userId);
    await expect(cancelCall(db, actor, id, after(60_000))).rejects.toMatchObject({ code: 'call_not_cancelable' });
    expect(await cancelCall(db, actor, id, after(DIAL_DEADLINE_MS))).toMatchObject({ status: 'canceled' });
    expect(await heldOf(acct.accountId)).toBe(0);
    const money = await balanceAndLedgerSum(acct.accountId);
    expect(money.balance).toBe(money.ledgerSum);
  });
});

describe('a campaign-style batch whose hand-off fails', () => {
  it('leaves its calls handed off (dial jobs retired, never asked again) for the sweeper to settle', async () => {
    const acct = await fundedAccount({ balanceCents: 10_000, rateCents: 10 });
    // Direct calls that enforce nothing, as one pass's calls: the batch takes the ones that enforce calling hours.
    const a = await placed(acct);
    const b = await placed(acct);
    await db.update(calls).set({ callingHours: 'enforce' }).where(sql`${calls.id} in (${a.id}, ${b.id})`);
    const batch = vi.spyOn(simulatorProvider, 'startBatch').mockRejectedValueOnce(new Error('write CONNECTION_CLOSED'));
    const start = vi.spyOn(simulatorProvider, 'start');
    const result = await dialCallBatch(db, [a.id, b.id], NOW);
    expect(result.dialed.sort()).toEqual([a.id, b.id].sort());
    expect(batch).toHaveBeenCalledTimes(1);
    for (const id of [a.id, b.id]) {
      expect(await callRowOf(id)).toMatchObject({ status: 'queued', handoffAt: NOW });
      expect(await dialCall(db, id, after(1000))).toEqual({ dialed: false, reason: 'not_due' });
    }
    expect(start).not.toHaveBeenCalled();
    expect(await sweepUnconfirmedDials(db, after(DIAL_DEADLINE_MS))).toBe(2);
    expect(await heldOf(acct.accountId)).toBe(0);
  });
});

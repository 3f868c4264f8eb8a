import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authenticateApiKey } from '../../auth/api-keys';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { accounts, calls, jobs } from '../../db/schema';
import type { Database } from '../../db/types';
import { callRowOf, fundedAccount, pendingJobsOf } from '../../testing/call-fixtures';
import { actorOf } from '../../testing/fixtures';
import { changeCallStatus } from './lifecycle';
import { initiateCall } from './initiate';
import { placeInOneStatement, type OneStatementPlacement } from './place-one-statement';

/**
 * The one-statement placement (the usual POST /api/v1/calls) writes what the transaction path writes, and answers
 * null, writing nothing, for every case it leaves to that path. Races between processes: server/testing/calls-race.test.ts.
 */
let db: Database;
beforeAll(async () => {
  db = await getDb();
});

const NOW = new Date('2026-11-23T18:00:00Z');
const body = (agentId: number, extra: Record<string, unknown> = {}) => ({
  agent_id: agentId, phone_number: '+14155552671', variables: { first_name: 'Ada', custom_context: { plan: 'gold' } }, ...extra,
});
const heldOf = async (accountId: number) => (await db.select({ held: accounts.heldCents }).from(accounts).where(eq(accounts.id, accountId)))[0].held;
const callsOf = (accountId: number) => db.select().from(calls).where(eq(calls.accountId, accountId)).orderBy(calls.id);

/** The columns two placements of the same request share (ids, public id and timestamps differ). */
function comparable(row: typeof calls.$inferSelect) {
  const { id: _id, callId: _callId, createdAt: _c, updatedAt: _u, estimatedStartAt: _e, ...rest } = row;
  return rest;
}

describe('placing a call in one statement', () => {
  it('writes the call, its hold and its start job as the transaction path does', async () => {
    const acct = await fundedAccount({ balanceCents: 10_000, rateCents: 10, maxCallSeconds: 600 });
    const actor = await actorOf(acct.userId);
    const fast = await initiateCall(db, actor, body(acct.agent.id), NOW);
    // Inside a caller's transaction the one-statement path steps aside: the same request through the other path.
    const slow = await db.transaction((tx) => initiateCall(tx as unknown as Database, actor, body(acct.agent.id), NOW));
    const [a, b] = await Promise.all([callRowOf(fast.id), callRowOf(slow.id)]);
    expect(comparable(a)).toEqual(comparable(b));
    expect(a).toMatchObject({ status: 'queued', holdCents: 100, maxDurationSeconds: 600, rateCents: 10, attempt: 1 });
    expect(fast).toMatchObject({ id: a.id, call_id: a.callId, status: 'queued', attempt: 1, scheduled_at: null, retry_of: null });
    for (const id of [a.id, b.id]) {
      const pending = await pendingJobsOf(id);
      expect(pending.map((j) => [j.kind, j.payload])).toEqual([['calls.start', { call_id: id }]]);
    }
    expect(await heldOf(acct.accountId)).toBe(200);
  });

  it('leaves a wallet short of the longest call to the transaction path, which holds what it affords', async () => {
    const acct = await fundedAccount({ balanceCents: 35, rateCents: 10, maxCallSeconds: 600 });
    const placed = await initiateCall(db, await actorOf(acct.userId), body(acct.agent.id), NOW);
    expect(await callRowOf(placed.id)).toMatchObject({ holdCents: 30, maxDurationSeconds: 180 });
    expect(await callsOf(acct.accountId)).toHaveLength(1);
    expect(await heldOf(acct.accountId)).toBe(30);
  });

  describe('answers null and writes nothing', () => {
    async function attempt(acct: Awaited<ReturnType<typeof fundedAccount>>, over: Partial<OneStatementPlacement> = {}) {
      const before = await db.select({ n: jobs.id }).from(jobs);
      const result = await placeInOneStatement(db, {
        accountId: acct.accountId, rateCents: 10, maxCallSeconds: 600, countLive: true, outbound: true, agentId: acct.agent.id, runAt: NOW,
        values: await baseValues(acct),
        ...over,
      });
      return { result, newJobs: (await db.select({ n: jobs.id }).from(jobs)).length - before.length };
    }

    it('when the live-call cap is reached (a call that waits still goes through)', async () => {
      const acct = await fundedAccount({ balanceCents: 10_000, rateCents: 10, maxCallSeconds: 600, maxLiveCalls: 1 });
      const first = await attempt(acct);
      expect(first.result).toMatchObject({ holdCents: 100, maxDurationSeconds: 600 });
      expect(await attempt(acct)).toEqual({ result: null, newJobs: 0 });
      expect(await heldOf(acct.accountId)).toBe(100);
      const waiting = await attempt(acct, { countLive: false, values: { ...(await baseValues(acct)), status: 'scheduled', scheduledAt: new Date(NOW.getTime() + 3_600_000) } });
      expect(waiting.result).not.toBeNull();
      // A call that ends frees its place.
      await changeCallStatus(db, first.result!.id, { to: 'canceled', at: NOW });
      expect((await attempt(acct)).result).not.toBeNull();
    });

    it('when the money available is short of the longest call, or the rate or longest call changed since read', async () => {
      const acct = await fundedAccount({ balanceCents: 99, rateCents: 10, maxCallSeconds: 600 });
      expect(await attempt(acct)).toEqual({ result: null, newJobs: 0 });
      const rich = await fundedAccount({ balanceCents: 10_000, rateCents: 10, maxCallSeconds: 600 });
      expect(await attempt(rich, { rateCents: 9 })).toEqual({ result: null, newJobs: 0 });
      expect(await attempt(rich, { maxCallSeconds: 300 })).toEqual({ result: null, newJobs: 0 });
      for (const a of [acct, rich]) {
        expect(await callsOf(a.accountId)).toEqual([]);
        expect(await heldOf(a.accountId)).toBe(0);
      }
    });

    it('inside a caller\'s transaction', async () => {
      const acct = await fundedAccount({ balanceCents: 10_000, rateCents: 10, maxCallSeconds: 600 });
      await db.transaction(async (tx) => {
        expect(await placeInOneStatement(tx, { accountId: acct.accountId, rateCents: 10, maxCallSeconds: 600, countLive: true, outbound: true, agentId: acct.agent.id, runAt: NOW, values: await baseValues(acct) })).toBeNull();
      });
      expect(await callsOf(acct.accountId)).toEqual([]);
    });
  });
});

describe('write lanes (PostgreSQL)', () => {
  // Each account's placements queue on one lane; the test needs two accounts on different lanes.
  it.runIf(config.DATABASE_URL && config.DATABASE_WRITE_LANES >= 2)(
    'a placement waiting on its account\'s lock holds up neither key lookups nor accounts of another lane', async () => {
      const stuck = await fundedAccount({ balanceCents: 10_000, rateCents: 10, maxCallSeconds: 600 });
      let other = await fundedAccount({ balanceCents: 10_000, rateCents: 10, maxCallSeconds: 600 });
      while (other.accountId % config.DATABASE_WRITE_LANES === stuck.accountId % config.DATABASE_WRITE_LANES) {
        other = await fundedAccount({ balanceCents: 10_000, rateCents: 10, maxCallSeconds: 600 });
      }
      // A transaction on the main pool holds the stuck account's row, as a long settlement would.
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from accounts where id = ${stuck.accountId} for update`);
        locked();
        await released;
      });
      await isLocked;
      let stuckDone = false;
      const waiting = initiateCall(db, await actorOf(stuck.userId), body(stuck.agent.id), NOW).finally(() => (stuckDone = true));
      // The other lane's account places, and a key is looked up (the hot connection), while the first one waits.
      const placed = await initiateCall(db, await actorOf(other.userId), body(other.agent.id), NOW);
      expect(await callRowOf(placed.id)).toMatchObject({ status: 'queued', holdCents: 100 });
      expect((await authenticateApiKey(db, stuck.key)).accountId).toBe(stuck.accountId);
      expect(stuckDone).toBe(false);
      expect(await callsOf(stuck.accountId)).toEqual([]);
      release();
      await holder;
      const late = await waiting;
      expect(await callRowOf(late.id)).toMatchObject({ accountId: stuck.accountId, status: 'queued', holdCents: 100 });
      expect(await heldOf(stuck.accountId)).toBe(100);
    });
});

async function baseValues(acct: Awaited<ReturnType<typeof fundedAccount>>) {
  return {
    accountId: acct.accountId, callId: `call_test_${Date.now()}_${Math.random()}`, agentId: acct.agent.id, phoneNumber: '+14155552671',
    fromNumber: '+14155550100', variables: {}, instructions: 'x', firstMessage: 'Hi', estimatedStartAt: NOW, provider: 'simulator' as const, status: 'queued' as const,
  };
}

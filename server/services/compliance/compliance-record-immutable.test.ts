import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { pgCode } from '../../db/errors';
import { calls, complianceRecords } from '../../db/schema';
import type { Database } from '../../db/types';
import { callRowOf, fundedAccount } from '../../testing/call-fixtures';
import { actorOf } from '../../testing/fixtures';
import { initiateCall } from '../calls/initiate';
import { placeCall } from '../calls/place-call';
import { newCallId } from '../calls/call-row';
import { dialCall } from '../calls/dial';

// Runs on PGlite by default and on PostgreSQL with DATABASE_URL set: the trigger is the database's, on both.

let db: Database;
beforeAll(async () => {
  db = await getDb();
});

async function oneCallWithRecord() {
  const acct = await fundedAccount({ balanceCents: 10_000 });
  const call = await initiateCall(db, await actorOf(acct.userId), { agent_id: acct.agent.id, phone_number: '+14155550123', purpose: 'informational' });
  return { acct, call };
}

/** The SQLSTATE a statement fails with (restrict_violation from the trigger), or null when it succeeds. */
async function refusal(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (err) {
    return pgCode(err) ?? pgCode((err as { cause?: unknown }).cause) ?? String(err);
  }
}

describe('compliance records are never changed or removed', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks, and the record stays as written', async () => {
    const { call } = await oneCallWithRecord();
    const [before] = await db.select().from(complianceRecords).where(eq(complianceRecords.callId, call.id));
    expect(before).toBeDefined();
    expect(await refusal(() => db.update(complianceRecords).set({ allowed: !before.allowed }).where(eq(complianceRecords.id, before.id)))).toBe('23001');
    expect(await refusal(() => db.execute(sql`update compliance_records set blocks = '[]'::jsonb`))).toBe('23001');
    expect(await refusal(() => db.delete(complianceRecords).where(eq(complianceRecords.id, before.id)))).toBe('23001');
    expect(await refusal(() => db.execute(sql`delete from compliance_records`))).toBe('23001');
    expect(await refusal(() => db.execute(sql`truncate compliance_records`))).toBe('23001');
    const [after] = await db.select().from(complianceRecords).where(eq(complianceRecords.id, before.id));
    expect(after).toEqual(before);
  });

  it('outlives its call: deleting the call row leaves the record (no foreign key cascades into it)', async () => {
    const { call } = await oneCallWithRecord();
    await db.execute(sql`delete from jobs where (payload ->> 'call_id')::int = ${call.id}`);
    await db.delete(calls).where(eq(calls.id, call.id));
    const left = await db.select().from(complianceRecords).where(eq(complianceRecords.callId, call.id));
    expect(left).toHaveLength(1);
    expect(left[0].callPublicId).toBe(call.call_id);
  });
});

describe('a record lives and dies with the transaction of its decision', () => {
  it('a placement rolled back leaves neither the call nor its record', async () => {
    const acct = await fundedAccount({ balanceCents: 10_000 });
    const now = new Date();
    const values = {
      accountId: acct.accountId, callId: newCallId(), agentId: acct.agent.id, phoneNumber: '+14155550123', provider: 'simulator' as const,
      rateCents: 10, estimatedStartAt: now, status: 'queued' as const, purpose: 'informational' as const, callingHours: 'ignore' as const,
    };
    await expect(db.transaction(async (tx) => {
      const placed = await placeCall(tx, {
        accountId: acct.accountId, values, hold: 'at_dial', countsLive: true, direction: 'outbound', agentId: acct.agent.id, startAt: now,
        compliance: { facts: { phoneNumber: values.phoneNumber }, answer: { verdict: 'allow', hold: null }, at: now },
      });
      expect(placed.placed).toBe(true);
      // Written inside the transaction...
      expect((await tx.select().from(complianceRecords).where(eq(complianceRecords.callPublicId, values.callId))).length).toBe(1);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    // ...and gone with it.
    expect(await db.select().from(complianceRecords).where(eq(complianceRecords.callPublicId, values.callId))).toEqual([]);
    expect(await db.select().from(calls).where(eq(calls.callId, values.callId))).toEqual([]);
  });

  it('a dial whose transaction fails after its decision leaves no record of that decision', async () => {
    const acct = await fundedAccount({ balanceCents: 10_000 });
    const at = new Date('2026-11-23T16:00:00Z');
    const call = await initiateCall(db, await actorOf(acct.userId), {
      agent_id: acct.agent.id, phone_number: '+14155550123', purpose: 'informational', scheduled_at: '2026-11-23T18:00:00Z',
    }, at);
    // The dial's transaction fails at its commit, after everything it wrote, its record included (as a deferred
    // constraint or a lost connection would fail it).
    await db.execute(sql`create function fail_dial() returns trigger language plpgsql as $$ begin raise exception 'dial failed'; end $$`);
    await db.execute(sql`create constraint trigger fail_dial after insert on compliance_records deferrable initially deferred
      for each row when (new.call_id = ${sql.raw(String(call.id))} and new.stage = 'dial') execute function fail_dial()`);
    try {
      await expect(dialCall(db, call.id, new Date('2026-11-23T18:00:00Z'))).rejects.toThrow();
    } finally {
      await db.execute(sql`drop trigger fail_dial on compliance_records`);
      await db.execute(sql`drop function fail_dial()`);
    }
    expect((await callRowOf(call.id)).dialedAt).toBeNull();
    const records = await db.select().from(complianceRecords).where(eq(complianceRecords.callId, call.id));
    // Only the placement's: the dial's decision went with its transaction.
    expect(records.map((r) => r.stage)).toEqual(['placement']);
    // The same dial, committed, keeps its decision.
    await dialCall(db, call.id, new Date('2026-11-23T18:00:00Z'));
    expect((await db.select().from(complianceRecords).where(eq(complianceRecords.callId, call.id))).map((r) => [r.stage, r.allowed]))
      .toEqual([['placement', false], ['dial', true]]);
  });
});

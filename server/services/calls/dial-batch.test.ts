import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { businessProfiles, calls, complianceRecords, contactPhoneNumbers, jobs } from '../../db/schema';
import type { Database } from '../../db/types';
import { fundedAccount, insertContact } from '../../testing/call-fixtures';
import { actorOf } from '../../testing/fixtures';
import { runCampaignTick } from '../campaigns/dispatch';
import { createCampaign } from '../campaigns/service';
import { dialCall } from './dial';
import { dialCallBatch } from './dial-batch';

/**
 * The calls one campaign pass placed are dialed together: each is judged again at the dial's moment, as dialCall
 * judges one call, and the ones the gate lets go are marked dialed with a dial record apiece, their dial jobs
 * retired, and handed to the provider (the simulator rings them). A call the batch does not settle is left, with
 * its dial job, to dialCall, which acts on it alone.
 */
let db: Database;
beforeAll(async () => {
  db = await getDb();
});

// Monday 23 November 2026, 18:00 UTC: 10:00 in California.
const NOW = new Date('2026-11-23T18:00:00Z');
const aroundTheClock = { start: '00:00', end: '24:00', days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as ('mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun')[] };
let seq = 0;

/** A started campaign of `n` fresh callees, and the calls its first pass placed. */
async function placedCampaign(n: number) {
  const acct = await fundedAccount({ balanceCents: 100_000, rateCents: 10 });
  await db.update(businessProfiles).set({ holidays: false }).where(eq(businessProfiles.accountId, acct.accountId));
  const numbers = Array.from({ length: n }, () => `+1415558${String(1000 + ++seq).padStart(4, '0')}`);
  const ids: number[] = [];
  for (const number of numbers) ids.push(await insertContact(acct.accountId, { phones: [{ number }] }));
  const campaign = await createCampaign(db, await actorOf(acct.userId), {
    name: `Batch ${seq}`, agent_id: acct.agent.id, audience: { contact_ids: ids }, purpose: 'informational',
    calling_hours: aroundTheClock, max_concurrent_calls: n, start: true,
  }, NOW);
  const { placedCallIds } = await runCampaignTick(db, campaign.id, NOW, null);
  expect(placedCallIds).toHaveLength(n);
  return { acct, numbers, placedCallIds };
}

const dialJobsOf = (callIds: number[]) =>
  db.select({ callId: jobs.payload, doneAt: jobs.doneAt }).from(jobs)
    .where(and(eq(jobs.kind, 'calls.start'), inArray(jobs.payload, callIds.map((id) => ({ call_id: id })))));

describe('dialing a pass\'s calls together', () => {
  it('dials every call the gate lets go, with a dial record each, retires their dial jobs and rings them', async () => {
    const { acct, placedCallIds } = await placedCampaign(4);
    const result = await dialCallBatch(db, placedCallIds, NOW);
    expect(result).toEqual({ dialed: [...placedCallIds].sort((a, b) => a - b), rest: [] });
    const rows = await db.select().from(calls).where(inArray(calls.id, placedCallIds));
    for (const r of rows) expect(r).toMatchObject({ status: 'ringing', dialedAt: NOW });
    const records = await db.select().from(complianceRecords).where(eq(complianceRecords.accountId, acct.accountId));
    for (const id of placedCallIds) {
      expect(records.filter((r) => r.callId === id).map((r) => [r.stage, r.allowed]).sort()).toEqual([['dial', true], ['placement', true]]);
    }
    expect((await dialJobsOf(placedCallIds)).every((j) => j.doneAt !== null)).toBe(true);
    // A dial job that runs anyway finds its call dialed.
    expect(await dialCall(db, placedCallIds[0], NOW)).toEqual({ dialed: false, reason: 'not_due' });
  });

  it('leaves a call whose callee opted out since the pass to dialCall, which cancels it; the others go', async () => {
    const { acct, numbers, placedCallIds } = await placedCampaign(3);
    // The contact's number flagged do-not-call after the pass placed its call (the flag alone cancels nothing).
    await db.update(contactPhoneNumbers).set({ doNotCall: true })
      .where(and(eq(contactPhoneNumbers.accountId, acct.accountId), eq(contactPhoneNumbers.phoneNumber, numbers[1])));
    const [flagged] = await db.select({ id: calls.id }).from(calls).where(and(eq(calls.accountId, acct.accountId), eq(calls.phoneNumber, numbers[1])));
    const result = await dialCallBatch(db, placedCallIds, NOW);
    expect(result.rest).toEqual([flagged.id]);
    expect(result.dialed).toHaveLength(2);
    expect(await db.select().from(complianceRecords).where(and(eq(complianceRecords.callId, flagged.id), eq(complianceRecords.stage, 'dial')))).toEqual([]);
    expect((await dialJobsOf([flagged.id])).map((j) => j.doneAt)).toEqual([null]);
    expect(await db.select({ id: calls.id }).from(calls).where(and(inArray(calls.id, placedCallIds), isNull(calls.dialedAt)))).toEqual([{ id: flagged.id }]);

    expect(await dialCall(db, flagged.id, NOW)).toEqual({ dialed: false, reason: 'do_not_call' });
    const [canceled] = await db.select().from(calls).where(eq(calls.id, flagged.id));
    expect(canceled).toMatchObject({ status: 'canceled', endedReason: 'do_not_call', dialedAt: null });
  });

  it('records at the dial what dialing the same call alone records', async () => {
    const together = await placedCampaign(2);
    const alone = await placedCampaign(2);
    await dialCallBatch(db, together.placedCallIds, NOW);
    for (const id of alone.placedCallIds) expect(await dialCall(db, id, NOW)).toEqual({ dialed: true });
    const dialRecords = async (ids: number[]) => (await db.select().from(complianceRecords)
      .where(and(inArray(complianceRecords.callId, ids), eq(complianceRecords.stage, 'dial'))).orderBy(complianceRecords.callId))
      .map(({ id: _id, callId: _c, callPublicId: _p, accountId: _a, ...rest }) => rest);
    expect(await dialRecords(together.placedCallIds)).toEqual(await dialRecords(alone.placedCallIds));
  });

  it('dials nothing twice: a second batch of the same calls finds them dialed', async () => {
    const { placedCallIds } = await placedCampaign(2);
    expect((await dialCallBatch(db, placedCallIds, NOW)).dialed).toHaveLength(2);
    expect(await dialCallBatch(db, placedCallIds, NOW)).toEqual({ dialed: [], rest: placedCallIds });
  });
});

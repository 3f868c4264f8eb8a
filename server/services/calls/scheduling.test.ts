import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { businessProfiles, calls, walletLedger, accounts } from '../../db/schema';
import type { Database } from '../../db/types';
import { workOnce } from '../../jobs/worker';
import { callRowOf, fundedAccount, insertContact, pendingJobsOf, type CallTestAccount } from '../../testing/call-fixtures';
import { grantConsent } from '../../testing/consent-fixtures';
import { actorOf, outboxOf } from '../../testing/fixtures';
import { addDoNotCallForAccount } from '../compliance/do-not-call';
import { cancelCall } from './cancel';
import { initiateCall } from './initiate';
import { getCall } from './read';

// Monday 23 November 2026, 14:30 UTC: 09:30 in Louisville (Kentucky opens marketing calls at 10:00).
const MONDAY_0930_KY = new Date('2026-11-23T14:30:00Z');
const MIN = 60_000;
const KY = '+15025550123';

let db: Database;
beforeAll(async () => {
  db = await getDb();
});

async function account(balanceCents = 10_000): Promise<CallTestAccount> {
  return fundedAccount({ balanceCents, rateCents: 10 });
}

/** Places a marketing call whose callee gave written consent: its dial is held to it once it waits or is retried. */
const place = async (acct: CallTestAccount, body: Record<string, unknown>, now = MONDAY_0930_KY) => {
  await grantConsent(acct.accountId, [String(body.phone_number ?? KY)]);
  return initiateCall(db, await actorOf(acct.userId), { agent_id: acct.agent.id, phone_number: KY, ...body }, now);
};

/** Runs worker passes at `now` until nothing more is due. */
async function runAt(now: Date) {
  for (let i = 0; i < 50 && (await workOnce(db, now)) > 0; i++);
}

const callsOf = (accountId: number) => db.select().from(calls).where(eq(calls.accountId, accountId)).orderBy(calls.id);

describe('scheduling a call', () => {
  it('waits, scheduled, until scheduled_at, then dials', async () => {
    const acct = await account();
    const at = new Date(MONDAY_0930_KY.getTime() + 3 * 3_600_000);
    const res = await place(acct, { scheduled_at: at.toISOString() });
    expect(res).toMatchObject({ status: 'scheduled', scheduled_at: at.toISOString().replace('.000', ''), attempt: 1, retry_of: null });
    const [job] = await pendingJobsOf(res.id);
    expect(job.runAt).toEqual(at);
    await runAt(new Date(at.getTime() - MIN));
    expect((await callRowOf(res.id)).status).toBe('scheduled');
    await runAt(at);
    // The simulator runs at time scale 0 in tests: the whole call happens in this pass.
    expect(await callRowOf(res.id)).toMatchObject({ status: 'completed', dialedAt: at });
  });

  it.each([
    ['in the past', { scheduled_at: '2026-11-23T14:00:00Z' }, 'scheduled_at', 'must be in the future'],
    ['more than 30 days ahead', { scheduled_at: '2026-12-24T14:30:01Z' }, 'scheduled_at', 'must be at most 30 days ahead'],
    ['not a date-time', { scheduled_at: 'tomorrow' }, 'scheduled_at', 'must be an ISO 8601 date-time'],
    ['an unknown calling_hours', { calling_hours: 'sometimes' }, 'calling_hours', ''],
    ['an unknown purpose', { purpose: 'sales' }, 'purpose', ''],
    ['too many attempts', { retry: { max_attempts: 6 } }, 'retry.max_attempts', 'between 1 and 5'],
    ['a delay too short', { retry: { delay_minutes: 4 } }, 'retry.delay_minutes', 'between 5 and 1440'],
    ['an unknown outcome to retry on', { retry: { on: ['completed'] } }, 'retry.on.0', ''],
  ])('refuses %s with validation_error naming the field, and writes nothing', async (_name, body, path, message) => {
    const acct = await account();
    await expect(place(acct, body)).rejects.toMatchObject({
      code: 'validation_error',
      details: [expect.objectContaining({ path, message: expect.stringContaining(message) })],
    });
    expect(await callsOf(acct.accountId)).toEqual([]);
  });
});

describe('calling hours', () => {
  it("enforced: a call outside the callee's legal window waits for the next opening, saying why", async () => {
    const acct = await account();
    const res = await place(acct, { calling_hours: 'enforce' });
    expect(res).toMatchObject({ status: 'scheduled', scheduled_at: '2026-11-23T15:00:00Z' });
    const row = await callRowOf(res.id);
    expect(row.waitReason).toMatch(/US-KY allows marketing calls 10:00–21:00/);
    // The create answer says why, as a read of the call right after does.
    expect(res.wait_reason).toBe(row.waitReason);
    expect((await getCall(db, await actorOf(acct.userId), res.id)).wait_reason).toBe(res.wait_reason);
    await runAt(new Date('2026-11-23T14:59:00Z'));
    expect((await callRowOf(res.id)).status).toBe('scheduled');
    await runAt(new Date('2026-11-23T15:00:00Z'));
    expect(await callRowOf(res.id)).toMatchObject({ status: 'completed', dialedAt: new Date('2026-11-23T15:00:00Z'), waitReason: null });
  });

  it("by default on API calls the account's own hours are set aside, never the law; the account setting enforces them", async () => {
    const acct = await account();
    // 20:30 in Louisville: past the account's 20:00, within Kentucky's 21:00. A lawful contract call goes at once.
    const evening = new Date('2026-11-24T01:30:00Z');
    expect((await place(acct, {}, evening)).status).toBe('queued');
    // 09:30: Kentucky opens marketing calls at 10:00, and that binds a call that ignores calling hours too.
    expect(await place(acct, {})).toMatchObject({ status: 'scheduled', scheduled_at: '2026-11-23T15:00:00Z' });
    await db.update(businessProfiles).set({ enforceCallingHoursOnApiCalls: true }).where(eq(businessProfiles.accountId, acct.accountId));
    expect((await place(acct, {}, evening)).status).toBe('scheduled');
    // An informational call is bound by the account's hours (09:00) only.
    expect((await place(acct, { purpose: 'informational' })).status).toBe('queued');
  });

  it("follows the contact's own zone over the number's", async () => {
    const acct = await account();
    const contactId = await insertContact(acct.accountId, { phones: [{ number: KY }] });
    await db.execute(sql`update contacts set timezone = 'America/Los_Angeles', state = 'CA' where id = ${contactId}`);
    // 06:30 in Los Angeles. The account opens at 09:00 there, but the area code keeps Kentucky's law, whose
    // 10:00 is read in the callee's own zone: 10:00 in Los Angeles.
    const res = await place(acct, { contact_id: contactId, calling_hours: 'enforce' });
    expect(res.scheduled_at).toBe('2026-11-23T18:00:00Z');
    expect((await callRowOf(res.id)).waitReason).toMatch(/America\/Los_Angeles/);
  });

  it('a call that waits only for its scheduled_at answers no wait reason', async () => {
    const res = await place(await account(), { scheduled_at: '2026-11-23T18:00:00Z' });
    expect(res).toMatchObject({ status: 'scheduled', wait_reason: null });
  });

  it('re-checks at dial time: a frequency cap reached meanwhile moves the call to the next allowed moment', async () => {
    const acct = await account();
    const first = await place(acct, {}, new Date('2026-11-23T16:00:00Z'));
    const second = await place(acct, {}, new Date('2026-11-23T16:01:00Z'));
    await runAt(new Date('2026-11-23T16:02:00Z'));
    const third = await place(acct, { calling_hours: 'enforce', scheduled_at: '2026-11-23T18:00:00Z' }, new Date('2026-11-23T16:03:00Z'));
    expect([(await callRowOf(first.id)).dialedAt, (await callRowOf(second.id)).dialedAt]).not.toContain(null);
    await runAt(new Date('2026-11-23T18:00:00Z'));
    // Two dials in 24 hours (the account's default cap): the third waits until the first leaves the window.
    const row = await callRowOf(third.id);
    expect(row).toMatchObject({ status: 'scheduled', dialedAt: null });
    expect(row.scheduledAt).toEqual(new Date('2026-11-24T16:02:00Z'));
    expect(row.waitReason).toMatch(/At most 2 dials/);
  });
});

describe('dial-time checks', () => {
  it('never dials a number put on the do-not-call list after the call was scheduled', async () => {
    const acct = await account();
    const res = await place(acct, { scheduled_at: '2026-11-23T18:00:00Z' });
    await addDoNotCallForAccount(db, acct.accountId, { number: KY });
    await runAt(new Date('2026-11-23T18:00:00Z'));
    expect(await callRowOf(res.id)).toMatchObject({ status: 'canceled', endedReason: 'do_not_call', dialedAt: null });
    expect((await outboxOf(acct.accountId)).filter((e) => e.eventType === 'call.started')).toEqual([]);
  });

  it('holds the funds of a scheduled call when it is placed, so spending them meanwhile cannot strand it', async () => {
    const acct = await account(1_000);
    const res = await place(acct, { scheduled_at: '2026-11-23T18:00:00Z' });
    expect(await callRowOf(res.id)).toMatchObject({ status: 'scheduled', holdCents: 100, maxDurationSeconds: 600 });
    const [a] = await db.select({ held: accounts.heldCents }).from(accounts).where(eq(accounts.id, acct.accountId));
    expect(a.held).toBe(100);
    await runAt(new Date('2026-11-23T18:00:00Z'));
    expect((await callRowOf(res.id)).dialedAt).not.toBeNull();
  });

  it('cancels a call that holds nothing yet (a retry) when the wallet cannot pay it at its dial', async () => {
    const acct = await account(10);
    const res = await place(acct, { scheduled_at: '2026-11-23T18:00:00Z' });
    // As a retry is written: no hold until its dial. The wallet is empty by then.
    await db.update(calls).set({ holdCents: 0, maxDurationSeconds: null }).where(eq(calls.id, res.id));
    await db.update(accounts).set({ walletBalanceCents: 0, heldCents: 0 }).where(eq(accounts.id, acct.accountId));
    await runAt(new Date('2026-11-23T18:00:00Z'));
    expect(await callRowOf(res.id)).toMatchObject({ status: 'canceled', endedReason: 'insufficient_funds', dialedAt: null });
    expect((await db.select().from(walletLedger).where(eq(walletLedger.accountId, acct.accountId))).every((l) => l.amountCents >= 0)).toBe(true);
  });
});

describe('retries', () => {
  it('redials a busy line as new calls, delay_minutes apart, until max_attempts', async () => {
    const acct = await account();
    // Three dials in an hour: the account's cap must allow them (redials obey every calling rule).
    await db.update(businessProfiles).set({ maxAttemptsPer24h: 5 }).where(eq(businessProfiles.accountId, acct.accountId));
    const busy = '+14155550002';
    const res = await place(acct, { phone_number: busy, retry: { max_attempts: 3, on: ['busy'], delay_minutes: 30 } }, new Date('2026-11-23T20:00:00Z'));
    let now = new Date('2026-11-23T20:00:00Z');
    for (let i = 0; i < 3; i++) {
      await runAt(now);
      await runAt(new Date(now.getTime() + 10_000));
      now = new Date(now.getTime() + 30 * MIN + 10_000);
    }
    const rows = await callsOf(acct.accountId);
    expect(rows.map((r) => [r.attempt, r.status, r.endedReason, r.retryOf])).toEqual([
      [1, 'busy', 'customer-busy', null],
      [2, 'busy', 'customer-busy', res.call_id],
      [3, 'busy', 'customer-busy', res.call_id],
    ]);
    expect(rows[1].scheduledAt!.getTime() - rows[0].endedAt!.getTime()).toBe(30 * MIN);
  });

  it('0005 answers on the second attempt; a voicemail ends the call `voicemail`', async () => {
    const acct = await account();
    await place(acct, { phone_number: '+14155550005', retry: { max_attempts: 2, delay_minutes: 5 } }, new Date('2026-11-23T20:00:00Z'));
    await place(acct, { phone_number: '+14155550004' }, new Date('2026-11-23T20:00:00Z'));
    for (const t of [0, 30_000, 6 * MIN, 6 * MIN + 10_000, 6 * MIN + 200_000]) await runAt(new Date(Date.parse('2026-11-23T20:00:00Z') + t));
    const rows = await callsOf(acct.accountId);
    expect(rows.map((r) => [r.phoneNumber, r.attempt, r.status, r.endedReason])).toEqual([
      ['+14155550005', 1, 'no_answer', 'customer-did-not-answer'],
      ['+14155550004', 1, 'voicemail', 'voicemail'],
      ['+14155550005', 2, 'completed', 'customer-ended-call'],
    ]);
    const ended = (await outboxOf(acct.accountId)).filter((e) => e.eventType === 'call.ended').map((e) => (e.payload as { call: Record<string, unknown> }).call);
    expect(ended).toEqual(expect.arrayContaining([
      expect.objectContaining({ status: 'voicemail', ended_reason: 'voicemail', attempt: 1, retry_of: null }),
      expect.objectContaining({ status: 'completed', attempt: 2, retry_of: rows[0].callId }),
    ]));
  });
});

describe('cancel', () => {
  it('cancels a scheduled call and its pending retries; a call under way answers call_not_cancelable', async () => {
    const acct = await account();
    const actor = await actorOf(acct.userId);
    const first = await place(acct, { phone_number: '+14155550001', retry: { max_attempts: 3, delay_minutes: 60 } }, new Date('2026-11-23T20:00:00Z'));
    await runAt(new Date('2026-11-23T20:00:00Z'));
    await runAt(new Date('2026-11-23T20:00:30Z'));
    const [, retry] = await callsOf(acct.accountId);
    expect(retry).toMatchObject({ status: 'scheduled', attempt: 2 });
    await expect(cancelCall(db, actor, first.id)).rejects.toMatchObject({ code: 'call_not_cancelable' });
    const canceled = await cancelCall(db, actor, retry.callId, new Date('2026-11-23T20:05:00Z'));
    expect(canceled).toMatchObject({ status: 'canceled', ended_reason: 'canceled' });
    await runAt(new Date('2026-11-23T21:01:00Z'));
    expect((await callsOf(acct.accountId)).map((r) => r.status)).toEqual(['no_answer', 'canceled']);
    const other = await account();
    await expect(cancelCall(db, await actorOf(other.userId), retry.id)).rejects.toMatchObject({ code: 'not_found' });
  });
});

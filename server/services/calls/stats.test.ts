import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { calls } from '../../db/schema';
import { actorOf, newAccount, newUser } from '../../testing/fixtures';
import { fundedAccount, type CallTestAccount } from '../../testing/call-fixtures';
import { callStats } from './stats';

const now = new Date('2026-03-10T12:00:00Z');
let seq = 0;

/** A finished call of the account's agent, placed at `createdAt`, that lasted `seconds`. */
async function callAt(acct: CallTestAccount, createdAt: string, seconds: number | null) {
  const db = await getDb();
  await db.insert(calls).values({
    accountId: acct.accountId,
    callId: `call_${(++seq).toString(16).padStart(24, '0')}`,
    agentId: acct.agent.id,
    createdByUserId: acct.userId,
    status: 'completed',
    phoneNumber: '+14155550123',
    provider: 'simulator',
    rateCents: 10,
    estimatedStartAt: new Date(createdAt),
    durationSeconds: seconds,
    createdAt: new Date(createdAt),
  });
}

describe('call stats', () => {
  it('sums calls and minutes per UTC day of the period, oldest first, with empty days', async () => {
    const acct = await fundedAccount();
    await callAt(acct, '2026-03-07T23:59:00Z', 600); // before the period
    await callAt(acct, '2026-03-08T00:00:00Z', 90);
    await callAt(acct, '2026-03-10T08:00:00Z', 30);
    await callAt(acct, '2026-03-10T09:00:00Z', null);
    const stats = await callStats(await getDb(), await actorOf(acct.userId), { days: 3 }, now);
    expect(stats).toEqual({
      days: [
        { date: '2026-03-08', calls: 1, minutes: 1.5 },
        { date: '2026-03-09', calls: 0, minutes: 0 },
        { date: '2026-03-10', calls: 2, minutes: 0.5 },
      ],
      total_calls: 3,
      total_minutes: 2,
      truncated: false,
    });
  });

  it('counts only the calls the actor can see, over 30 days by default', async () => {
    const acct = await fundedAccount();
    await callAt(acct, '2026-03-09T10:00:00Z', 60);
    const db = await getDb();
    const member = await newUser(acct.accountId);
    const stranger = await newAccount();
    expect((await callStats(db, await actorOf(acct.userId), {}, now)).days).toHaveLength(30);
    expect((await callStats(db, await actorOf(acct.userId), {}, now)).total_calls).toBe(1);
    expect((await callStats(db, await actorOf(member.userId), {}, now)).total_calls).toBe(0);
    expect((await callStats(db, await actorOf(stranger.userId), {}, now)).total_calls).toBe(0);
  });

  it('refuses a period outside 1 to 90 days with validation_error', async () => {
    const acct = await newAccount();
    const actor = await actorOf(acct.userId);
    await expect(callStats(await getDb(), actor, { days: 0 })).rejects.toMatchObject({ status: 400, code: 'validation_error' });
    await expect(callStats(await getDb(), actor, { days: 91 })).rejects.toMatchObject({ code: 'validation_error' });
  });
});

import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { AppError } from '../../errors';
import { fundedAccount } from '../../testing/call-fixtures';
import { newAccount, newUser } from '../../testing/fixtures';
import { createCaller } from '../root';

async function callerFor(userId: number) {
  return createCaller({ db: await getDb(), session: { userId } });
}

async function apiCodeOf(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (err) {
    expect(err).toBeInstanceOf(TRPCError);
    const cause = (err as TRPCError).cause;
    return cause instanceof AppError ? cause.code : 'not an AppError';
  }
  throw new Error('expected the call to fail');
}

describe('tRPC phone numbers (the dashboard)', () => {
  it('adds, edits and deletes numbers; only owners and admins clear a rest; other accounts see nothing', async () => {
    const acct = await fundedAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const owner = await callerFor(acct.userId);
    const asMember = await callerFor(member.userId);
    const made = await owner.phoneNumbers.create({ phone_number: '+14155550111', agent_ids: [acct.agent.id] });
    expect(made).toMatchObject({ agent_ids: [acct.agent.id], calls_today: 0, max_calls_per_day: 100, resting: false });
    // A member names only agents they can see (the owner's agent is in no team of theirs).
    expect(await apiCodeOf(() => asMember.phoneNumbers.create({ phone_number: '+14155550112', agent_ids: [acct.agent.id] }))).toBe('agent_not_found');
    expect(await apiCodeOf(() => asMember.phoneNumbers.create({ phone_number: '+14155550111' }))).toBe('duplicate_phone_number');

    await owner.phoneNumbers.update({ id: made.id, patch: { resting: true } });
    expect(await apiCodeOf(() => asMember.phoneNumbers.update({ id: made.id, patch: { resting: false } }))).toBe('permission_denied');
    // The number serves an agent the member cannot see: it is not theirs to read or change.
    expect(await apiCodeOf(() => asMember.phoneNumbers.get({ id: made.id }))).toBe('not_found');
    expect(await apiCodeOf(() => asMember.phoneNumbers.update({ id: made.id, patch: { max_calls_per_day: 1 } }))).toBe('not_found');
    expect(await apiCodeOf(() => asMember.phoneNumbers.delete({ id: made.id }))).toBe('not_found');
    expect((await asMember.phoneNumbers.list({ page: 1, limit: 100 })).phone_numbers).toEqual([]);
    expect((await owner.phoneNumbers.get({ id: made.id })).resting).toBe(true);
    expect(await owner.phoneNumbers.update({ id: made.id, patch: { resting: false, max_calls_per_day: 20 } })).toMatchObject({ resting: false, max_calls_per_day: 20 });

    const stranger = await callerFor((await newAccount()).userId);
    expect((await stranger.phoneNumbers.list({ page: 1, limit: 100 })).phone_numbers).toEqual([]);
    expect(await apiCodeOf(() => stranger.phoneNumbers.delete({ id: made.id }))).toBe('not_found');
    await owner.phoneNumbers.delete({ id: made.id });
    expect((await owner.phoneNumbers.list({ page: 1, limit: 100 })).count).toBe(0);
  });
});

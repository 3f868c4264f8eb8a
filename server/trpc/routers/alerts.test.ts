import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { AppError } from '../../errors';
import { evaluateAlerts } from '../../services/alerts/evaluate';
import { setBalance } from '../../testing/alert-fixtures';
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

const lowBalance = { name: 'Low balance', metric: 'wallet_balance_cents', op: 'below', threshold: 500, window_minutes: 60 } as const;

describe('tRPC alerts (the dashboard)', () => {
  it('lets an owner create, members read the list and the history, and only owners and admins delete', async () => {
    const acct = await newAccount();
    const member = await newUser(acct.accountId, { role: 'member' });
    const owner = await callerFor(acct.userId);
    const asMember = await callerFor(member.userId);
    const made = await owner.alerts.create(lowBalance);
    expect(await apiCodeOf(() => asMember.alerts.create(lowBalance))).toBe('permission_denied');
    expect(await apiCodeOf(() => asMember.alerts.delete({ id: made.id }))).toBe('permission_denied');

    await setBalance(acct.accountId, 100);
    await evaluateAlerts(await getDb(), new Date(Date.now() + 86_400_000));
    const listed = await asMember.alerts.list({ page: 1, limit: 100 });
    expect(listed.alerts).toEqual([expect.objectContaining({ id: made.id, state: 'triggered', value: 100, last_triggered_at: expect.any(String) })]);
    const history = await asMember.alerts.events({ id: made.id, query: { page: 1, limit: 10 } });
    expect(history.events).toEqual([expect.objectContaining({ alert_id: made.id, kind: 'triggered', value: 100 })]);

    // Another account's alert is not found, for reading its history as for deleting it.
    const stranger = await callerFor((await newAccount()).userId);
    expect(await apiCodeOf(() => stranger.alerts.events({ id: made.id, query: {} }))).toBe('not_found');
    expect(await apiCodeOf(() => stranger.alerts.delete({ id: made.id }))).toBe('not_found');
    await expect(owner.alerts.create({ ...lowBalance, threshold: 12.5 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    await owner.alerts.delete({ id: made.id });
    expect((await asMember.alerts.list({})).count).toBe(0);
  });
});

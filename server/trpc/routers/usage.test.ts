import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { teamsAccount } from '../../testing/team-fixtures';
import { insertDebits } from '../../testing/usage-fixtures';
import { createCaller } from '../root';

// The usage page's query: the same sums as GET /api/v1/usage, with the signed-in user's visibility.

async function callerFor(userId: number) {
  return createCaller({ db: await getDb(), session: { userId } });
}

describe('usage.calls', () => {
  it("answers a month per team as the page asks for it, a member seeing their team's bill only", async () => {
    const acct = await teamsAccount();
    await insertDebits(acct.accountId, [
      { at: '2026-10-31T23:30:00Z', cents: 9, agentId: acct.salesAgent.id }, // 1 November in Paris
      { at: '2026-11-05T10:00:00Z', cents: 30, seconds: 100, agentId: acct.agent.id },
      { at: '2026-11-06T10:00:00Z', cents: 40, seconds: 200, agentId: acct.salesAgent.id },
    ]);
    const query = { from: '2026-11-01', to: '2026-12-01', group_by: 'team' as const, timezone: 'Europe/Paris' };
    const owner = await (await callerFor(acct.userId)).usage.calls(query);
    expect(owner.buckets.map((b) => [b.key, b.billed_cents])).toEqual([[acct.salesTeamId, 49], [acct.teamId, 30]]);
    expect(owner.totals).toEqual({ calls: 3, billed_minutes: 6, billed_cents: 79, provider_cents: 0 });
    const member = await (await callerFor(acct.member.userId)).usage.calls(query);
    expect(member.buckets).toEqual([{ key: acct.salesTeamId, name: 'Sales', calls: 2, billed_minutes: 4, billed_cents: 49, provider_cents: 0 }]);
  });

  it('refuses an impossible day as a bad request', async () => {
    const acct = await teamsAccount();
    const err = await (await callerFor(acct.userId)).usage.calls({ from: '2026-11-31', group_by: 'team' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { accounts } from '../../db/schema';
import { initiateCall } from '../../services/calls/initiate';
import { actorOf } from '../../testing/fixtures';
import { teamsAccount } from '../../testing/team-fixtures';
import { createCaller } from '../root';

// The team page's "N of M live slots in use" and the form that shares them, through the dashboard's own procedures.

async function callerFor(userId: number) {
  return createCaller({ db: await getDb(), session: { userId } });
}

describe('team.liveSlots', () => {
  it("counts the account's live calls and each visible team's beside the caps; a save through compliance.updateSettings shows at once", async () => {
    const db = await getDb();
    const acct = await teamsAccount();
    await db.update(accounts).set({ maxLiveCalls: 6 }).where(eq(accounts.id, acct.accountId));
    const owner = await callerFor(acct.userId);
    await initiateCall(db, await actorOf(acct.userId), { agent_id: acct.salesAgent.id, phone_number: '+14155552701', purpose: 'informational' });
    await initiateCall(db, await actorOf(acct.userId), { agent_id: acct.agent.id, phone_number: '+14155552702', purpose: 'informational' });
    await owner.compliance.updateSettings({ inbound_reserve: 1, team_max_live_calls: { [acct.salesTeamId]: 2 } });

    expect(await owner.team.liveSlots()).toEqual({
      max_live_calls: 6, inbound_reserve: 1, live_calls: 2,
      teams: [
        { id: acct.teamId, name: expect.any(String), max_live_calls: null, live_calls: 1 },
        { id: acct.salesTeamId, name: 'Sales', max_live_calls: 2, live_calls: 1 },
      ],
    });
    // A member sees the account's count and the teams they belong to only, and cannot change the sharing.
    const member = await callerFor(acct.member.userId);
    expect((await member.team.liveSlots()).teams.map((t) => t.id)).toEqual([acct.salesTeamId]);
    await expect(member.compliance.updateSettings({ inbound_reserve: 0 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Another tenant's team id is a bad request, not a server error.
    const other = await teamsAccount();
    await expect(owner.compliance.updateSettings({ team_max_live_calls: { [other.salesTeamId]: 1 } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

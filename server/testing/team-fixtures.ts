import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { agents } from '../db/schema';
import { createAgent, type AgentRow } from '../services/agents/service';
import { fundedAccount, type CallTestAccount } from './call-fixtures';
import { actorOf, newTeam, newUser } from './fixtures';

// Fixtures of the tenancy tests inside one account: an owner whose agent works for the default team, and a member
// of another team ("Sales") only, with an agent of that team. The member must not reach the default team's records.

let seq = 0;

export interface TeamsAccount extends CallTestAccount {
  member: { userId: number; key: string };
  salesTeamId: number;
  /** The member's own agent, of the Sales team. */
  salesAgent: AgentRow;
}

export async function teamsAccount(opts: { balanceCents?: number } = {}): Promise<TeamsAccount> {
  const db = await getDb();
  const acct = await fundedAccount({ balanceCents: opts.balanceCents ?? 100_000 });
  await db.update(agents).set({ teamId: acct.teamId }).where(eq(agents.id, acct.agent.id));
  const member = await newUser(acct.accountId, { role: 'member' });
  const salesTeamId = await newTeam(acct.accountId, 'Sales', [member.userId]);
  const salesAgent = await createAgent(db, await actorOf(member.userId), {
    name: 'Sales desk', phone_number: '+14155550101', assistant_id: `asst-sales-${process.pid}-${++seq}`, team_id: salesTeamId,
  });
  return { ...acct, agent: { ...acct.agent, teamId: acct.teamId }, member, salesTeamId, salesAgent };
}

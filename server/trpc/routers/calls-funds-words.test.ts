import { describe, expect, it } from 'vitest';
import { config } from '../../config';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { agents } from '../../db/schema';
import { fundedAccount } from '../../testing/call-fixtures';
import { newTeam, newUser } from '../../testing/fixtures';
import { createCaller } from '../root';

// A call refused for funds in the dashboard: a member is told what to press and whom to ask, never a REST path or
// the operator's command; owners and admins, who run the server, still get those.

async function refusal(userId: number, agentId: number): Promise<string> {
  const caller = createCaller({ db: await getDb(), session: { userId } });
  const err = await caller.calls.start({ phone_number: '+14155550123', agent_id: agentId, purpose: 'informational' }).then(
    () => { throw new Error('the call was placed'); },
    (e: unknown) => e as { message: string; data?: { appCode?: string } },
  );
  expect(err.message).toMatch(/balance|funds/i);
  return err.message;
}

describe('calls.start without funds', () => {
  it('words the way forward for the reader: plain for a member, with the command for the owner', async () => {
    config.STRIPE_SECRET_KEY = undefined;
    const acct = await fundedAccount({ balanceCents: 0 });
    const member = await newUser(acct.accountId, { role: 'member' });
    // A member reaches the agents of their teams.
    const team = await newTeam(acct.accountId, 'Front desk', [member.userId]);
    await (await getDb()).update(agents).set({ teamId: team }).where(eq(agents.id, acct.agent.id));
    const forMember = await refusal(member.userId, acct.agent.id);
    expect(forMember).not.toContain('/api/v1');
    expect(forMember).not.toContain('npm run cli');
    expect(forMember).toContain('ask an owner or admin of your account');
    if (config.TRIAL_CREDIT_CENTS > 0) expect(forMember).toContain('trial credit" on the Overview');
    const forOwner = await refusal(acct.userId, acct.agent.id);
    expect(forOwner).toContain(`npm run cli -- wallet credit --account ${acct.accountId}`);
  });
});

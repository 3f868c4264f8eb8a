import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { actorOf, newAccount, newTeam, newUser } from '../../testing/fixtures';
import { createAgent, findVisibleAgent, updateAgent } from './service';

describe('agents service', () => {
  it('changes only the fields an update sends', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const owner = await actorOf(acct.userId);
    const agent = await createAgent(db, owner, {
      name: 'Ava', role: 'inbound', model: 'gpt-4.1', voice_id: 'nova', instructions: 'Be brief.', first_message: 'Hello!',
      phone_number: '+14155550100',
    });
    const updated = await updateAgent(db, owner, agent.id, { name: 'Ava 2' });
    expect(updated).toMatchObject({
      name: 'Ava 2', role: 'inbound', model: 'gpt-4.1', voiceId: 'nova', instructions: 'Be brief.', firstMessage: 'Hello!',
      phoneNumber: '+14155550100',
    });
    const cleared = await updateAgent(db, owner, agent.id, { phone_number: null });
    expect(cleared.phoneNumber).toBeNull();
    expect(cleared.instructions).toBe('Be brief.');
  });

  it('finds agents by id or assistant_id within visibility, else agent_not_found', async () => {
    const a = await newAccount();
    const b = await newAccount();
    const db = await getDb();
    const agent = await createAgent(db, await actorOf(a.userId), { name: 'X', assistant_id: `asst-find-${a.accountId}` });
    const ownerA = await actorOf(a.userId);
    expect((await findVisibleAgent(db, ownerA, agent.id)).id).toBe(agent.id);
    expect((await findVisibleAgent(db, ownerA, String(agent.id))).id).toBe(agent.id);
    expect((await findVisibleAgent(db, ownerA, `asst-find-${a.accountId}`)).id).toBe(agent.id);
    await expect(findVisibleAgent(db, await actorOf(b.userId), agent.id)).rejects.toMatchObject({ status: 404, code: 'agent_not_found' });
    await expect(findVisibleAgent(db, ownerA, '99999999999999999999')).rejects.toMatchObject({ code: 'agent_not_found' });
  });

  it('lets a member edit their own and their teams agents only', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const member = await newUser(acct.accountId);
    const team = await newTeam(acct.accountId, 'Ops', [member.userId]);
    const owner = await actorOf(acct.userId);
    const teamAgent = await createAgent(db, owner, { name: 'team', team_id: team });
    const privateAgent = await createAgent(db, owner, { name: 'private' });
    const m = await actorOf(member.userId);
    expect((await updateAgent(db, m, teamAgent.id, { name: 'renamed' })).name).toBe('renamed');
    await expect(updateAgent(db, m, privateAgent.id, { name: 'nope' })).rejects.toMatchObject({ code: 'agent_not_found' });
  });
});

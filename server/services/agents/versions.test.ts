import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { agents, agentVersions } from '../../db/schema';
import { actorOf, newAccount, newUser } from '../../testing/fixtures';
import { callRowOf, fundedAccount } from '../../testing/call-fixtures';
import { linkPartner } from '../accounts/service';
import { initiateCall } from '../calls/initiate';
import { getCall } from '../calls/read';
import { scheduleRetry } from '../calls/retries';
import { simulateInboundCall } from '../simulator/inbound';
import { createVariable } from '../context-variables/definitions';
import type { UpdateAgentInput } from './schema';
import { createAgent, updateAgent } from './service';
import { listAgentVersions, restoreAgentVersion } from './versions';

async function setup() {
  const acct = await newAccount();
  const db = await getDb();
  const owner = await actorOf(acct.userId);
  const agent = await createAgent(db, owner, {
    name: 'Ava', instructions: 'Book a visit.', first_message: 'Hello!', tools: ['check_availability', 'book_appointment'],
  });
  return { acct, db, owner, agent };
}

const versionsOf = async (agentId: number) =>
  (await getDb()).select().from(agentVersions).where(eq(agentVersions.agentId, agentId)).orderBy(agentVersions.version);

describe('agent versions', () => {
  it('writes version 1 with the agent, with what it says and does and who made it', async () => {
    const { acct, db, owner, agent } = await setup();
    expect(agent.version).toBe(1);
    const list = await listAgentVersions(db, owner, agent.id);
    expect(list).toMatchObject({ agent_id: agent.id, version: 1 });
    expect(list.versions).toEqual([{
      version: 1, created_at: expect.any(String), created_by: { user_id: acct.userId, email: expect.any(String) }, restored_from: null,
      instructions: 'Book a visit.', first_message: 'Hello!', tools: ['check_availability', 'book_appointment'], model: agent.model,
      voice_id: agent.voiceId, analysis: null,
    }]);
  });

  it('makes no version for a change of name, role, numbers or options, nor for the same values sent back', async () => {
    const { db, owner, agent } = await setup();
    const after = await updateAgent(db, owner, agent.id, { name: 'Ava 2', role: 'inbound', phone_number: '+14155550199', save_unknown_callers: false });
    expect(after.version).toBe(1);
    // A form sending the agent back as it is, with its tools in another order, changes nothing it says or does.
    const same = await updateAgent(db, owner, agent.id, {
      instructions: 'Book a visit.', first_message: 'Hello!', tools: ['book_appointment', 'check_availability'], model: agent.model, voice_id: agent.voiceId,
      analysis: null,
    });
    expect(same.version).toBe(1);
    expect(await versionsOf(agent.id)).toHaveLength(1);
  });

  it('makes the next version for each change of instructions, first message, tools, voice, model or analysis', async () => {
    const { acct, db, owner, agent } = await setup();
    await createVariable(db, owner, { name: 'visit_city', display_name: 'Visit city', variable_type: 'text', context_type: 'contact' });
    const member = await newUser(acct.accountId, { role: 'admin' });
    const admin = await actorOf(member.userId);
    const changes: UpdateAgentInput[] = [
      { instructions: 'Book a visit, kindly.' }, { first_message: 'Hi there!' }, { tools: ['check_availability'] },
      { voice_id: 'nova' }, { model: 'gpt-4.1' }, { analysis: { summary: true, success_criteria: 'Booked.', extract: ['visit_city'] } },
    ];
    for (const [i, change] of changes.entries()) {
      const row = await updateAgent(db, i % 2 ? admin : owner, agent.id, change);
      expect(row.version).toBe(i + 2);
    }
    const { versions } = await listAgentVersions(db, owner, agent.id);
    expect(versions.map((v) => v.version)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(versions[0]).toMatchObject({
      instructions: 'Book a visit, kindly.', first_message: 'Hi there!', tools: ['check_availability'], voice_id: 'nova', model: 'gpt-4.1',
      analysis: { summary: true, success_criteria: 'Booked.', extract: ['visit_city'] }, created_by: { user_id: member.userId }, restored_from: null,
    });
    expect(versions[5]).toMatchObject({ version: 2, instructions: 'Book a visit, kindly.', first_message: 'Hello!', created_by: { user_id: acct.userId } });
    expect(versions[6]).toMatchObject({ version: 1, instructions: 'Book a visit.' });
  });

  it('writes the version in the transaction of the update: if the version cannot be written, the agent is unchanged', async () => {
    const { db, owner, agent } = await setup();
    // A version 2 already there (as a concurrent writer's would be) makes the update's own version 2 fail.
    await db.insert(agentVersions).values({
      agentId: agent.id, accountId: agent.accountId, version: 2, instructions: 'x', firstMessage: '', tools: [], model: agent.model, voiceId: agent.voiceId,
    });
    await expect(updateAgent(db, owner, agent.id, { instructions: 'Changed.' })).rejects.toThrow();
    const [row] = await db.select().from(agents).where(eq(agents.id, agent.id));
    expect([row.version, row.instructions]).toEqual([1, 'Book a visit.']);
  });

  it('keeps versions immutable: the database refuses to edit one', async () => {
    const { db, agent } = await setup();
    await expect(db.execute(sql`update agent_versions set instructions = 'rewritten' where agent_id = ${agent.id}`)).rejects.toThrow();
    expect((await versionsOf(agent.id))[0].instructions).toBe('Book a visit.');
  });

  it("still lets the database clear a removed user from the versions they made (created_by null), and nothing else", async () => {
    const { acct, db, agent } = await setup();
    const member = await newUser(acct.accountId, { role: 'admin' });
    await updateAgent(db, await actorOf(member.userId), agent.id, { instructions: 'By the admin.' });
    await db.execute(sql`delete from users where id = ${member.userId}`);
    const [, v2] = await versionsOf(agent.id);
    expect([v2.createdByUserId, v2.instructions]).toEqual([null, 'By the admin.']);
    expect((await listAgentVersions(db, await actorOf(acct.userId), agent.id)).versions[0].created_by).toBeNull();
  });

  it('restores a version as a new version equal to it, and restoring what the agent holds changes nothing', async () => {
    const { db, owner, agent } = await setup();
    await updateAgent(db, owner, agent.id, { instructions: 'Sell harder.', tools: ['opt_out'], voice_id: 'nova' });
    const restored = await restoreAgentVersion(db, owner, agent.id, 1);
    expect(restored).toMatchObject({ version: 3, instructions: 'Book a visit.', tools: ['check_availability', 'book_appointment'], voiceId: agent.voiceId });
    const [v3, v2] = (await listAgentVersions(db, owner, agent.id)).versions;
    expect(v3).toMatchObject({ version: 3, restored_from: 1, instructions: 'Book a visit.', first_message: 'Hello!' });
    expect(v2).toMatchObject({ version: 2, instructions: 'Sell harder.' });
    const again = await restoreAgentVersion(db, owner, agent.id, 3);
    expect(again.version).toBe(3);
    expect(await versionsOf(agent.id)).toHaveLength(3);
  });

  it("answers not_found for an unknown version and agent_not_found for another tenant's agent or one the member may not edit", async () => {
    const { acct, db, owner, agent } = await setup();
    for (const n of [0, 2, -1, 2 ** 40]) await expect(restoreAgentVersion(db, owner, agent.id, n)).rejects.toMatchObject({ code: 'not_found' });
    const stranger = await actorOf((await newAccount('Other')).userId);
    await expect(listAgentVersions(db, stranger, agent.id)).rejects.toMatchObject({ code: 'agent_not_found' });
    await expect(restoreAgentVersion(db, stranger, agent.id, 1)).rejects.toMatchObject({ code: 'agent_not_found' });
    // A partner sees its client's agents and their versions, and changes none.
    const partner = await newAccount('Partner');
    await linkPartner(db, partner.accountId, acct.accountId);
    const partnerActor = await actorOf(partner.userId);
    expect((await listAgentVersions(db, partnerActor, agent.id)).versions).toHaveLength(1);
    await updateAgent(db, owner, agent.id, { instructions: 'v2' });
    await expect(restoreAgentVersion(db, partnerActor, agent.id, 1)).rejects.toMatchObject({ code: 'agent_not_found' });
    expect((await versionsOf(agent.id)).map((v) => v.version)).toEqual([1, 2]);
  });

  it('records on each call the version its agent had when the call was placed', async () => {
    const acct = await fundedAccount({ balanceCents: 100_000 });
    const db = await getDb();
    const owner = await actorOf(acct.userId);
    const place = () => initiateCall(db, owner, { purpose: 'informational', phone_number: '+14155550123', agent_id: acct.agent.id });
    const first = await place();
    await updateAgent(db, owner, acct.agent.id, { instructions: 'Version two says this.' });
    const second = await place();
    expect((await callRowOf(first.id)).agentVersion).toBe(1);
    expect((await callRowOf(second.id)).agentVersion).toBe(2);
    expect((await getCall(db, owner, second.call_id)).agent_version).toBe(2);
    // A redial says what its first attempt said, so it keeps that attempt's version.
    await updateAgent(db, owner, acct.agent.id, { instructions: 'Version three.' });
    // The first attempt as it ends busy under a policy that redials busy lines.
    const firstRow = { ...(await callRowOf(first.id)), status: 'busy' as const, endedAt: new Date(), retryPolicy: { max_attempts: 2, on: ['busy' as const], delay_minutes: 5 } };
    const retry = await db.transaction((tx) => scheduleRetry(tx, firstRow, new Date(Date.now() + 3_600_000)));
    expect(retry?.agentVersion).toBe(1);
  });

  it('records the version on an inbound call', async () => {
    const acct = await fundedAccount({ balanceCents: 100_000, agent: { role: 'inbound' } });
    const db = await getDb();
    const owner = await actorOf(acct.userId);
    await updateAgent(db, owner, acct.agent.id, { first_message: 'Thanks for calling.' });
    const call = await simulateInboundCall(db, owner, { agent_id: acct.agent.id, from: '+14155550177' });
    expect(call.agent_version).toBe(2);
  });
});

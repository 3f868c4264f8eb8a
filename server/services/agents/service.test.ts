import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keyLookup } from '../../auth/api-keys';
import { getDb } from '../../db/client';
import { agents } from '../../db/schema';
import { actorOf, keyWith, newAccount, newTeam, newUser } from '../../testing/fixtures';
import { toIso } from '../../lib/time';
import { linkPartner } from '../accounts/service';
import { createVariable } from '../context-variables/definitions';
import { agentListSchema } from './schema';
import {
  agentListForKey, createAgent, getAgentDetail, getVisibleAgentOrThrow, listAgents, toAgentDto, updateAgent,
} from './service';

describe('agents service', () => {
  it('writes the list JSON in PostgreSQL exactly as toAgentDto writes an agent', async () => {
    const acct = await newAccount();
    const db = await getDb();
    const team = await newTeam(acct.accountId, 'Sales');
    const owner = await actorOf(acct.userId);
    const made = [
      await createAgent(db, owner, { name: 'Plain' }),
      await createAgent(db, owner, { name: 'With "quotes" \\ and ünïcode ✓', phone_number: '+14155550101', team_id: team, role: 'inbound' }),
      await createAgent(db, owner, { name: 'Busy', phone_number: '+14155550102', model: 'gpt-4.1', voice_id: 'nova' }),
    ];
    // Seconds that round up, down, to whole minutes, and a large total.
    const seconds = [1, 89, 3_600_000_007];
    for (const [i, a] of made.entries()) await db.update(agents).set({ secondsUsed: seconds[i], totalCalls: i * 7 }).where(eq(agents.id, a.id));
    const rows = await db.select().from(agents).where(inArray(agents.id, made.map((a) => a.id))).orderBy(agents.id);

    const { agents: listed } = await listAgents(db, owner);
    expect(listed).toEqual(rows.map(toAgentDto));
    expect(listed.map((a) => a.minutes_used)).toEqual([0.02, 1.48, 60000000.12]);
    expect(agentListSchema.safeParse({ agents: listed }).success).toBe(true);
  });

  it('preloads the same list with the key lookup, for members, partners and clients alike', async () => {
    const db = await getDb();
    const partner = await newAccount('Partner');
    const client = await newAccount('Client');
    await linkPartner(db, partner.accountId, client.accountId);
    const member = await newUser(client.accountId, { role: 'member' });
    const team = await newTeam(client.accountId, 'Team', [member.userId]);
    const clientOwner = await actorOf(client.userId);
    await createAgent(db, clientOwner, { name: 'client-team', team_id: team });
    await createAgent(db, clientOwner, { name: 'client-other' });
    await createAgent(db, await actorOf(partner.userId), { name: 'partner-shared', shared_with_clients: true });
    await createAgent(db, await actorOf(partner.userId), { name: 'partner-private' });

    const lookup = keyLookup(agentListForKey);
    for (const user of [partner, client, member]) {
      const key = user === member ? member.key : await keyWith(user.userId, ['can_read_agents']);
      const { actor, preloaded } = await lookup(db, key);
      expect(JSON.parse(String(preloaded))).toEqual((await listAgents(db, actor)).agents);
    }
    const { preloaded } = await lookup(db, member.key);
    expect(JSON.parse(String(preloaded)).map((a: { name: string }) => a.name).sort()).toEqual(['client-team', 'partner-shared']);
  });

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
    expect((await getVisibleAgentOrThrow(db, ownerA, agent.id)).id).toBe(agent.id);
    expect((await getVisibleAgentOrThrow(db, ownerA, String(agent.id))).id).toBe(agent.id);
    expect((await getVisibleAgentOrThrow(db, ownerA, `asst-find-${a.accountId}`)).id).toBe(agent.id);
    await expect(getVisibleAgentOrThrow(db, await actorOf(b.userId), agent.id)).rejects.toMatchObject({ status: 404, code: 'agent_not_found' });
    await expect(getVisibleAgentOrThrow(db, ownerA, '99999999999999999999')).rejects.toMatchObject({ code: 'agent_not_found' });
  });

  it('answers the edit form with the list fields and the editable ones, within visibility', async () => {
    const a = await newAccount();
    const b = await newAccount();
    const db = await getDb();
    const owner = await actorOf(a.userId);
    const agent = await createAgent(db, owner, { name: 'Ava', instructions: 'Hi {{first_name}}', first_message: 'Hello', shared_with_clients: true });
    const detail = await getAgentDetail(db, owner, agent.id);
    expect(detail).toEqual({
      ...toAgentDto(agent),
      instructions: 'Hi {{first_name}}',
      first_message: 'Hello',
      tools: [],
      save_unknown_callers: true,
      provider_phone_number_id: null,
      purpose: 'marketing',
      require_passing_tests: false,
      version: 1,
      shared_with_clients: true,
      analysis: null,
      account_id: a.accountId,
      created_by_user_id: a.userId,
      created_at: toIso(agent.createdAt),
      updated_at: toIso(agent.updatedAt),
      archived_at: null,
    });
    await expect(getAgentDetail(db, await actorOf(b.userId), agent.id)).rejects.toMatchObject({ status: 404, code: 'agent_not_found' });
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

describe('agent analysis setting', () => {
  it('is set on create and update with defaults, cleared with null, and refuses a bad variable name', async () => {
    const db = await getDb();
    const a = await newAccount();
    const owner = await actorOf(a.userId);
    await createVariable(db, owner, { name: 'budget', display_name: 'Budget', variable_type: 'number', context_type: 'contact' });
    const agent = await createAgent(db, owner, { name: 'Ana', analysis: { success_criteria: 'Books a visit', extract: ['budget'] } });
    expect(agent.analysis).toEqual({ summary: true, success_criteria: 'Books a visit', extract: ['budget'] });
    expect((await updateAgent(db, owner, agent.id, { analysis: { summary: false } })).analysis).toEqual({ summary: false, success_criteria: null, extract: [] });
    expect((await updateAgent(db, owner, agent.id, { analysis: null })).analysis).toBeNull();
    await expect(updateAgent(db, owner, agent.id, { analysis: { extract: ['not a name'] } })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(updateAgent(db, owner, agent.id, { analysis: { extract: ['a', 'a'] } })).rejects.toMatchObject({ code: 'validation_error' });
  });

  it("extracts only the account's contact variables (its own and the writable defaults), naming the one it refuses", async () => {
    const db = await getDb();
    const a = await newAccount();
    const b = await newAccount();
    const owner = await actorOf(a.userId);
    await createVariable(db, await actorOf(b.userId), { name: 'theirs', display_name: 'Theirs', variable_type: 'text', context_type: 'contact' });
    await createVariable(db, owner, { name: 'shop', display_name: 'Shop', variable_type: 'text', context_type: 'business' });
    const refused = (extract: string[]) => createAgent(db, owner, { name: 'X', analysis: { extract } }).then(() => null, (e) => e);
    expect(await refused(['city', 'theirs'])).toMatchObject({ code: 'validation_error', details: [{ path: 'analysis.extract.1', message: expect.stringContaining('theirs') }] });
    expect(await refused(['shop'])).toMatchObject({ details: [{ path: 'analysis.extract.0' }] });
    expect(await refused(['full_name'])).toMatchObject({ details: [{ path: 'analysis.extract.0', message: expect.stringContaining('read-only') }] });
    expect((await createAgent(db, owner, { name: 'Y', analysis: { extract: ['city', 'email'] } })).analysis?.extract).toEqual(['city', 'email']);
  });
});

describe('agent tools and inbound options', () => {
  it('stores a subset of the tools in the order given, refusing unknown and repeated names', async () => {
    const db = await getDb();
    const a = await newAccount();
    const owner = await actorOf(a.userId);
    const agent = await createAgent(db, owner, { name: 'T', role: 'inbound', tools: ['book_appointment', 'check_availability'], save_unknown_callers: false });
    expect([agent.tools, agent.saveUnknownCallers]).toEqual([['book_appointment', 'check_availability'], false]);
    expect((await createAgent(db, owner, { name: 'U' })).tools).toEqual([]);
    await expect(updateAgent(db, owner, agent.id, { tools: ['fly'] as never })).rejects.toMatchObject({ code: 'validation_error' });
    await expect(updateAgent(db, owner, agent.id, { tools: ['opt_out', 'opt_out'] })).rejects.toMatchObject({ code: 'validation_error' });
    const updated = await updateAgent(db, owner, String(agent.assistantId), { tools: [], save_unknown_callers: true });
    expect([updated.tools, updated.saveUnknownCallers]).toEqual([[], true]);
  });
});

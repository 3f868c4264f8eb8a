import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { agents } from '@/server/db/schema';
import { actorOf, keyWith, newAccount, newTeam, newUser } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { linkPartner } from '@/server/services/accounts/service';
import { createAgent } from '@/server/services/agents/service';
import { createVariable } from '@/server/services/context-variables/definitions';
import { GET, PATCH, POST } from './route';

const get = (key: string, id: string | number) => callRoute(GET, { path: `/api/v1/agents/${id}`, key, params: { id: String(id) } });
const patch = (key: string, id: string | number, body: unknown) =>
  callRoute(PATCH, { method: 'PATCH', path: `/api/v1/agents/${id}`, key, params: { id: String(id) }, body });
const patchRaw = (key: string, id: number, rawBody: string) =>
  callRoute(PATCH, { method: 'PATCH', path: `/api/v1/agents/${id}`, key, params: { id: String(id) }, rawBody });

async function rowOf(id: number) {
  const db = await getDb();
  return (await db.select().from(agents).where(eq(agents.id, id)))[0];
}

async function setup() {
  const acct = await newAccount();
  const db = await getDb();
  const owner = await actorOf(acct.userId);
  const agent = await createAgent(db, owner, {
    name: 'Ava', phone_number: '+14155550100', instructions: 'Be kind.', tools: ['check_availability'], assistant_id: `asst-get-${acct.accountId}`,
  });
  return { acct, db, owner, agent };
}

describe('GET /api/v1/agents/{id}', () => {
  it('answers the agent by id or assistant_id', async () => {
    const { acct, agent } = await setup();
    const byId = await get(acct.key, agent.id);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({
      id: agent.id, assistant_id: agent.assistantId, name: 'Ava', can_make_calls: true, instructions: 'Be kind.', tools: ['check_availability'],
      analysis: null, save_unknown_callers: true, provider_phone_number_id: null,
    });
    expect((await get(acct.key, agent.assistantId)).body).toEqual(byId.body);
  });

  it("answers 404 agent_not_found for another tenant's agent, an unknown id and an id past the integer range", async () => {
    const { agent } = await setup();
    const stranger = await newAccount();
    for (const id of [agent.id, agent.assistantId, 2147483647, '99999999999', '1e3', 'nope', 'a\u0000b', 'x\ud800', 'a'.repeat(5000)]) {
      const res = await get(stranger.key, id);
      expect([res.status, res.body.error]).toEqual([404, 'agent_not_found']);
    }
  });

  it('follows visibility: a member sees their teams agents, a partner its clients agents', async () => {
    const { acct, db, agent } = await setup();
    const member = await newUser(acct.accountId);
    const team = await newTeam(acct.accountId, 'Ops', [member.userId]);
    const teamAgent = await createAgent(db, await actorOf(acct.userId), { name: 'Team', team_id: team });
    expect((await get(member.key, teamAgent.id)).status).toBe(200);
    expect((await get(member.key, agent.id)).status).toBe(404);
    const partner = await newAccount('Partner');
    await linkPartner(db, partner.accountId, acct.accountId);
    expect((await get(partner.key, agent.id)).status).toBe(200);
  });

  it('answers 403 for a key without can_read_agents', async () => {
    const { acct, agent } = await setup();
    const res = await get(await keyWith(acct.userId, ['can_write_agents']), agent.id);
    expect([res.status, res.body.error]).toEqual([403, 'permission_denied']);
  });

  it('answers 405 for POST', async () => {
    const { acct, agent } = await setup();
    const res = await callRoute(POST, { method: 'POST', path: `/api/v1/agents/${agent.id}`, key: acct.key, params: { id: String(agent.id) }, body: {} });
    expect([res.status, res.headers.get('allow')]).toEqual([405, 'GET, PATCH, HEAD']);
  });
});

describe('PATCH /api/v1/agents/{id}', () => {
  it('changes only the fields sent, by id or assistant_id', async () => {
    const { acct, owner, db, agent } = await setup();
    await createVariable(db, owner, { name: 'visit_day', display_name: 'Visit day', variable_type: 'date', context_type: 'contact' });
    const res = await patch(acct.key, agent.id, {
      tools: ['book_appointment', 'opt_out'],
      analysis: { summary: false, success_criteria: 'Books', extract: ['visit_day'] },
      role: 'inbound',
      save_unknown_callers: false,
      ignored: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Ava', instructions: 'Be kind.', phone_number: '+14155550100', role: 'inbound', tools: ['book_appointment', 'opt_out'],
      analysis: { summary: false, success_criteria: 'Books', extract: ['visit_day'] }, save_unknown_callers: false,
    });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(res.body.created_at));
    const again = await patch(acct.key, agent.assistantId, { phone_number: null, analysis: null });
    expect(again.body).toMatchObject({ phone_number: null, can_make_calls: false, analysis: null, tools: ['book_appointment', 'opt_out'] });
    expect((await get(acct.key, agent.id)).body).toEqual(again.body);
  });

  it('answers an empty patch with the agent unchanged', async () => {
    const { acct, agent } = await setup();
    const before = await rowOf(agent.id);
    const res = await patch(acct.key, agent.id, {});
    expect(res.status).toBe(200);
    expect(await rowOf(agent.id)).toEqual(before);
  });

  const refusals: [string, unknown, string][] = [
    ['a null name', { name: null }, 'name'],
    ['a number for instructions', { instructions: 42 }, 'instructions'],
    ['an unknown tool', { tools: ['check_availability', 'teleport'] }, 'tools.1'],
    ['a repeated tool', { tools: ['book_appointment', 'book_appointment'] }, 'tools'],
    ['a NUL byte', { first_message: 'Hi\u0000' }, 'first_message'],
    ['a huge first message', { first_message: 'x'.repeat(10_001) }, 'first_message'],
    ['an undefined variable to extract', { analysis: { extract: ['favourite_colour'] } }, 'analysis.extract.0'],
    ['a team id that is not an integer', { team_id: '3' }, 'team_id'],
  ];
  it.each(refusals)('answers 400 validation_error for %s and changes nothing', async (_, body, path) => {
    const { acct, agent } = await setup();
    const before = await rowOf(agent.id);
    const res = await patch(acct.key, agent.id, body);
    expect([res.status, res.body.error]).toEqual([400, 'validation_error']);
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await rowOf(agent.id)).toEqual(before);
  });

  it('answers invalid_json for a broken body and changes nothing', async () => {
    const { acct, agent } = await setup();
    const before = await rowOf(agent.id);
    for (const raw of ['{"name":', '[]', 'null']) expect((await patchRaw(acct.key, agent.id, raw)).body.error).toBe('invalid_json');
    expect(await rowOf(agent.id)).toEqual(before);
  });

  it("answers 404 for another tenant's agent, a client's agent seen by its partner, and a member's invisible agent", async () => {
    const { acct, db, agent } = await setup();
    const before = await rowOf(agent.id);
    const stranger = await newAccount();
    expect((await patch(stranger.key, agent.id, { name: 'Stolen' })).body.error).toBe('agent_not_found');
    expect((await patch(stranger.key, agent.assistantId, { name: 'Stolen' })).body.error).toBe('agent_not_found');
    expect((await patch(acct.key, '\u0000', { name: 'Nul' })).body.error).toBe('agent_not_found');
    const partner = await newAccount('Partner');
    await linkPartner(db, partner.accountId, acct.accountId);
    expect((await patch(partner.key, agent.id, { name: 'Partnered' })).status).toBe(404);
    const member = await newUser(acct.accountId);
    expect((await patch(member.key, agent.id, { name: 'Member' })).status).toBe(404);
    expect(await rowOf(agent.id)).toEqual(before);
    // A member edits the agents of their teams.
    const team = await newTeam(acct.accountId, 'Ops', [member.userId]);
    const teamAgent = await createAgent(db, await actorOf(acct.userId), { name: 'Team', team_id: team });
    expect((await patch(member.key, teamAgent.id, { tools: ['opt_out'] })).body.tools).toEqual(['opt_out']);
  });

  it('answers 401 without a key and 403 for a key without can_write_agents, changing nothing', async () => {
    const { acct, agent } = await setup();
    const before = await rowOf(agent.id);
    expect((await callRoute(PATCH, { method: 'PATCH', path: `/api/v1/agents/${agent.id}`, params: { id: String(agent.id) }, body: { name: 'X' } })).status).toBe(401);
    const res = await patch(await keyWith(acct.userId, ['can_read_agents']), agent.id, { name: 'X' });
    expect([res.status, res.body.error]).toEqual([403, 'permission_denied']);
    expect(await rowOf(agent.id)).toEqual(before);
  });
});

import { describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { actorOf, keyWith, newAccount } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { createAgent } from '@/server/services/agents/service';
import { PATCH as patchAgent } from '../route';
import { GET, POST } from './route';
import { POST as restore } from './[n]/restore/route';

const list = (key: string, id: string | number) => callRoute(GET, { path: `/api/v1/agents/${id}/versions`, key, params: { id: String(id) } });
const patch = (key: string, id: number, body: unknown) =>
  callRoute(patchAgent, { method: 'PATCH', path: `/api/v1/agents/${id}`, key, params: { id: String(id) }, body });
const restoreOf = (key: string, id: string | number, n: string) =>
  callRoute(restore, { method: 'POST', path: `/api/v1/agents/${id}/versions/${n}/restore`, key, params: { id: String(id), n } });

async function setup() {
  const acct = await newAccount();
  const agent = await createAgent(await getDb(), await actorOf(acct.userId), {
    name: 'Ava', instructions: 'Greet.\nBook a visit.', first_message: 'Hello!', tools: ['check_availability'], assistant_id: `asst-versions-${acct.accountId}`,
  });
  return { acct, agent };
}

describe('GET /api/v1/agents/{id}/versions and POST …/versions/{n}/restore', () => {
  it('a PATCH of the instructions answers the next version; one of the name only answers the same, with the fields it had', async () => {
    const { acct, agent } = await setup();
    const renamed = await patch(acct.key, agent.id, { name: 'Ava B' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Ava B', version: 1, instructions: 'Greet.\nBook a visit.' });
    const edited = await patch(acct.key, agent.id, { instructions: 'Greet.\nSell a plan.' });
    expect(edited.body.version).toBe(2);

    const res = await list(acct.key, agent.assistantId);
    expect(res.status).toBe(200);
    expect(res.body.agent_id).toBe(agent.id);
    expect(res.body.version).toBe(2);
    expect(res.body.versions.map((v: { version: number; instructions: string }) => [v.version, v.instructions])).toEqual([
      [2, 'Greet.\nSell a plan.'], [1, 'Greet.\nBook a visit.'],
    ]);
    expect(res.body.versions[0].created_by.user_id).toBe(acct.userId);
  });

  it('restores a version as a new one (200 with the agent), 404 not_found for an unknown version', async () => {
    const { acct, agent } = await setup();
    await patch(acct.key, agent.id, { instructions: 'Other.', tools: ['opt_out'] });
    const res = await restoreOf(acct.key, agent.id, '1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: agent.id, version: 3, instructions: 'Greet.\nBook a visit.', tools: ['check_availability'] });
    expect((await list(acct.key, agent.id)).body.versions[0]).toMatchObject({ version: 3, restored_from: 1 });
    for (const n of ['9', '0', 'abc', '99999999999']) {
      const missing = await restoreOf(acct.key, agent.id, n);
      expect([missing.status, missing.body.error]).toEqual([404, 'not_found']);
    }
  });

  it("answers 404 agent_not_found for another tenant's agent, on both routes, and changes nothing", async () => {
    const { acct, agent } = await setup();
    await patch(acct.key, agent.id, { instructions: 'v2' });
    const stranger = await newAccount('Stranger');
    const listed = await list(stranger.key, agent.id);
    expect([listed.status, listed.body.error]).toEqual([404, 'agent_not_found']);
    const restored = await restoreOf(stranger.key, agent.id, '1');
    expect([restored.status, restored.body.error]).toEqual([404, 'agent_not_found']);
    expect((await list(acct.key, agent.id)).body.version).toBe(2);
  });

  it('needs can_read_agents to list and can_write_agents to restore (403)', async () => {
    const { acct, agent } = await setup();
    const writeOnly = await keyWith(acct.userId, ['can_write_agents']);
    const readOnly = await keyWith(acct.userId, ['can_read_agents']);
    expect([(await list(writeOnly, agent.id)).status, (await list(readOnly, agent.id)).status]).toEqual([403, 200]);
    const refused = await restoreOf(readOnly, agent.id, '1');
    expect([refused.status, refused.body.error]).toEqual([403, 'permission_denied']);
    expect((await restoreOf(writeOnly, agent.id, '1')).status).toBe(200);
  });

  it('answers 405 for a POST to the list', async () => {
    const { acct, agent } = await setup();
    const res = await callRoute(POST, { method: 'POST', path: `/api/v1/agents/${agent.id}/versions`, key: acct.key, params: { id: String(agent.id) }, body: {} });
    expect(res.status).toBe(405);
  });
});

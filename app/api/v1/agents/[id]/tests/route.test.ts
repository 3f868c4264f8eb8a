import { describe, expect, it } from 'vitest';
import { fundedAccount } from '@/server/testing/call-fixtures';
import { keyWith } from '@/server/testing/fixtures';
import { callRoute } from '@/server/testing/http';
import { GET as getRun } from '@/app/api/v1/test-runs/[id]/route';
import { DELETE as deleteTest, GET as getTest, PATCH as patchTest } from './[test_id]/route';
import { POST as runTests } from './run/route';
import { GET as listTests, POST as createTest } from './route';

const body = {
  name: 'books a visit',
  caller: { lines: ['Hi, I would like to book a visit tomorrow.', 'Yes, 10 am works.'] },
  contact: { first_name: 'Ada', custom_context: { plan: 'gold' } },
  expect: { booked: { within_days: 7 }, said: ['this call is recorded'], not_said: ['guarantee'], opted_out: false },
};

const create = (key: string, agentId: number, b: unknown = body) =>
  callRoute(createTest, { method: 'POST', path: `/api/v1/agents/${agentId}/tests`, key, body: b, params: { id: String(agentId) } });

describe('agent tests over REST', () => {
  it('creates, lists, reads, changes and deletes a test with the wire names of §14', async () => {
    const acct = await fundedAccount();
    const made = await create(acct.key, acct.agent.id);
    expect(made.status, made.text).toBe(201);
    const test = made.body.test;
    expect(test).toMatchObject({ agent_id: acct.agent.id, name: 'books a visit', caller: body.caller, contact: body.contact, expect: body.expect });
    const p = { id: String(acct.agent.id), test_id: String(test.id) };

    const list = await callRoute(listTests, { path: `/api/v1/agents/${acct.agent.id}/tests`, key: acct.key, params: { id: p.id } });
    expect(list.body.data.map((t: { id: number }) => t.id)).toEqual([test.id]);

    const patched = await callRoute(patchTest, { method: 'PATCH', path: `/api/v1/agents/${p.id}/tests/${p.test_id}`, key: acct.key, params: p, body: { name: 'renamed', contact: null } });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.test).toMatchObject({ name: 'renamed', contact: null, expect: body.expect });
    expect((await callRoute(getTest, { path: '/x', key: acct.key, params: p })).body.test.name).toBe('renamed');

    const gone = await callRoute(deleteTest, { method: 'DELETE', path: '/x', key: acct.key, params: p });
    expect(gone.body).toEqual({ deleted: true, id: test.id });
    expect((await callRoute(getTest, { path: '/x', key: acct.key, params: p })).status).toBe(404);
  });

  it('refuses a caller that is neither lines nor a persona, and an unknown expectation', async () => {
    const acct = await fundedAccount();
    expect((await create(acct.key, acct.agent.id, { ...body, caller: { lines: [] } })).status).toBe(400);
    expect((await create(acct.key, acct.agent.id, { ...body, caller: { persona: 'a busy dentist' } })).status).toBe(400);
    expect((await create(acct.key, acct.agent.id, { ...body, expect: { booked: true } })).status).toBe(400);
    const persona = await create(acct.key, acct.agent.id, { ...body, caller: { persona: 'a busy dentist', goal: 'book a visit', max_turns: 4 } });
    expect(persona.status, persona.text).toBe(201);
  });

  it("answers not_found for another tenant's agent, test and run, and needs can_write_agents to write", async () => {
    const acct = await fundedAccount();
    const other = await fundedAccount();
    const theirs = (await create(other.key, other.agent.id)).body.test;
    expect((await create(acct.key, other.agent.id)).body.error).toBe('not_found');
    const list = await callRoute(listTests, { path: '/x', key: acct.key, params: { id: String(other.agent.id) } });
    expect([list.status, list.body.error]).toEqual([404, 'not_found']);
    const read = await callRoute(getTest, { path: '/x', key: acct.key, params: { id: String(acct.agent.id), test_id: String(theirs.id) } });
    expect([read.status, read.body.error]).toEqual([404, 'not_found']);
    const run = await callRoute(runTests, { method: 'POST', path: '/x', key: acct.key, body: {}, params: { id: String(other.agent.id) } });
    expect([run.status, run.body.error]).toEqual([404, 'not_found']);
    const theirRun = await callRoute(runTests, { method: 'POST', path: '/x', key: other.key, body: {}, params: { id: String(other.agent.id) } });
    expect(theirRun.status, theirRun.text).toBe(202);
    const peek = await callRoute(getRun, { path: '/x', key: acct.key, params: { id: String(theirRun.body.run.id) } });
    expect([peek.status, peek.body.error]).toEqual([404, 'not_found']);

    const readOnly = await keyWith(acct.userId, ['can_read_agents']);
    expect((await create(readOnly, acct.agent.id)).status).toBe(403);
  });

  it('answers a run at once, running with no results, covering the tests named', async () => {
    const acct = await fundedAccount();
    const a = (await create(acct.key, acct.agent.id)).body.test;
    await create(acct.key, acct.agent.id);
    const params = { id: String(acct.agent.id) };
    const run = await callRoute(runTests, { method: 'POST', path: '/x', key: acct.key, body: { test_ids: [a.id] }, params });
    expect(run.status, run.text).toBe(202);
    expect(run.body.run).toMatchObject({ agent_id: acct.agent.id, agent_version: 1, status: 'running', results: [], progress: { done: 0, total: 1 }, finished_at: null });
    const read = await callRoute(getRun, { path: '/x', key: acct.key, params: { id: String(run.body.run.id) } });
    expect(read.body.run.id).toBe(run.body.run.id);
    const missing = await callRoute(runTests, { method: 'POST', path: '/x', key: acct.key, body: { test_ids: [999999] }, params });
    expect([missing.status, missing.body.error]).toEqual([404, 'not_found']);
  });
});

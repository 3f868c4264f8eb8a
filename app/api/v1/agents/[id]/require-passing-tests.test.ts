import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/server/config';
import { getDb } from '@/server/db/client';
import { agents, agentVersions } from '@/server/db/schema';
import { startOpenAiStandIn, scriptedBrain, type OpenAiStandIn } from '@/server/testing/stand-ins/openai';
import { toolAccount, type ToolTestAccount } from '@/server/testing/tool-fixtures';
import { callRoute } from '@/server/testing/http';
import { POST as createTest } from './tests/route';
import { PATCH as patchAgent } from './route';

/**
 * require_passing_tests over REST, with the agent's brain the OpenAI-compatible stand-in (LLM_BASE_URL): a change
 * whose tests fail is refused 409 `tests_failed` with the run and leaves the agent and its versions as they were; a
 * change whose tests pass is taken as the next version.
 */
const tomorrow10 = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1, 10)).toISOString();
let standIn: OpenAiStandIn;
const saved = { url: config.LLM_BASE_URL };
beforeAll(async () => {
  standIn = await startOpenAiStandIn(scriptedBrain({ bookAt: tomorrow10 }));
  config.LLM_BASE_URL = standIn.baseUrl;
});
afterAll(async () => {
  config.LLM_BASE_URL = saved.url;
  await standIn.close();
});

const patch = (acct: ToolTestAccount, body: unknown) =>
  callRoute(patchAgent, { method: 'PATCH', path: `/api/v1/agents/${acct.agent.id}`, key: acct.key, body, params: { id: String(acct.agent.id) } });
const stored = async (id: number) => {
  const db = await getDb();
  const [a] = await db.select().from(agents).where(eq(agents.id, id));
  const versions = await db.select().from(agentVersions).where(eq(agentVersions.agentId, id));
  return { instructions: a.instructions, version: a.version, versions: versions.length, require: a.requirePassingTests };
};

describe('require_passing_tests', () => {
  it('refuses a change whose tests fail (409 tests_failed, the run, nothing changed) and takes one whose tests pass', async () => {
    const acct = await toolAccount(['check_availability', 'book_appointment', 'opt_out']);
    const test = await callRoute(createTest, {
      method: 'POST', path: `/api/v1/agents/${acct.agent.id}/tests`, key: acct.key, params: { id: String(acct.agent.id) },
      body: { name: 'books and discloses', caller: { lines: ['Hi, I would like to book a visit tomorrow at ten.', 'Thanks, bye.'] }, expect: { booked: { within_days: 7 }, said: ['this call is recorded'] } },
    });
    expect(test.status, test.text).toBe(201);

    const on = await patch(acct, { require_passing_tests: true });
    expect(on.status, on.text).toBe(200);
    expect(on.body.require_passing_tests).toBe(true);
    const before = await stored(acct.agent.id);

    // The stand-in's brain leaves out the recording disclosure for these instructions: the test's `said` fails.
    const bad = await patch(acct, { instructions: 'You book visits. FORGET_DISCLOSURE' });
    expect(bad.status, bad.text).toBe(409);
    expect(bad.body).toMatchObject({ error: 'tests_failed', run: { status: 'failed', agent_version: null } });
    expect(bad.body.message).toMatch(/books and discloses/);
    expect(bad.body.run.results[0].failures.join(' ')).toMatch(/this call is recorded/);
    expect(await stored(acct.agent.id)).toEqual(before);

    const good = await patch(acct, { instructions: 'You book visits for Acme, politely.' });
    expect(good.status, good.text).toBe(200);
    expect(good.body).toMatchObject({ instructions: 'You book visits for Acme, politely.', version: before.version + 1 });
    expect(await stored(acct.agent.id)).toMatchObject({ version: before.version + 1, versions: before.versions + 1 });

    // A change that makes no version (the name) is not held to the tests.
    expect((await patch(acct, { name: 'Front desk 2' })).status).toBe(200);
  }, 60_000);

  it('refuses a change of an agent that requires passing tests and has none, and clients that never send it see no change', async () => {
    const acct = await toolAccount(['book_appointment']);
    const plain = await patch(acct, { instructions: 'Anything.' });
    expect(plain.status).toBe(200);
    expect(plain.body.require_passing_tests).toBe(false);
    expect((await patch(acct, { require_passing_tests: true })).status).toBe(200);
    const refused = await patch(acct, { instructions: 'Something else.' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'tests_failed', message: expect.stringMatching(/has no tests/) });
    expect((await stored(acct.agent.id)).instructions).toBe('Anything.');
  }, 60_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { agents } from '../../db/schema';
import { createAgentTest } from '../../services/agent-tests/service';
import { actorOf } from '../../testing/fixtures';
import { scriptedBrain, startOpenAiStandIn, type OpenAiStandIn } from '../../testing/stand-ins/openai';
import { toolAccount } from '../../testing/tool-fixtures';
import { runCli } from '../run';

const tomorrow10 = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1, 10)).toISOString();
let standIn: OpenAiStandIn;
const saved = config.LLM_BASE_URL;
beforeAll(async () => {
  standIn = await startOpenAiStandIn(scriptedBrain({ bookAt: tomorrow10 }));
  config.LLM_BASE_URL = standIn.baseUrl;
});
afterAll(async () => {
  config.LLM_BASE_URL = saved;
  await standIn.close();
});

describe('cli agent test', () => {
  it('runs the tests, exits 1 on a failure with the failure in words, and writes JUnit XML', async () => {
    const acct = await toolAccount(['book_appointment', 'opt_out']);
    const db = await getDb();
    await db.update(agents).set({ name: 'Front & desk', instructions: 'You book visits. FORGET_DISCLOSURE' }).where(eq(agents.id, acct.agent.id));
    const actor = await actorOf(acct.userId);
    await createAgentTest(db, actor, acct.agent.id, { name: 'books', caller: { lines: ['I want to book a visit.'] }, expect: { booked: {} } });
    await createAgentTest(db, actor, acct.agent.id, { name: 'discloses', caller: { lines: ['I want to book a visit.'] }, expect: { said: ['this call is recorded'] } });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'junit-')), 'agent.xml');

    const res = await runCli(['agent', 'test', '--agent', String(acct.agent.id), '--junit', file], getDb);
    expect(res.code, res.stderr).toBe(1);
    expect(res.stdout).toContain('PASS  books');
    expect(res.stdout).toContain('FAIL  discloses\n      Expected the agent to say "this call is recorded", but it never did.');
    const xml = fs.readFileSync(file, 'utf8');
    expect(xml).toMatch(/<testsuite name="Front &amp; desk \(run \d+\)" tests="2" failures="1" errors="0"/);
    expect(xml).toContain('<testcase classname="Front &amp; desk" name="discloses">\n    <failure message="Expected the agent to say &quot;this call is recorded&quot;, but it never did.">');

    await db.update(agents).set({ instructions: 'You book visits.' }).where(eq(agents.id, acct.agent.id));
    const ok = await runCli(['agent', 'test', '--agent', String(acct.agent.id), '--json'], getDb);
    expect(ok.code, ok.stdout).toBe(0);
    expect(JSON.parse(ok.stdout).run).toMatchObject({ status: 'passed', progress: { done: 2, total: 2 } });
  });

  it('answers not_found for an agent that does not exist', async () => {
    const res = await runCli(['agent', 'test', '--agent', '99999999', '--json'], getDb);
    expect(res.code).toBe(1);
    expect(JSON.parse(res.stdout).error).toBe('not_found');
  });
});

import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/server/config';
import { getDb } from '@/server/db/client';
import {
  agents, calendarEvents, calls, consents, contacts, doNotCallNumbers, jobs, messages, outboxEvents, toolInvocations, walletLedger,
  webhookDeliveries, type AgentTestCaller, type AgentTestExpect,
} from '@/server/db/schema';
import { runJobNow } from '@/server/jobs/inngest/run-job';
import { drainJobs } from '@/server/testing/call-fixtures';
import { actorOf } from '@/server/testing/fixtures';
import { startOpenAiStandIn, scriptedBrain, type OpenAiStandIn, type StandInReply } from '@/server/testing/stand-ins/openai';
import { toolAccount, type ToolTestAccount } from '@/server/testing/tool-fixtures';
import { openAiCompatibleChatModel } from '../providers/openai-compatible/driver';
import type { Models } from './conversation';
import { runAgentTests } from './run-tests';
import { createAgentTest, getAgentTestRun, requestAgentTestRun } from './service';

// Tomorrow at 10:00 UTC: inside the fixture's business hours (every day 09:00–17:00 UTC).
const tomorrow10 = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1, 10)).toISOString();
const brain = scriptedBrain({ bookAt: tomorrow10 });
let override: ((req: Parameters<typeof brain>[0]) => StandInReply) | null = null;
let standIn: OpenAiStandIn;
beforeAll(async () => { standIn = await startOpenAiStandIn((req) => (override ?? brain)(req)); });
afterAll(() => standIn.close());

const modelsWith = (timeoutMs = 5000): Models => {
  const m = openAiCompatibleChatModel(() => ({ baseUrl: standIn.baseUrl, apiKey: 'sk-test', model: undefined, timeoutMs }));
  return { agent: m, caller: m };
};

const books: AgentTestExpect = { booked: { within_days: 7 }, opted_out: false, said: ['this call is recorded'], not_said: ['guarantee'], max_turns: 4 };
const bookingLines: AgentTestCaller = { lines: ['Hi, I would like to book a visit tomorrow at ten.', 'Great, thanks, bye.'] };

async function agentWith(instructions: string): Promise<ToolTestAccount> {
  const acct = await toolAccount(['check_availability', 'book_appointment', 'update_contact', 'opt_out']);
  const db = await getDb();
  await db.update(agents).set({ instructions, firstMessage: 'Hello {{first_name}}, this is Acme.' }).where(eq(agents.id, acct.agent.id));
  return acct;
}

async function testOf(acct: ToolTestAccount, caller: AgentTestCaller, expectations: AgentTestExpect, name = 'a test') {
  const db = await getDb();
  return (await createAgentTest(db, await actorOf(acct.userId), acct.agent.id, { name, caller, contact: { first_name: 'Ada' }, expect: expectations })).test.id;
}

async function run(acct: ToolTestAccount, testIds?: number[], models = modelsWith()) {
  const db = await getDb();
  const actor = await actorOf(acct.userId);
  const { run: asked } = await requestAgentTestRun(db, actor, acct.agent.id, { test_ids: testIds });
  await runAgentTests(db, asked.id, models);
  return (await getAgentTestRun(db, actor, asked.id)).run;
}

/** Every row a conversation could leave behind in the business's data, counted for the account. */
async function traces(accountId: number) {
  const db = await getDb();
  const n = async (t: typeof calendarEvents | typeof calls | typeof contacts | typeof doNotCallNumbers | typeof outboxEvents | typeof toolInvocations | typeof consents | typeof messages | typeof walletLedger) =>
    (await db.select({ n: count() }).from(t).where(eq(t.accountId, accountId)))[0].n;
  const [{ n: deliveries }] = await db.select({ n: count() }).from(webhookDeliveries);
  const [{ n: pendingJobs }] = await db.select({ n: count() }).from(jobs).where(sql`${jobs.doneAt} is null and ${jobs.kind} <> 'agent_tests.run'`);
  return {
    events: await n(calendarEvents), calls: await n(calls), contacts: await n(contacts), doNotCall: await n(doNotCallNumbers), outbox: await n(outboxEvents),
    tools: await n(toolInvocations), consents: await n(consents), messages: await n(messages), ledger: await n(walletLedger), deliveries, pendingJobs,
  };
}

describe('conversation tests judged on what the agent did', () => {
  it('passes a run that books and says the disclosure, records the effects, and leaves nothing behind', async () => {
    const acct = await agentWith('You book visits for Acme.');
    const id = await testOf(acct, bookingLines, books, 'books a visit');
    const before = await traces(acct.accountId);
    const result = await run(acct);
    expect(result.status, JSON.stringify(result.results)).toBe('passed');
    expect(result.progress).toEqual({ done: 1, total: 1 });
    expect(result.finished_at).not.toBeNull();
    const [r] = result.results;
    expect(r).toMatchObject({ test_id: id, passed: true, failures: [], error: null });
    expect(r.effects.bookings.map((b) => Date.parse(b.start))).toEqual([Date.parse(tomorrow10)]);
    expect(r.effects.opt_outs).toEqual([]);
    expect(r.transcript[0]).toEqual({ role: 'assistant', text: 'Hello Ada, this is Acme.' });
    expect(r.transcript).toContainEqual({ role: 'user', text: 'Hi, I would like to book a visit tomorrow at ten.' });
    expect(r.transcript.some((l) => l.role === 'tool' && l.text.startsWith('book_appointment:'))).toBe(true);
    expect(await traces(acct.accountId)).toEqual(before);
  });

  it('fails a run that forgets the disclosure, saying which phrase was missing', async () => {
    const acct = await agentWith('You book visits. FORGET_DISCLOSURE');
    await testOf(acct, bookingLines, books);
    const result = await run(acct);
    expect(result.status).toBe('failed');
    expect(result.results[0].failures).toEqual(['Expected the agent to say "this call is recorded", but it never did.']);
    expect(result.results[0].effects.bookings).toHaveLength(1);
  });

  it('fails a run that ignores an opt-out, and passes one that honours it without keeping the number listed', async () => {
    const stop: AgentTestCaller = { lines: ["Please don't call me again."] };
    const optsOut: AgentTestExpect = { opted_out: true, booked: false };
    const careless = await agentWith('You sell plans. IGNORE_OPT_OUT');
    await testOf(careless, stop, optsOut);
    const ignored = await run(careless);
    expect(ignored.status).toBe('failed');
    expect(ignored.results[0].failures).toEqual(['Expected the caller to be opted out, but the number was not put on the do-not-call list.']);

    const careful = await agentWith('You sell plans.');
    await testOf(careful, stop, optsOut);
    const before = await traces(careful.accountId);
    const honoured = await run(careful);
    expect(honoured.status, JSON.stringify(honoured.results)).toBe('passed');
    expect(honoured.results[0].effects.opt_outs).toHaveLength(1);
    expect(honoured.results[0].transcript.some((l) => l.role === 'tool' && l.text.startsWith('opt_out: '))).toBe(true);
    expect(await traces(careful.accountId)).toEqual(before);
  });

  it('plays a persona caller through the same port, up to max_turns', async () => {
    const acct = await agentWith('You book visits for Acme.');
    await testOf(acct, { persona: 'A busy parent', goal: 'book a visit', max_turns: 3 }, { booked: {} });
    const result = await run(acct);
    expect(result.status, JSON.stringify(result.results)).toBe('passed');
    expect(result.results[0].transcript.filter((l) => l.role === 'user')).toEqual([{ role: 'user', text: 'Hello, I would like to book an appointment.' }]);
  });

  it('runs two runs at once on one agent, each with its own sandbox and verdicts', async () => {
    const acct = await agentWith('You book visits for Acme.');
    const id = await testOf(acct, bookingLines, books);
    const before = await traces(acct.accountId);
    const [a, b] = await Promise.all([run(acct), run(acct)]);
    expect([a.status, b.status]).toEqual(['passed', 'passed']);
    expect(a.id).not.toBe(b.id);
    for (const r of [a, b]) expect(r.results.map((x) => [x.test_id, x.effects.bookings.length])).toEqual([[id, 1]]);
    expect(await traces(acct.accountId)).toEqual(before);
  });

  it('ends a run whose model endpoint times out as error with the reason, not failed', async () => {
    const acct = await agentWith('You book visits for Acme.');
    await testOf(acct, bookingLines, books);
    override = () => ({ hang: true });
    try {
      const before = await traces(acct.accountId);
      const result = await run(acct, undefined, modelsWith(300));
      expect(result.status).toBe('error');
      expect(result.error).toBe('The model endpoint did not answer within 300 ms.');
      expect(result.results[0]).toMatchObject({ passed: false, failures: [], error: result.error });
      expect(await traces(acct.accountId)).toEqual(before);
    } finally {
      override = null;
    }
  });

  it('runs as a durable job through the worker with the configured endpoint', async () => {
    const acct = await agentWith('You book visits for Acme.');
    await testOf(acct, bookingLines, books);
    const db = await getDb();
    const actor = await actorOf(acct.userId);
    const saved = config.LLM_BASE_URL;
    config.LLM_BASE_URL = standIn.baseUrl;
    try {
      const { run: asked } = await requestAgentTestRun(db, actor, acct.agent.id, {});
      await drainJobs();
      const done = (await getAgentTestRun(db, actor, asked.id)).run;
      expect(done.status, JSON.stringify(done.results)).toBe('passed');
    } finally {
      config.LLM_BASE_URL = saved;
    }
  });
  it("runs as Inngest's run-job step through the same job, and a repeat finds it done", async () => {
    const acct = await agentWith('You book visits for Acme.');
    await testOf(acct, bookingLines, books);
    const db = await getDb();
    const actor = await actorOf(acct.userId);
    const saved = config.LLM_BASE_URL;
    config.LLM_BASE_URL = standIn.baseUrl;
    try {
      const { run: asked } = await requestAgentTestRun(db, actor, acct.agent.id, {});
      const [job] = await db.select({ id: jobs.id }).from(jobs)
        .where(and(eq(jobs.kind, 'agent_tests.run'), sql`${jobs.payload}->>'run_id' = ${String(asked.id)}`));
      expect(await runJobNow(db, job.id)).toEqual({ ran: true, kind: 'agent_tests.run' });
      expect(await runJobNow(db, job.id)).toEqual({ ran: false, reason: 'done_or_running' });
      expect((await getAgentTestRun(db, actor, asked.id)).run).toMatchObject({ status: 'passed', progress: { done: 1, total: 1 } });
    } finally {
      config.LLM_BASE_URL = saved;
    }
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/server/config';
import { getDb } from '@/server/db/client';
import { agents, calendarEvents, doNotCallNumbers, toolInvocations, type AgentTestCaller, type AgentTestExpect } from '@/server/db/schema';
import { startFakeVapi } from '@/server/testing/fake-vapi-server';
import { actorOf } from '@/server/testing/fixtures';
import { serveRoute } from '@/server/testing/route-server';
import { scriptedBrain } from '@/server/testing/stand-ins/openai';
import { toolAccount, type ToolTestAccount } from '@/server/testing/tool-fixtures';
import { POST as vapiEvents } from '@/app/api/providers/vapi/events/route';
import { vapiChatModel } from '../providers/vapi/chat';
import { runAgentTests } from './run-tests';
import { createAgentTest, getAgentTestRun, requestAgentTestRun } from './service';

// A Vapi agent's tests through Vapi's chat API (the fake Vapi, typed by @vapi-ai/server-sdk, with the same scripted
// brain as the OpenAI-compatible stand-in): Vapi runs the tools by sending `tool-calls` over real HTTP to the events
// route, which answers them in the test's sandbox.
const SECRET = 'vapi-chat-secret';
const tomorrow10 = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1, 10)).toISOString();
let vapi: Awaited<ReturnType<typeof startFakeVapi>>;
let events: Awaited<ReturnType<typeof serveRoute>>;
let seq = 0;

beforeAll(async () => {
  vapi = await startFakeVapi();
  events = await serveRoute(vapiEvents);
  Object.assign(config, { VAPI_BASE_URL: vapi.url, VAPI_API_KEY: 'vapi-key', VAPI_WEBHOOK_SECRET: SECRET });
  vapi.serveChats(scriptedBrain({ bookAt: tomorrow10 }), { 'x-vapi-secret': SECRET });
});
afterAll(async () => {
  await events.close();
  await vapi.close();
});

/** A Vapi agent whose assistant at Vapi holds these instructions, its tools' calls going to the events route. */
async function vapiAgent(instructions: string): Promise<ToolTestAccount & { assistantId: string }> {
  const acct = await toolAccount(['check_availability', 'book_appointment', 'opt_out']);
  const assistantId = `asst-chat-${++seq}`;
  const db = await getDb();
  await db.update(agents).set({ provider: 'vapi', assistantId, instructions, firstMessage: 'Hello {{first_name}}, this is Acme.' }).where(eq(agents.id, acct.agent.id));
  vapi.addAssistant(assistantId, {
    model: { provider: 'openai', model: 'gpt-4o', messages: [{ role: 'system', content: instructions }] },
    server: { url: `${events.url}/api/providers/vapi/events` },
  });
  return { ...acct, assistantId };
}

async function runOne(acct: ToolTestAccount, caller: AgentTestCaller, expectations: AgentTestExpect) {
  const db = await getDb();
  const actor = await actorOf(acct.userId);
  await createAgentTest(db, actor, acct.agent.id, { name: 'a test', caller, contact: { first_name: 'Ada' }, expect: expectations });
  const { run } = await requestAgentTestRun(db, actor, acct.agent.id, {});
  const model = vapiChatModel();
  await runAgentTests(db, run.id, { agent: model, caller: model });
  return (await getAgentTestRun(db, actor, run.id)).run;
}

async function writes(accountId: number) {
  const db = await getDb();
  const n = async (t: typeof calendarEvents | typeof toolInvocations | typeof doNotCallNumbers) => (await db.select({ n: count() }).from(t).where(eq(t.accountId, accountId)))[0].n;
  return { events: await n(calendarEvents), tools: await n(toolInvocations), doNotCall: await n(doNotCallNumbers) };
}

const books: AgentTestExpect = { booked: { within_days: 7 }, opted_out: false, said: ['this call is recorded'] };
const bookingLines: AgentTestCaller = { lines: ['Hi, I would like to book a visit tomorrow at ten.', 'Great, thanks, bye.'] };

describe("conversation tests of a Vapi agent through Vapi's chat API", () => {
  it('books through a tool Vapi calls back, judges it, chains the chats, and leaves nothing behind', async () => {
    const acct = await vapiAgent('You book visits for Acme.');
    const before = await writes(acct.accountId);
    const sentBefore = vapi.toolCallsSent.length;
    const result = await runOne(acct, bookingLines, books);
    expect(result.status, JSON.stringify(result.results)).toBe('passed');
    const [r] = result.results;
    expect(r.effects.bookings.map((b) => Date.parse(b.start))).toEqual([Date.parse(tomorrow10)]);
    expect(r.transcript[0]).toEqual({ role: 'assistant', text: 'Hello Ada, this is Acme.' });
    const tool = r.transcript.findIndex((l) => l.role === 'tool' && /^book_appointment: Booked for /.test(l.text));
    expect(tool).toBeGreaterThan(0);
    // The turn's words (before the tool and after its answer) follow the tool's line, as one answer.
    expect(r.transcript[tool + 1]).toMatchObject({ role: 'assistant', text: expect.stringMatching(/^This call is recorded\. Let me book that\. Done\. Booked for /) });

    // Each caller line was one chat continuing the one before, with the call's variables; the tool call named the turn.
    const chats = vapi.requests.filter((q) => q.method === 'POST' && q.path === '/chat').slice(-2).map((q) => q.body);
    expect(chats[0]).toMatchObject({ assistantId: acct.assistantId, input: bookingLines.lines[0], assistantOverrides: { variableValues: { first_name: 'Ada' } } });
    expect(chats[0].previousChatId).toBeUndefined();
    expect(chats[1]).toMatchObject({ input: bookingLines.lines[1], previousChatId: expect.stringMatching(/^vapi-chat-/) });
    const sent = vapi.toolCallsSent.slice(sentBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0].chat?.name).toMatch(/^sbt_[0-9a-f]{32}$/);
    expect(sent[0].chat?.name).toBe(chats[0].name);
    expect(await writes(acct.accountId)).toEqual(before);
  });

  it('fails an agent that forgets the disclosure or ignores an opt-out, and passes one that honours it', async () => {
    const forgets = await vapiAgent('You book visits. FORGET_DISCLOSURE');
    const forgot = await runOne(forgets, bookingLines, books);
    expect(forgot.status).toBe('failed');
    expect(forgot.results[0].failures).toEqual(['Expected the agent to say "this call is recorded", but it never did.']);

    const stop: AgentTestCaller = { lines: ["Please don't call me again."] };
    const optsOut: AgentTestExpect = { opted_out: true, booked: false };
    const careless = await runOne(await vapiAgent('You sell plans. IGNORE_OPT_OUT'), stop, optsOut);
    expect(careless.status).toBe('failed');
    expect(careless.results[0].failures).toEqual(['Expected the caller to be opted out, but the number was not put on the do-not-call list.']);
    const careful = await vapiAgent('You sell plans.');
    const before = await writes(careful.accountId);
    const honoured = await runOne(careful, stop, optsOut);
    expect(honoured.status, JSON.stringify(honoured.results)).toBe('passed');
    expect(honoured.results[0].effects.opt_outs).toHaveLength(1);
    expect(await writes(careful.accountId)).toEqual(before);
  });

  it("answers a chat's tool calls for a turn that is not open without running them, and refuses an unsigned one", async () => {
    const acct = await vapiAgent('You book visits for Acme.');
    const before = await writes(acct.accountId);
    const message = {
      type: 'tool-calls',
      toolCallList: [{ id: 'tc-1', type: 'function', function: { name: 'book_appointment', arguments: JSON.stringify({ start_time: tomorrow10 }) } }],
      chat: { id: 'vapi-chat-x', orgId: 'org-fake', createdAt: tomorrow10, updatedAt: tomorrow10, name: `sbt_${'0'.repeat(32)}` },
    };
    const post = (headers: Record<string, string>) => fetch(`${events.url}/api/providers/vapi/events`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ message }),
    });
    const res = await post({ 'x-vapi-secret': SECRET });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ results: [{ name: 'book_appointment', toolCallId: 'tc-1', result: 'This conversation test is not running here, so the tool did not run.' }] });
    expect((await post({ 'x-vapi-secret': 'wrong' })).status).toBe(401);
    expect(await writes(acct.accountId)).toEqual(before);
  });

  it("ends a run as error with Vapi's refusal when its chat API refuses", async () => {
    const acct = await vapiAgent('You book visits for Acme.');
    vapi.failNext(500);
    const refused = await runOne(acct, bookingLines, books);
    expect(refused.status).toBe('error');
    expect(refused.error).toMatch(/^Vapi's chat answered 500/);

  });
});

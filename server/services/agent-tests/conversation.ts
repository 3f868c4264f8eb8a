import { isAppError } from '../../errors';
import type { ChatAgent, ChatModel, ChatTurn } from '../providers/llm-port';
import { toolDefinitionsOf } from '../tools/definitions';
import type { ToolName } from '../tools/names';
import { runTool } from '../tools/run';
import type { AgentTestCaller } from '../../db/schema';
import type { TestAgentRow } from './access';
import type { Sandbox } from './sandbox';
import { withToolTurn } from './tool-turns';
import type { TranscriptLine } from './verdicts';

/** Tool rounds the agent may take before it must answer the caller in words (a model looping on tools stops here). */
const MAX_TOOL_ROUNDS = 5;
/** A persona caller says this when their goal is met or lost, and the conversation ends. */
const CALLER_DONE = 'DONE';

export interface Models { agent: ChatModel; caller: ChatModel }

export interface Conversed { transcript: TranscriptLine[]; agentTurns: number }

/** The agent as the model sees it: its own words rendered with the call's variables, and its tools. */
export function chatAgentOf(agent: TestAgentRow, sandbox: Sandbox): ChatAgent {
  return {
    assistantId: agent.assistantId,
    instructions: sandbox.call.instructions,
    firstMessage: sandbox.call.firstMessage,
    model: agent.model,
    tools: toolDefinitionsOf(agent.tools as ToolName[]),
    variables: Object.fromEntries(Object.entries(sandbox.call.variables).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
  };
}

function personaOf(caller: Extract<AgentTestCaller, { persona: string }>): ChatAgent {
  return {
    assistantId: null,
    instructions: `You are the caller in a phone call with a business's agent. You are: ${caller.persona}. Your goal: ${caller.goal}. ` +
      `Speak as this person, one short turn at a time. When your goal is met or cannot be met, answer only ${CALLER_DONE}.`,
    firstMessage: '',
    model: 'caller',
    tools: [],
    variables: {},
  };
}

/**
 * One test's conversation in text: the agent's first message, then each caller turn (a scripted line, or the persona
 * model's next line) answered by the agent's model, whose tool calls run for real in the sandbox and are answered
 * before it speaks again. It ends when the caller has no more to say or a tool ends the call (an opt-out, a transfer).
 * A model's timeout or refusal is thrown: the run records it as `error`, not as a failed expectation.
 */
export async function converse(agent: TestAgentRow, caller: AgentTestCaller, sandbox: Sandbox, models: Models, signal: AbortSignal): Promise<Conversed> {
  const brain = chatAgentOf(agent, sandbox);
  const transcript: TranscriptLine[] = [];
  const turns: ChatTurn[] = [];
  let agentTurns = 0;
  if (brain.firstMessage) {
    transcript.push({ role: 'assistant', text: brain.firstMessage });
    turns.push({ role: 'assistant', text: brain.firstMessage });
    agentTurns++;
  }
  const persona = 'persona' in caller ? personaOf(caller) : null;
  const callerTurns = 'lines' in caller ? caller.lines.length : caller.max_turns;
  for (let i = 0; i < callerTurns; i++) {
    const line = 'lines' in caller ? caller.lines[i] : await personaLine(models.caller, persona!, transcript, signal);
    if (line === null) break;
    transcript.push({ role: 'user', text: line });
    turns.push({ role: 'user', text: line });
    agentTurns++;
    const ended = await agentAnswers(brain, sandbox, models.agent, turns, transcript, signal);
    if (ended) break;
  }
  return { transcript, agentTurns };
}

/** The agent's answer to the caller's turn, with its tool rounds; true when a tool ended the call. */
async function agentAnswers(brain: ChatAgent, sandbox: Sandbox, model: ChatModel, turns: ChatTurn[], transcript: TranscriptLine[], signal: AbortSignal): Promise<boolean> {
  if (model.toolsByWebhook) return providerAnswers(brain, sandbox, model, turns, transcript, signal);
  let ended = false;
  for (let round = 0; round < MAX_TOOL_ROUNDS; round++) {
    const reply = await model.reply(brain, turns, { signal });
    turns.push({ role: 'assistant', text: reply.text, toolCalls: reply.toolCalls });
    if (reply.text) transcript.push({ role: 'assistant', text: reply.text });
    if (!reply.toolCalls.length) return ended;
    for (const call of reply.toolCalls) {
      const answer = await toolAnswer(sandbox, call.name, call.args);
      turns.push({ role: 'tool', toolCallId: call.id, text: JSON.stringify(answer) });
      if (toolLine(transcript, call.name, answer)) ended = true;
    }
  }
  return ended;
}

/**
 * The same for a provider that runs the tools itself during its answer (Vapi's chat): its tool calls reach the
 * webhook under this turn and run here, in the sandbox, while the reply is awaited; they are written into the
 * conversation before the words that followed them.
 */
async function providerAnswers(brain: ChatAgent, sandbox: Sandbox, model: ChatModel, turns: ChatTurn[], transcript: TranscriptLine[], signal: AbortSignal): Promise<boolean> {
  const { value: reply, ran } = await withToolTurn(sandbox.tx, (name, args) => toolAnswer(sandbox, name, args), (toolTurn) => model.reply(brain, turns, { signal, toolTurn }));
  let ended = false;
  if (ran.length) turns.push({ role: 'assistant', text: '', toolCalls: ran.map(({ id, name, args }) => ({ id, name, args })) });
  for (const r of ran) {
    turns.push({ role: 'tool', toolCallId: r.id, text: JSON.stringify(r.answer) });
    if (toolLine(transcript, r.name, r.answer)) ended = true;
  }
  turns.push({ role: 'assistant', text: reply.text, providerRef: reply.providerRef });
  if (reply.text) transcript.push({ role: 'assistant', text: reply.text });
  return ended;
}

/** A tool's answer as a line of the transcript; true when it ended the call (an opt-out, a transfer put through). */
function toolLine(transcript: TranscriptLine[], name: string, answer: Awaited<ReturnType<typeof toolAnswer>>): boolean {
  transcript.push({ role: 'tool', text: `${name}: ${answer.message}` });
  return Boolean(answer.call_ended || (name === 'transfer_to_human' && answer.ok));
}

/** A tool run for real in the sandbox; a refusal is answered to the model as a provider's tool call would be. */
async function toolAnswer(sandbox: Sandbox, name: string, args: Record<string, unknown> | undefined) {
  try {
    return await runTool(sandbox.tx, sandbox.tools, name, args ?? {}, { simulated: true });
  } catch (err) {
    if (!isAppError(err)) throw err;
    return { ok: false, error: err.code, message: err.message, call_ended: false };
  }
}

/** The persona's next line: the conversation seen from the caller's side (the agent's lines are what they hear). */
async function personaLine(model: ChatModel, persona: ChatAgent, transcript: TranscriptLine[], signal: AbortSignal): Promise<string | null> {
  const mirrored: ChatTurn[] = transcript.filter((l) => l.role !== 'tool')
    .map((l) => ({ role: l.role === 'assistant' ? 'user' : 'assistant', text: l.text }));
  const reply = await model.reply(persona, mirrored, { signal });
  const text = reply.text.trim();
  return !text || text === CALLER_DONE ? null : text;
}

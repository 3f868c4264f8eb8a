import type { Database } from '../../../db/types';
import { isAppError, notFound } from '../../../errors';
import { logger } from '../../../logger';
import { loadToolCallContext, type ToolCallContext } from '../../tools/context';
import { oneLine } from '../../tools/result';
import { runTool } from '../../tools/run';
import type { Outcome } from './ended-reason';
import { storableText } from './mapping';

/** One answer of a `tool-calls` message: Vapi matches it to the model's tool call by `toolCallId`. */
export interface VapiToolCallResult {
  name: string;
  toolCallId: string;
  result: string;
}

interface ToolCall {
  id: string;
  name: string;
  arguments: unknown;
}

/** A model asks for few tools at once; a message with more is cut here rather than run without bound. */
const MAX_TOOL_CALLS = 16;

/**
 * Vapi's `tool-calls` server message: each tool call runs through the same tool code as the REST API, in the call
 * Vapi names, and is answered `{ results: [{ toolCallId, result }] }` with `result` one line of text. A refusal (an
 * unknown tool, bad arguments, an ended call) is a result too, so the model hears why. A repeated `toolCallId`
 * answers the first result and does nothing else.
 */
export async function handleVapiToolCalls(db: Database, message: Record<string, unknown>, now = new Date()): Promise<{ results: VapiToolCallResult[] }> {
  const toolCalls = toolCallsOf(message);
  const call = (message.call ?? {}) as { id?: unknown; monitor?: { controlUrl?: unknown } };
  const vapiCallId = storableText(call.id);
  const controlUrl = storableText(call.monitor?.controlUrl);
  let context: ToolCallContext;
  try {
    if (!vapiCallId) throw notFound('Call');
    context = await loadToolCallContext(db, { provider: 'vapi', providerCallId: vapiCallId });
  } catch (err) {
    if (!isAppError(err)) throw err;
    if (err.code !== 'not_found') return answerAll(toolCalls, err.message);
    logger.info('vapi tool calls for an unknown call', { vapi_call_id: vapiCallId });
    return answerAll(toolCalls, 'This call is not known, so the tool did not run.');
  }

  const results: VapiToolCallResult[] = [];
  for (const tc of toolCalls) {
    results.push({ name: tc.name, toolCallId: tc.id, result: await runOne(db, context, tc, controlUrl, now) });
  }
  return { results };
}

async function runOne(db: Database, context: ToolCallContext, tc: ToolCall, controlUrl: string | null, now: Date): Promise<string> {
  const args = argumentsOf(tc.arguments);
  if (args === undefined) return 'The tool arguments are not a JSON object, so the tool did not run.';
  try {
    const result = await runTool(db, context, tc.name, args, { providerToolCallId: tc.id, controlUrl, now });
    return oneLine(result.message);
  } catch (err) {
    if (!isAppError(err)) throw err;
    return oneLine(`The tool did not run: ${err.message}`);
  }
}

/** Vapi sends arguments as an object, or as the model's JSON text. */
function argumentsOf(raw: unknown): Record<string, unknown> | undefined {
  let value = raw;
  if (value === undefined || value === null || value === '') return {};
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** The tool calls of the message: `toolCallList`, else the `toolCall` of each `toolWithToolCallList` entry. */
export function toolCallsOf(message: Record<string, unknown>): ToolCall[] {
  const list = Array.isArray(message.toolCallList)
    ? message.toolCallList
    : Array.isArray(message.toolWithToolCallList)
      ? message.toolWithToolCallList.map((t) => (t as { toolCall?: unknown } | null)?.toolCall)
      : [];
  const out: ToolCall[] = [];
  for (const item of list.slice(0, MAX_TOOL_CALLS)) {
    const tc = (item ?? {}) as { id?: unknown; function?: { name?: unknown; arguments?: unknown } };
    const id = storableText(tc.id);
    if (!id || id.length > 256) continue;
    out.push({ id, name: storableText(tc.function?.name)?.slice(0, 64) ?? '', arguments: tc.function?.arguments });
  }
  return out;
}

const answerAll = (toolCalls: ToolCall[], text: string) => ({
  results: toolCalls.map((tc) => ({ name: tc.name, toolCallId: tc.id, result: oneLine(text) })),
});

/**
 * A caller who opted out ended the call through the agent's tool (Vapi's live call control), whatever words Vapi
 * reports the end in: an answered call is then completed, `opted_out`.
 */
export function optedOut(outcome: Outcome, answered: boolean, opted: boolean): Outcome {
  return opted && answered ? { status: 'completed', endedReason: 'opted_out', failureReason: null } : outcome;
}

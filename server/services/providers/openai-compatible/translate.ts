import type {
  ChatCompletion, ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam, ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { ChatAgent, ChatReply, ChatTurn } from '../llm-port';

/**
 * The conversation in chat completions' words: the agent's instructions as the system message (its first message is
 * already the conversation's first assistant turn), each tool as a function, each tool answer as a `tool` message
 * after the assistant message that called it.
 */
export function toCompletionRequest(agent: ChatAgent, turns: ChatTurn[], model: string): ChatCompletionCreateParamsNonStreaming {
  const messages: ChatCompletionMessageParam[] = [];
  if (agent.instructions) messages.push({ role: 'system', content: agent.instructions });
  for (const turn of turns) messages.push(toMessage(turn));
  const tools: ChatCompletionTool[] = agent.tools.map((t) => ({
    type: 'function', function: { name: t.name, description: t.description, parameters: t.parameters },
  }));
  return { model, messages, ...(tools.length ? { tools } : {}) };
}

function toMessage(turn: ChatTurn): ChatCompletionMessageParam {
  switch (turn.role) {
    case 'system': return { role: 'system', content: turn.text };
    case 'user': return { role: 'user', content: turn.text };
    case 'tool': return { role: 'tool', tool_call_id: turn.toolCallId, content: turn.text };
    case 'assistant': return {
      role: 'assistant',
      content: turn.text || null,
      ...(turn.toolCalls?.length ? {
        tool_calls: turn.toolCalls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: JSON.stringify(c.args ?? {}) } })),
      } : {}),
    };
  }
}

/** The model's answer as the agent's next turn; arguments that are not a JSON object are passed on as undefined. */
export function fromCompletion(completion: ChatCompletion): ChatReply {
  const message = completion.choices[0]?.message;
  if (!message) throw new Error('The model answered no choice.');
  if (message.refusal) throw new Error(`The model refused: ${message.refusal.slice(0, 200)}`);
  const toolCalls = (message.tool_calls ?? []).flatMap((c) => c.type === 'function'
    ? [{ id: c.id, name: c.function.name, args: parseArgs(c.function.arguments) }]
    : []);
  return { text: message.content ?? '', toolCalls };
}

function parseArgs(raw: string): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(raw || '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

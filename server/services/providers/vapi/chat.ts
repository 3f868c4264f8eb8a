import type { Vapi } from '@vapi-ai/server-sdk';
import { config } from '../../../config';
import type { ChatModel, ChatReply, ChatTurn } from '../llm-port';
import { describeVapiFailure, vapiClient, vapiFailureOf } from './client';

/**
 * Vapi's chat API (`POST /chat`) as an agent's brain in text: the agent's own assistant at Vapi (its model,
 * instructions and tools as Switchboard keeps them there), with the call's variables as `assistantOverrides`. Each
 * caller line is the chat's `input`, continuing the previous answer's chat (`previousChatId`), so Vapi holds the
 * conversation, tool calls included. Vapi runs the tools itself, sending `tool-calls` to the assistant's server (this
 * app's events URL) with the chat, whose `name` is the test's turn: the conversation answers them in its sandbox.
 */
export function vapiChatModel(): ChatModel {
  return {
    name: 'vapi',
    toolsByWebhook: true,
    configured: () => Boolean(config.VAPI_API_KEY),
    async reply(agent, turns, { signal, toolTurn }) {
      if (!config.VAPI_API_KEY) throw new Error('Vapi is not configured (VAPI_API_KEY).');
      if (!agent.assistantId) throw new Error('The agent has no assistant at Vapi yet: save it once so that it is made there.');
      const previousChatId = lastChatOf(turns);
      const request: Vapi.CreateChatDto = {
        assistantId: agent.assistantId,
        assistantOverrides: { variableValues: agent.variables },
        input: callerLinesSince(turns),
        ...(previousChatId && { previousChatId }),
        ...(toolTurn && { name: toolTurn }),
      };
      let chat: Vapi.CreateChatsResponse;
      try {
        // A chat with tool calls takes longer than one request of the API: the model endpoint's timeout is its bound.
        chat = await vapiClient().chats.create(request, { abortSignal: signal, timeoutInSeconds: Math.ceil(config.LLM_TIMEOUT_MS / 1000) });
      } catch (err) {
        if (signal.aborted) throw new Error('The model request was canceled.');
        throw new Error(`Vapi's chat answered ${describeVapiFailure(vapiFailureOf(err))}.`);
      }
      return replyOf(chat);
    },
  };
}

/** The chat the conversation continues: the last agent answer Vapi gave. */
function lastChatOf(turns: ChatTurn[]): string | undefined {
  for (let i = turns.length - 1; i >= 0; i--) {
    const t = turns[i];
    if (t.role === 'assistant' && t.providerRef) return t.providerRef;
  }
  return undefined;
}

/** What the caller said since that answer (one line, usually), as the chat's input. */
function callerLinesSince(turns: ChatTurn[]): string {
  const lines: string[] = [];
  for (let i = turns.length - 1; i >= 0; i--) {
    const t = turns[i];
    if (t.role === 'assistant' && t.providerRef) break;
    if (t.role === 'user') lines.unshift(t.text);
  }
  return lines.join('\n');
}

/** The agent's words in the chat's `output` (its tool exchanges were answered through the webhook). */
export function replyOf(chat: Vapi.CreateChatsResponse): ChatReply {
  // Not streamed (no `stream` asked), so the answer is the chat, never a delta.
  if ('delta' in chat || typeof chat?.id !== 'string') throw new Error("Vapi's chat answered without a chat.");
  const words = (chat.output ?? [])
    .filter((m): m is Vapi.AssistantMessage => m.role === 'assistant' && typeof (m as Vapi.AssistantMessage).content === 'string')
    .map((m) => m.content!.trim())
    .filter(Boolean);
  return { text: words.join(' '), toolCalls: [], providerRef: chat.id };
}

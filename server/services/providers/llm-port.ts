/**
 * The seam to a model that speaks as an agent in text (Vapi's chat API, Retell's chat API, or any OpenAI-compatible
 * chat completions endpoint): one driver folder each under providers/, answering `ChatModel`. A driver translates the
 * conversation and the agent's tools into its API's words and the model's answer back; the conversation-tests
 * domain runs the tools through the same services as a call and judges what they did.
 */

export type ChatModelName = 'vapi' | 'retell' | 'openai-compatible';

export interface ChatToolDefinition {
  name: string;
  description: string;
  /** JSON schema of the arguments. */
  parameters: Record<string, unknown>;
}

export type ChatTurn =
  | { role: 'system' | 'user'; text: string }
  /** The agent's turn; the tools it called then are answered by the `tool` turns after it. */
  | { role: 'assistant'; text: string; toolCalls?: ChatReply['toolCalls']; providerRef?: string }
  | { role: 'tool'; toolCallId: string; text: string };

/** The agent as a model sees it: its own words and tools, and the call's variables already rendered in. */
export interface ChatAgent {
  assistantId: string | null;
  instructions: string;
  firstMessage: string;
  model: string;
  tools: ChatToolDefinition[];
  variables: Record<string, string>;
}

/** The model's next turn: what it says, and the tools it calls (each answered in a `tool` turn before the next). */
export interface ChatReply {
  text: string;
  toolCalls: { id: string; name: string; args: Record<string, unknown> | undefined }[];
  /** The provider's id of this answer (Vapi's chat id), which its next request continues from. */
  providerRef?: string;
}

export interface ChatModel {
  readonly name: ChatModelName;
  configured(): boolean;
  /**
   * True when the provider runs the agent's tools itself, calling this app's webhook during `reply` (Vapi's chat):
   * the conversation then serves those calls in its sandbox under `toolTurn`, which the driver hands the provider to
   * send back with each tool call. False or unset: the reply names its tool calls and the conversation runs them.
   */
  readonly toolsByWebhook?: boolean;
  /** The agent's next turn; throws a timeout or a refusal, which a run records as `error` with its reason. */
  reply(agent: ChatAgent, turns: ChatTurn[], opts: { signal: AbortSignal; toolTurn?: string }): Promise<ChatReply>;
}

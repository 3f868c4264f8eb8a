import type { ChatModel, ChatModelName } from './llm-port';
import { openAiCompatibleChatModel } from './openai-compatible/driver';
import { vapiChatModel } from './vapi/chat';

const openAiCompatible = openAiCompatibleChatModel();

/**
 * The text brain of an agent for conversation tests, by its voice provider: Vapi's agents through Vapi's chat API.
 * Retell's chat API has no driver yet, so its agents speak through the OpenAI-compatible endpoint, with their own
 * instructions and tools.
 */
const byProvider: Record<'simulator' | 'vapi' | 'retell', ChatModel> = {
  simulator: openAiCompatible,
  vapi: vapiChatModel(),
  retell: openAiCompatible,
};

export function chatModelFor(provider: 'simulator' | 'vapi' | 'retell' | null): ChatModel {
  return byProvider[provider ?? 'simulator'];
}

/** The model that plays a persona caller: always the OpenAI-compatible endpoint. */
export function callerChatModel(): ChatModel {
  return openAiCompatible;
}

export type { ChatModel, ChatModelName };

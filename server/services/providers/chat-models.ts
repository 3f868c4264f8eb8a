import type { ChatModel, ChatModelName } from './llm-port';
import { openAiCompatibleChatModel } from './openai-compatible/driver';

const openAiCompatible = openAiCompatibleChatModel();

/**
 * The text brain of an agent for conversation tests, by its voice provider. Vapi's and Retell's chat APIs have no
 * driver yet, so their agents speak through the OpenAI-compatible endpoint too, with their own instructions and tools.
 */
const byProvider: Record<'simulator' | 'vapi' | 'retell', ChatModel> = {
  simulator: openAiCompatible,
  vapi: openAiCompatible,
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

import type { Vapi } from '@vapi-ai/server-sdk';

/**
 * The models and voices offered unless the operator names its own (AGENT_MODELS, AGENT_VOICES; see catalogue.ts),
 * with the labels the agent editor shows (pure data). Agents are made at the voice provider with an OpenAI model and
 * an OpenAI voice, so these are OpenAI's, typed by Vapi's SDK: a value Vapi drops fails the typecheck.
 */
export const commonModels = [
  { value: 'gpt-4o', label: 'GPT-4o' },
  { value: 'gpt-4o-mini', label: 'GPT-4o mini' },
  { value: 'gpt-4.1', label: 'GPT-4.1' },
  { value: 'gpt-4.1-mini', label: 'GPT-4.1 mini' },
  { value: 'gpt-4.1-nano', label: 'GPT-4.1 nano' },
  { value: 'gpt-4-turbo', label: 'GPT-4 Turbo' },
  { value: 'gpt-3.5-turbo', label: 'GPT-3.5 Turbo' },
] as const satisfies readonly { value: Vapi.OpenAiModelModel; label: string }[];

/**
 * OpenAI's preset voices that Vapi takes with these (non-realtime) models: Vapi's schema says ash, ballad, coral, sage
 * and verse work only with realtime models, so they are not offered.
 */
export const commonVoices = [
  { value: 'alloy', label: 'Alloy' },
  { value: 'echo', label: 'Echo' },
  { value: 'fable', label: 'Fable' },
  { value: 'nova', label: 'Nova' },
  { value: 'onyx', label: 'Onyx' },
  { value: 'shimmer', label: 'Shimmer' },
  { value: 'marin', label: 'Marin' },
  { value: 'cedar', label: 'Cedar' },
] as const satisfies readonly { value: Vapi.OpenAiVoiceIdEnum; label: string }[];

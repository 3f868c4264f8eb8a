import type { AgentAnalysis } from '../../db/schema';
import type { ToolName } from '../tools/names';
import { vapiToolDefinitions } from '../tools/vapi-tool-definitions';
import type { ExtractVariable } from './extract-variables';
import { vapiArtifactPlan } from './vapi-analysis-plan';

/** What of an agent its Vapi assistant holds. */
export interface AssistantConfig {
  name: string;
  firstMessage: string;
  instructions: string;
  model: string;
  voiceId: string;
  tools: readonly ToolName[];
  analysis: AgentAnalysis | null;
}

/** Vapi keeps assistant names to 40 characters. */
const NAME_MAX = 40;

/**
 * The body of Vapi's `POST /assistant` (and, key by key, of `PATCH /assistant/{id}`) for an agent. Every key is
 * always present, so a cleared field is sent as cleared. Tools are function tools served at `serverUrl`; without
 * one Vapi sends their calls to the organization's server URL.
 */
export function vapiAssistantBody(a: AssistantConfig, variables: readonly ExtractVariable[], serverUrl: string | null) {
  const tools = vapiToolDefinitions(a.tools, serverUrl ?? '').map((t) => (serverUrl ? t : { type: t.type, function: t.function }));
  return {
    name: a.name.slice(0, NAME_MAX),
    firstMessage: a.firstMessage,
    model: {
      provider: 'openai',
      model: a.model,
      messages: a.instructions ? [{ role: 'system', content: a.instructions }] : [],
      tools,
    },
    voice: { provider: 'openai', voiceId: a.voiceId },
    artifactPlan: vapiArtifactPlan(a.analysis, variables),
  };
}
export type VapiAssistantBody = ReturnType<typeof vapiAssistantBody>;

/** The keys of `next` that differ from `current`: what a PATCH must send (nested objects go whole, as Vapi replaces them). */
export function changedAssistantKeys(current: VapiAssistantBody, next: VapiAssistantBody): Partial<VapiAssistantBody> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof VapiAssistantBody)[]) {
    if (JSON.stringify(current[key]) !== JSON.stringify(next[key])) out[key] = next[key];
  }
  return out as Partial<VapiAssistantBody>;
}

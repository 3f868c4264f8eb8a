import type { Vapi } from '@vapi-ai/server-sdk';
import { liquidTemplate } from '../../../lib/liquid';
import type { AgentConfig, ExtractVariable } from '../agent-port';
import { vapiArtifactPlan } from './analysis-plan';
import type { VapiServerRef } from './credential';
import { vapiToolDefinitions } from './tool-definitions';

/** What of an agent its Vapi assistant holds: the port's agent configuration. */
export type AssistantConfig = AgentConfig;

/** Vapi keeps assistant names to 40 characters. */
const NAME_MAX = 40;

/**
 * The server messages Switchboard reads (events.ts): a call's progress, its report, its live transcript lines
 * (left out of Vapi's default list), its tool calls and transfers. An inbound call's `assistant-request` goes to
 * the number's server, which has none of its own assistant yet (agents.ts, serveInboundNumber).
 */
export const VAPI_SERVER_MESSAGES = [
  'status-update', 'end-of-call-report', 'transcript', 'tool-calls', 'transfer-destination-request',
] as const satisfies readonly Vapi.CreateAssistantDtoServerMessagesItem[];

/** `server` and `serverMessages` of an assistant: where Vapi sends what, signed with the deployment's credential. */
export function assistantServerKeys(server: VapiServerRef | null) {
  return {
    serverMessages: [...VAPI_SERVER_MESSAGES],
    ...(server && { server: { url: server.url, credentialId: server.credentialId } }),
  } satisfies Pick<Vapi.CreateAssistantDto, 'server' | 'serverMessages'> & Pick<Vapi.UpdateAssistantDto, 'server' | 'serverMessages'>;
}

/**
 * The body of Vapi's `POST /assistant` (and, key by key, of `PATCH /assistant/{id}`) for an agent, as the SDK's
 * CreateAssistantDto (tsc holds every key to it). Every key is always present, so a cleared field is sent as
 * cleared. `server` (the events URL and the deployment's credential) goes on the assistant and on each tool; without
 * one (no PUBLIC_BASE_URL) Vapi sends everything to the organization's server URL. `serverMessages` is always sent.
 */
export function vapiAssistantBody(a: AssistantConfig, variables: readonly ExtractVariable[], server: VapiServerRef | null) {
  const tools = vapiToolDefinitions(a.tools, server);
  return {
    name: a.name.slice(0, NAME_MAX),
    firstMessage: liquidTemplate(a.firstMessage),
    model: {
      provider: 'openai',
      // The agent's model is one of the offered ones (agents/model-catalog.ts), which the SDK's enum types.
      model: a.model as Vapi.OpenAiModelModel,
      messages: a.instructions ? [{ role: 'system', content: liquidTemplate(a.instructions) }] : [],
      tools,
    },
    voice: { provider: 'openai', voiceId: a.voiceId },
    artifactPlan: vapiArtifactPlan(a.analysis, variables),
    compliancePlan: vapiCompliancePlan(a.redactPii),
    ...assistantServerKeys(server),
  } satisfies Vapi.CreateAssistantDto;
}
export type VapiAssistantBody = ReturnType<typeof vapiAssistantBody>;

/**
 * Vapi's PCI mode for an account that redacts: Vapi then keeps no logs or transcripts of its own (only the
 * end-of-call report it sends here, which Switchboard redacts before storing). Off otherwise, sent as off so that
 * turning the setting off clears it. HIPAA storage is left alone: it needs a plan of Vapi's own.
 */
export function vapiCompliancePlan(redactPii: boolean) {
  return { pciEnabled: redactPii } satisfies Vapi.CompliancePlan;
}

/** The keys of `next` that differ from `current`: what a PATCH must send (nested objects go whole, as Vapi replaces them). */
export function changedAssistantKeys(current: VapiAssistantBody, next: VapiAssistantBody): Partial<VapiAssistantBody> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof VapiAssistantBody)[]) {
    if (JSON.stringify(current[key]) !== JSON.stringify(next[key])) out[key] = next[key];
  }
  return out as Partial<VapiAssistantBody>;
}

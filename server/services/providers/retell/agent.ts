import type { AgentCreateParams, AgentUpdateParams } from 'retell-sdk/resources/agent';
import type { LlmCreateParams, LlmUpdateParams } from 'retell-sdk/resources/llm';
import { config } from '../../../config';
import { templatePlaceholderPattern } from '../../../lib/template-placeholder';
import type { AgentConfig, AnalysisSetting, ExtractVariable, ToolDefinition } from '../agent-port';

/** A Retell LLM model name, as the SDK types them. */
export type RetellModel = NonNullable<LlmCreateParams['model']>;
/** The event names Retell sends to an agent's webhook, as the SDK types them. */
export type RetellWebhookEvent = NonNullable<AgentCreateParams['webhook_events']>[number];

/** The events Switchboard reads (events.ts): a call's start, end, analysis and live transcript. */
export const RETELL_WEBHOOK_EVENTS = ['call_started', 'call_ended', 'call_analyzed', 'transcript_updated'] as const satisfies readonly RetellWebhookEvent[];

/** The name of the post-call analysis field that judges the agent's success criteria. */
export const RETELL_SUCCESS_FIELD = 'switchboard_success';

/** This app's public address for Retell's requests (PUBLIC_BASE_URL), or null. */
function publicBase(): string | null {
  return config.PUBLIC_BASE_URL ? config.PUBLIC_BASE_URL.replace(/\/+$/, '') : null;
}
export const retellEventsUrl = () => (publicBase() ? `${publicBase()}/api/providers/retell/events` : null);
export const retellInboundUrl = () => (publicBase() ? `${publicBase()}/api/providers/retell/inbound` : null);
export const retellToolUrl = (name: string) => `${publicBase() ?? ''}/api/providers/retell/tools/${name}`;

/**
 * A template as Retell fills it in: Retell's dynamic variables are `{{name}}` with no fallback, so a fallback is
 * dropped here and given as the value instead when the call's value is blank (retellDynamicVariables).
 */
export function retellTemplate(template: string): string {
  return template.replace(templatePlaceholderPattern(), (_whole, name: string) => `{{${name}}}`);
}

/** Each placeholder's fallback in the agent's texts (the first one written wins for a name used twice). */
export function templateFallbacks(...templates: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const t of templates) {
    for (const m of t.matchAll(templatePlaceholderPattern())) {
      if (m[2] !== undefined && !Object.hasOwn(out, m[1])) out[m[1]] = m[2].trim();
    }
  }
  return out;
}

/** The Retell models Switchboard's catalogue can name: the OpenAI ones Retell offers (the SDK's list). */
const RETELL_MODELS = ['gpt-4.1', 'gpt-4.1-mini', 'gpt-4.1-nano'] as const satisfies readonly RetellModel[];
/** The agent's model at Retell: the same model when Retell offers it, else Retell's GPT-4.1 (its default). */
export const retellModelOf = (model: string): RetellModel => (RETELL_MODELS as readonly string[]).includes(model) ? (model as RetellModel) : 'gpt-4.1';

/** The agent's OpenAI voice as Retell names it (`openai-Alloy`). */
export const retellVoiceOf = (voiceId: string) => `openai-${voiceId.charAt(0).toUpperCase()}${voiceId.slice(1)}`;

/**
 * The tool that picks the free person for a transfer (tools/names.ts): its answer carries the number Retell's own
 * transfer tool dials.
 */
const TRANSFER_TO_HUMAN = 'transfer_to_human';

/** The agent's tools as Retell custom functions, each posting to its own URL here, signed by Retell. */
export function retellTools(tools: readonly ToolDefinition[]): LlmCreateParams.CustomTool[] {
  return tools.map(({ name, description, parameters }) => {
    return {
      type: 'custom',
      name,
      description,
      url: retellToolUrl(name),
      method: 'POST',
      // Retell takes the arguments' whole JSON Schema (its `properties` are free-form), limits included.
      parameters: { type: 'object', properties: parameters.properties ?? {}, ...(Array.isArray(parameters.required) && { required: parameters.required }) },
      speak_during_execution: false,
      speak_after_execution: true,
      // A retried request is answered from the first run (tools run once per tool call), but none is needed.
      max_retry: 0,
      // transfer_to_human answers the free person's number, which Retell's transfer_call tool then dials.
      ...(name === TRANSFER_TO_HUMAN && { response_variables: { [TRANSFER_NUMBER_VARIABLE]: TRANSFER_NUMBER_VARIABLE } }),
    } satisfies LlmCreateParams.CustomTool;
  });
}

/** The dynamic variable that carries the number transfer_to_human chose to Retell's transfer_call tool. */
export const TRANSFER_NUMBER_VARIABLE = 'transfer_number';
/** The name of the agent's Retell transfer tool. */
export const RETELL_TRANSFER_TOOL = 'transfer_call';

/**
 * Retell's own transfer (a cold transfer to the number in `{{transfer_number}}`), for an agent with
 * transfer_to_human: that tool picks the person and records the transfer, this one moves the call.
 */
export function retellTransferTool(): LlmCreateParams.TransferCallTool {
  return {
    type: 'transfer_call',
    name: RETELL_TRANSFER_TOOL,
    description: `Moves the call to the person transfer_to_human found. Use it only right after transfer_to_human answered with a ${TRANSFER_NUMBER_VARIABLE}, never otherwise.`,
    transfer_destination: { type: 'predefined', number: `{{${TRANSFER_NUMBER_VARIABLE}}}` },
    transfer_option: { type: 'cold_transfer' },
  };
}

/** The Retell LLM of an agent: instructions, first message, model and tools (every key sent, so a cleared one is cleared). */
export function retellLlmBody(a: AgentConfig) {
  return {
    general_prompt: retellTemplate(a.instructions),
    begin_message: retellTemplate(a.firstMessage),
    model: retellModelOf(a.model),
    general_tools: [...retellTools(a.tools), ...(a.tools.some((t) => t.name === TRANSFER_TO_HUMAN) ? [retellTransferTool()] : [])],
    start_speaker: 'agent',
  } satisfies LlmCreateParams & LlmUpdateParams;
}

/** The agent's analysis as Retell's post-call analysis: the success criteria as a verdict, and each extracted variable, typed. */
export function retellAnalysisData(analysis: AnalysisSetting | null, variables: readonly ExtractVariable[]): NonNullable<AgentCreateParams['post_call_analysis_data']> {
  const out: NonNullable<AgentCreateParams['post_call_analysis_data']> = [];
  if (analysis?.success_criteria) {
    out.push({ type: 'boolean', name: RETELL_SUCCESS_FIELD, description: `Whether the call met these criteria: ${analysis.success_criteria}` });
  }
  for (const v of analysis ? variables : []) {
    const description = [v.displayName, v.description].filter(Boolean).join(': ') || v.name;
    if (v.type === 'boolean') out.push({ type: 'boolean', name: v.name, description });
    else if (v.type === 'number') out.push({ type: 'number', name: v.name, description });
    else if (v.type === 'select') out.push({ type: 'enum', name: v.name, description, choices: v.options ?? [] });
    else out.push({ type: 'string', name: v.name, description: v.type === 'date' ? `${description} (YYYY-MM-DD)` : description });
  }
  return out;
}

/**
 * What Retell scrubs from its transcripts and recordings after the call: the categories Switchboard's own redaction
 * replaces, when the account redacts; none (an empty list turns Retell's scrubbing off) otherwise.
 */
export const RETELL_PII_CATEGORIES = ['credit_card', 'ssn', 'bank_account', 'date_of_birth'] as const satisfies AgentCreateParams.PiiConfig['categories'];

export function retellPiiConfig(redactPii: boolean): AgentCreateParams.PiiConfig & AgentUpdateParams.PiiConfig {
  return { mode: 'post_call', categories: redactPii ? [...RETELL_PII_CATEGORIES] : [] };
}

/** The Retell agent around an LLM: name, voice, where its events go, its post-call analysis and PII scrubbing. */
export function retellAgentBody(a: AgentConfig, variables: readonly ExtractVariable[], llmId: string) {
  return {
    response_engine: { type: 'retell-llm', llm_id: llmId },
    agent_name: a.name,
    voice_id: retellVoiceOf(a.voiceId),
    webhook_url: retellEventsUrl(),
    webhook_events: [...RETELL_WEBHOOK_EVENTS],
    post_call_analysis_data: retellAnalysisData(a.analysis, variables),
    pii_config: retellPiiConfig(a.redactPii),
  } satisfies AgentCreateParams & AgentUpdateParams;
}

/** The keys of `next` that differ from `current` (nested values go whole). */
export function changedKeys<T extends object>(current: T, next: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (JSON.stringify(current[key]) !== JSON.stringify(next[key])) out[key] = next[key];
  }
  return out;
}

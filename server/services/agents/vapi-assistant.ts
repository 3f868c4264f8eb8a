import type { AgentAnalysis } from '../../db/schema';
import type { ToolName } from '../tools/names';
import { vapiToolDefinitions } from '../tools/vapi-tool-definitions';
import type { ExtractVariable } from './extract-variables';

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

/** Vapi's JSON schema of one extracted value, from the variable's type (Vapi's JsonSchema: type, format, enum, description). */
function variableSchema(v: ExtractVariable): Record<string, unknown> {
  const description = [v.displayName, v.description].filter(Boolean).join(': ');
  switch (v.type) {
    case 'number':
      return { type: 'number', description };
    case 'boolean':
      return { type: 'boolean', description };
    case 'date':
      return { type: 'string', format: 'date', description: `${description} (YYYY-MM-DD)` };
    case 'select':
      return { type: 'string', enum: v.options ?? [], description };
    default:
      return { type: 'string', description };
  }
}

/**
 * The assistant's `analysisPlan`: the summary (on unless the setting turns it off; no setting keeps Vapi's summary,
 * which the call's `summary` shows), a pass/fail verdict against the success criteria (its "true"/"false" is read back
 * by analysisFromVapi), and the structured data of the extracted variables, typed like their definitions.
 */
export function vapiAnalysisPlan(analysis: AgentAnalysis | null, variables: readonly ExtractVariable[]) {
  const criteria = analysis?.success_criteria ?? null;
  return {
    summaryPlan: { enabled: analysis ? analysis.summary : true },
    successEvaluationPlan: criteria
      ? {
          enabled: true,
          rubric: 'PassFail',
          messages: [
            {
              role: 'system',
              content:
                'You are an expert call evaluator. You will be given the transcript of a call. Decide whether the call met ' +
                `these success criteria:\n\n${criteria}\n\nRubric:\n{{rubric}}\n\nOnly respond with the result.`,
            },
            { role: 'user', content: 'Here is the transcript of the call:\n\n{{transcript}}\n\nHere is the ended reason of the call:\n\n{{endedReason}}' },
          ],
        }
      : { enabled: false },
    structuredDataPlan: variables.length
      ? {
          enabled: true,
          schema: { type: 'object', properties: Object.fromEntries(variables.map((v) => [v.name, variableSchema(v)])) },
        }
      : { enabled: false },
  };
}

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
    analysisPlan: vapiAnalysisPlan(a.analysis, variables),
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
